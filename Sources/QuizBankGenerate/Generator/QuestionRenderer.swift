import Foundation
import QuizBankModel

/// What a threshold question takes from its film: the film's members and the
/// texts made of them. The question's bytes depend on the film through these
/// alone, which is what lets ``FilmQuestionTemplates`` write them from a template.
struct ThresholdFields {
  var title: String
  var year: Int?
  /// The year in decimal, or empty.
  var yearText: String
  /// The rating as each locale writes it, or empty.
  var ratingTexts: [String]
  /// The value compared: the rating or the year.
  var value: Double
  var id: String
  var source: String
  var sourceId: String
  /// The image's `https` URL.
  var image: String?
  var tags: [String]
}

/// Turns planned questions into bundle questions: text per locale, choices,
/// subject, image, tags, difficulty and provenance.
struct QuestionRenderer {
  let locales: [String]
  /// The decimal separator of each of ``locales``.
  let separators: [String]
  let yes: LocalizedText
  let no: LocalizedText
  /// The templates of each threshold rule (by position) in each locale, split once.
  private let thresholdTemplates: [[SplitTemplates]]

  /// A threshold rule's templates in one locale: the rule file's, else the built-in ones.
  private struct SplitTemplates {
    var greater: CompiledTemplate?
    var less: CompiledTemplate?
    var explanation: CompiledTemplate?
  }

  /// The placeholders of threshold templates (``Template/thresholdNames``), in slot order.
  private static let thresholdSlots = ["title", "year", "threshold", "rating"]

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
    thresholdTemplates = ruleSet.rules.map { rule in
      let t: ThresholdRule
      let builtIn: ThresholdTexts
      switch rule {
      case .ratingThreshold(let rule): (t, builtIn) = (rule, BuiltInText.rating)
      case .releaseYear(let rule): (t, builtIn) = (rule, BuiltInText.year)
      default: return []
      }
      return ruleSet.locales.map { locale in
        func compile(_ given: [String: String], _ fallback: [String: String]) -> CompiledTemplate? {
          (given[locale] ?? fallback[locale]).map {
            CompiledTemplate($0, names: Self.thresholdSlots)
          }
        }
        return SplitTemplates(
          greater: compile(t.templates.greater, builtIn.greater),
          less: compile(t.templates.less, builtIn.less),
          explanation: compile(t.templates.explanation, builtIn.explanation))
      }
    }
  }

  /// The question id for a rule and hash.
  ///
  /// `<rule>-<16 hex digits>`, made in one go: it runs for every question.
  static func id(rule: String, hash: UInt64) -> String {
    var rule = rule
    return rule.withUTF8 { prefix in
      String(unsafeUninitializedCapacity: prefix.count + 17) { text in
        _ = text.initialize(fromContentsOf: prefix)
        text[prefix.count] = UInt8(ascii: "-")
        StableHash.writeHex(
          hash, into: UnsafeMutableBufferPointer(rebasing: text[(prefix.count + 1)...]))
        return prefix.count + 17
      }
    }
  }

  func thresholdQuestion(
    film: Film, rule: ThresholdRule, isYear: Bool, candidate: ThresholdCandidate
  ) -> Question {
    let option = candidate.chosen
    let fields = thresholdFields(film: film, rule: rule, isYear: isYear, option: option)
    return thresholdQuestion(
      fields, rule: rule, ruleIndex: Int(candidate.rule), isYear: isYear, option: option,
      answer: candidate.answer,
      difficulty: difficulty(rule, value: fields.value, threshold: rule.thresholds[option.index]))
  }

  /// What a threshold question takes from its film, worked out.
  func thresholdFields(
    film: Film, rule: ThresholdRule, isYear: Bool, option: ThresholdCandidate.Option
  ) -> ThresholdFields {
    ThresholdFields(
      title: film.title, year: film.year, yearText: film.year.map(String.init) ?? "",
      ratingTexts: separators.map { separator in
        film.rating.map {
          LocaleNumber.format($0, decimals: max(rule.precision, 1), separator: separator)
        } ?? ""
      },
      value: rule.value(of: film, isYear: isYear)!,
      id: Self.id(rule: rule.id, hash: option.idHash), source: film.source, sourceId: film.id,
      image: image(of: film)?.source, tags: tags(of: film))
  }

  /// How hard a threshold question is: by how far `value` is from `threshold`.
  func difficulty(_ rule: ThresholdRule, value: Double, threshold: Double) -> Question.Difficulty {
    let margin = abs(value - threshold)
    return margin < rule.hardBelow ? .hard : margin < rule.mediumBelow ? .medium : .easy
  }

  /// The threshold question of rule `rule` (at `ruleIndex`) with `fields`.
  func thresholdQuestion(
    _ fields: ThresholdFields, rule: ThresholdRule, ruleIndex: Int, isYear: Bool,
    option: ThresholdCandidate.Option, answer: Bool, difficulty: Question.Difficulty
  ) -> Question {
    let threshold = rule.thresholds[option.index]
    let templates = thresholdTemplates[ruleIndex]
    var prompt = LocalizedText()
    var explanation = LocalizedText()
    for (l, (locale, separator)) in zip(locales, separators).enumerated() {
      // In the order of Self.thresholdSlots.
      let values = [
        fields.title, fields.yearText,
        LocaleNumber.format(threshold, decimals: rule.precision, separator: separator),
        fields.ratingTexts[l],
      ]
      let given = option.comparison == .greater ? templates[l].greater : templates[l].less
      if let template = given { prompt[locale] = template.fill(values) }
      if let template = templates[l].explanation { explanation[locale] = template.fill(values) }
    }
    let comparisonName =
      isYear
      ? (option.comparison == .greater ? "after" : "before") : option.comparison.rawValue
    let provenance = Provenance(
      source: fields.source, sourceId: fields.sourceId,
      rule: isYear ? "release-year" : "rating-threshold",
      values: [
        isYear ? "year" : "rating": .number(fields.value),
        "threshold": .number(threshold),
        "comparison": .string(comparisonName),
        "precision": .number(Double(rule.precision)),
      ])
    return Question(
      id: fields.id, kind: .yesNo, prompt: prompt,
      subject: Subject(title: fields.title, year: fields.year),
      image: fields.image.map { ImageReference(source: $0) },
      choices: [Choice(id: "yes", text: yes), Choice(id: "no", text: no)],
      correct: [answer ? "yes" : "no"], points: rule.points,
      explanation: explanation.isEmpty ? nil : explanation, tags: fields.tags,
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
