import QuizBankModel

extension QuestionRenderer {
  func genreQuestion(film: Film, rule: GenreRule, candidate: ThresholdCandidate) -> Question {
    genreQuestion(
      genreFields(film: film, rule: rule, option: candidate.chosen), rule: rule,
      genre: candidate.chosen.index, answer: candidate.answer)
  }

  /// What a genre question takes from its film: a threshold question's fields
  /// without rating texts (the value is not used).
  func genreFields(film: Film, rule: GenreRule, option: ThresholdCandidate.Option)
    -> ThresholdFields
  {
    ThresholdFields(
      title: film.title, year: film.year, yearText: film.year.map(String.init) ?? "",
      ratingTexts: [], value: 0, id: Self.id(rule: rule.id, hash: option.idHash),
      source: film.source, sourceId: film.id, image: image(of: film)?.source,
      tags: tags(of: film))
  }

  /// The genre question of `rule` about its genre at `index`, with `fields`.
  func genreQuestion(_ fields: ThresholdFields, rule: GenreRule, genre index: Int, answer: Bool)
    -> Question
  {
    let genre = rule.genres[index]
    var prompt = LocalizedText()
    for locale in locales {
      guard let template = rule.prompt[locale] ?? BuiltInText.genre[locale] else { continue }
      prompt[locale] = Template.fill(
        template,
        [
          "title": fields.title, "year": fields.yearText,
          "genre": GenreNames.name(genre, locale: locale),
        ])
    }
    return Question(
      id: fields.id, kind: .yesNo, prompt: prompt,
      subject: Subject(title: fields.title, year: fields.year),
      image: fields.image.map { ImageReference(source: $0) },
      choices: [Choice(id: "yes", text: yes), Choice(id: "no", text: no)],
      correct: [answer ? "yes" : "no"], points: rule.points, tags: fields.tags,
      provenance: Provenance(
        source: fields.source, sourceId: fields.sourceId, rule: "genre",
        values: ["genre": .string(genre), "member": .bool(answer)]))
  }
}
