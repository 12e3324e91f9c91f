import QuizBankModel

extension QuestionRenderer {
  func genreQuestion(film: Film, rule: GenreRule, candidate: ThresholdCandidate) -> Question {
    let genre = rule.genres[candidate.chosen.index]
    var prompt = LocalizedText()
    for locale in locales {
      guard let template = rule.prompt[locale] ?? BuiltInText.genre[locale] else { continue }
      prompt[locale] = Template.fill(
        template,
        [
          "title": film.title, "year": film.year.map(String.init) ?? "",
          "genre": GenreNames.name(genre, locale: locale),
        ])
    }
    return Question(
      id: Self.id(rule: rule.id, hash: candidate.chosen.idHash), kind: .yesNo, prompt: prompt,
      subject: Subject(title: film.title, year: film.year), image: image(of: film),
      choices: [Choice(id: "yes", text: yes), Choice(id: "no", text: no)],
      correct: [candidate.answer ? "yes" : "no"], points: rule.points, tags: tags(of: film),
      provenance: Provenance(
        source: film.source, sourceId: film.id, rule: "genre",
        values: ["genre": .string(genre), "member": .bool(candidate.answer)]))
  }
}
