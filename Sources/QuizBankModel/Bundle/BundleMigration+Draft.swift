import Foundation

/// Format version 0, the "draft" shape bundles had before v1: one language
/// per bundle and plain strings instead of per-locale text.
///
/// ```json
/// {"format": "quizbank.bundle", "formatVersion": 0, "id": "movie-night",
///  "version": "0.3.0", "title": "Movie night", "language": "en",
///  "questions": [
///    {"id": "q1", "type": "yes-no", "text": "Is …?", "answer": true},
///    {"id": "q2", "type": "multiple-choice", "text": "Which …?",
///     "choices": ["A", "B"], "answer": 1, "image": "assets/q2.jpg"}]}
/// ```
///
/// The step to v1: `title`, `description`, `text`, `explanation` and each
/// choice string become text in `language`, which becomes `locales` and
/// `defaultLocale`; `type` becomes `kind`; yes/no questions get the choices
/// `yes` and `no` (labelled in the bundle's language) and `answer: true|false`
/// becomes `correct: ["yes"]|["no"]`; other choices get the ids `a`, `b`, … in
/// order and `answer` (an index, or a list of indices for multiple response)
/// becomes `correct`; `image` (a string) becomes `{"source": …}`; missing
/// `settings` take the v1 defaults. `id`, `version`, `points`, `tags`,
/// `difficulty` and `createdAt` are kept as they are.
extension BundleMigration {
  static let draftToV1 = BundleMigration(sourceVersion: 0) { members in
    try DraftMigration.migrate(members)
  }
}

private enum DraftMigration {
  static let yesNoLabels: [String: (String, String)] = [
    "en": ("Yes", "No"), "ru": ("Да", "Нет"), "uk": ("Так", "Ні"), "it": ("Sì", "No"),
  ]

  static func migrate(_ members: [String: Any]) throws -> [String: Any] {
    guard let language = members["language"] as? String, !language.isEmpty else {
      throw BundleReadError.invalidStructure(
        "/language: a format version 0 bundle needs its \"language\"")
    }
    var out = members
    out.removeValue(forKey: "language")
    out["locales"] = [language]
    out["defaultLocale"] = language
    for key in ["title", "description"] {
      if let text = members[key] as? String { out[key] = [language: text] }
    }
    if out["settings"] == nil {
      out["settings"] =
        [
          "roundSize": 10, "feedbackDelayMs": 1000, "shuffleQuestions": true,
          "shuffleChoices": false, "mode": "classic",
        ] as [String: Any]
    }
    guard let questions = members["questions"] as? [[String: Any]] else {
      throw BundleReadError.invalidStructure("/questions: missing or not a list of objects")
    }
    out["questions"] = try questions.enumerated().map { index, question in
      try migrate(question, at: index, language: language)
    }
    return out
  }

  private static func migrate(_ question: [String: Any], at index: Int, language: String) throws
    -> [String: Any]
  {
    func fail(_ detail: String) -> BundleReadError {
      .invalidStructure("/questions/\(index): \(detail)")
    }
    var out = question
    for key in ["type", "text", "answer", "choices"] { out.removeValue(forKey: key) }
    guard let type = question["type"] as? String else { return question }
    out["kind"] = type
    if let text = question["text"] as? String { out["prompt"] = [language: text] }
    if let explanation = question["explanation"] as? String {
      out["explanation"] = [language: explanation]
    }
    if let image = question["image"] as? String { out["image"] = ["source": image] }
    if type == "yes-no" {
      let (yes, no) =
        yesNoLabels[language] ?? yesNoLabels[String(language.prefix(2))] ?? ("Yes", "No")
      out["choices"] = [
        ["id": "yes", "text": [language: yes]], ["id": "no", "text": [language: no]],
      ]
      guard let value = question["answer"], isBoolean(value), let answer = value as? Bool else {
        throw fail("a yes-no question's \"answer\" must be true or false")
      }
      out["correct"] = [answer ? "yes" : "no"]
      return out
    }
    guard let choices = question["choices"] as? [String] else {
      throw fail("\"choices\" must be a list of strings")
    }
    let ids = choices.indices.map(choiceId)
    out["choices"] = zip(ids, choices).map { ["id": $0, "text": [language: $1]] }
    let indices: [Int]
    let answer = question["answer"]
    if let answer, !isBoolean(answer), let one = answer as? Int {
      indices = [one]
    } else if let many = answer as? [Any], !many.contains(where: isBoolean),
      let ints = many as? [Int]
    {
      indices = ints
    } else {
      throw fail("\"answer\" must be a choice index or a list of them")
    }
    guard indices.allSatisfy(ids.indices.contains) else {
      throw fail(
        "\"answer\" \(indices) names a choice that does not exist (\(choices.count) choices)")
    }
    out["correct"] = indices.map { ids[$0] }
    return out
  }

  /// Whether a JSON value is `true` or `false` (Foundation bridges numbers to
  /// `Bool` and booleans to numbers, so ask the number for its type).
  private static func isBoolean(_ value: Any) -> Bool {
    if let number = value as? NSNumber { return String(cString: number.objCType) == "c" }
    return value is Bool
  }

  /// `a`, `b`, … `z`, then `c27`, `c28`, ….
  private static func choiceId(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(97 + index))) : "c\(index + 1)"
  }
}
