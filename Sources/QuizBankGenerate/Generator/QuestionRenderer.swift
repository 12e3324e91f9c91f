import Foundation
import QuizBankModel

/// Turns planned questions into bundle questions: text per locale, choices,
/// subject, image, tags, difficulty and provenance.
struct QuestionRenderer {
  let locales: [String]
  /// The decimal separator of each of ``locales``.
  let separators: [String]
  let yes: LocalizedText
  let no: LocalizedText

  init(ruleSet: RuleSet) {
    locales = ruleSet.locales
    separators = ruleSet.locales.map(LocaleNumber.separator(for:))
    var yes = LocalizedText()
    var no = LocalizedText()
    for locale in ruleSet.locales {
      yes[locale] = ruleSet.choiceText.yes[locale] ?? BuiltInText.yes[locale]
      no[locale] = ruleSet.choiceText.no[locale] ?? BuiltInText.no[locale]
    }
    self.yes = yes
    self.no = no
  }

  /// The question id for a rule and hash.
  static func id(rule: String, hash: UInt64) -> String { "\(rule)-\(StableHash.hex(hash))" }

  func thresholdQuestion(
    film: Film, rule: ThresholdRule, isYear: Bool, candidate: ThresholdCandidate
  ) -> Question {
    let option = candidate.chosen
    let threshold = rule.thresholds[option.index]
    let value = rule.value(of: film, isYear: isYear)!
    let builtIn = isYear ? BuiltInText.year : BuiltInText.rating
    let given = option.comparison == .greater ? rule.templates.greater : rule.templates.less
    var prompt = LocalizedText()
    var explanation = LocalizedText()
    let year = film.year.map(String.init) ?? ""
    for (locale, separator) in zip(locales, separators) {
      // The placeholders threshold templates may use (Template.thresholdNames).
      let thresholdText = LocaleNumber.format(
        threshold, decimals: rule.precision, separator: separator)
      let rating = film.rating.map {
        LocaleNumber.format($0, decimals: max(rule.precision, 1), separator: separator)
      }
      func placeholder(_ name: String) -> String? {
        switch name {
        case "title": film.title
        case "year": year
        case "threshold": thresholdText
        case "rating": rating ?? ""
        default: nil
        }
      }
      if let template = given[locale] ?? builtIn.prompt(option.comparison)[locale] {
        prompt[locale] = Template.fill(template, placeholder)
      }
      if let template = rule.templates.explanation[locale] ?? builtIn.explanation[locale] {
        explanation[locale] = Template.fill(template, placeholder)
      }
    }
    let margin = abs(value - threshold)
    let difficulty: Question.Difficulty =
      margin < rule.hardBelow ? .hard : margin < rule.mediumBelow ? .medium : .easy
    let comparisonName =
      isYear
      ? (option.comparison == .greater ? "after" : "before") : option.comparison.rawValue
    let provenance = Provenance(
      source: film.source, sourceId: film.id,
      rule: isYear ? "release-year" : "rating-threshold",
      values: [
        isYear ? "year" : "rating": .number(value),
        "threshold": .number(threshold),
        "comparison": .string(comparisonName),
        "precision": .number(Double(rule.precision)),
      ])
    return Question(
      id: Self.id(rule: rule.id, hash: option.idHash), kind: .yesNo, prompt: prompt,
      subject: Subject(title: film.title, year: film.year), image: image(of: film),
      choices: [Choice(id: "yes", text: yes), Choice(id: "no", text: no)],
      correct: [candidate.answer ? "yes" : "no"], points: rule.points,
      explanation: explanation.isEmpty ? nil : explanation, tags: tags(of: film),
      difficulty: difficulty, provenance: provenance)
  }

  func comparisonQuestion(films: [Film], rule: ComparisonRule, group: ComparisonGroup)
    -> Question
  {
    let builtIn = rule.ask == .highest ? BuiltInText.comparison : BuiltInText.comparisonLowest
    var prompt = LocalizedText()
    var explanation = LocalizedText()
    let best = films[group.correct]
    for locale in locales {
      prompt[locale] = rule.prompt[locale] ?? builtIn[locale]
      if let template = BuiltInText.rating.explanation[locale] {
        explanation[locale] = Template.fill(
          template,
          [
            "title": best.title,
            "rating": LocaleNumber.format(
              group.ratings[group.correct], decimals: rule.precision, locale: locale),
          ])
      }
    }
    let letters = "abcdefgh".map(String.init)
    var choices: [Choice] = []
    var values: [String: ScalarValue] = [
      "ask": .string(rule.ask.rawValue), "precision": .number(Double(rule.precision)),
    ]
    for (slot, film) in films.enumerated() {
      let label = film.year.map { "\(film.title) (\($0))" } ?? film.title
      var text = LocalizedText()
      for locale in locales { text[locale] = label }
      choices.append(Choice(id: letters[slot], text: text))
      values["rating.\(letters[slot])"] = .number(group.ratings[slot])
    }
    let sorted = group.ratings.sorted()
    let gap = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min() ?? 0
    return Question(
      id: Self.id(rule: rule.id, hash: group.idHash), kind: .multipleChoice, prompt: prompt,
      choices: choices, correct: [letters[group.correct]], points: rule.points,
      explanation: explanation, tags: [],
      difficulty: gap < 0.5 ? .hard : gap < 1.2 ? .medium : .easy,
      provenance: Provenance(
        source: best.source, sourceId: best.id, rule: "rating-comparison", values: values))
  }

  func image(of film: Film) -> ImageReference? {
    guard let url = film.image, url.hasPrefix("https://") else { return nil }
    return ImageReference(source: url)
  }

  func tags(of film: Film) -> [String] {
    var tags = film.genres.map {
      "genre:" + $0.lowercased().replacingOccurrences(of: " ", with: "-")
    }
    if let year = film.year { tags.append("decade:\(year / 10 * 10)s") }
    return tags
  }
}
