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
  typealias Members = [String: JSONValue]

  static let yesNoLabels: [String: (String, String)] = [
    "en": ("Yes", "No"), "ru": ("Да", "Нет"), "uk": ("Так", "Ні"), "it": ("Sì", "No"),
  ]

  static func migrate(_ members: Members) throws -> Members {
    guard case .string(let language)? = members["language"], !language.isEmpty else {
      throw BundleReadError.invalidStructure(
        "/language: a format version 0 bundle needs its \"language\"")
    }
    var out = members
    out.removeValue(forKey: "language")
    out["locales"] = .array([.string(language)])
    out["defaultLocale"] = .string(language)
    for key in ["title", "description"] {
      if case .string(let text)? = members[key] { out[key] = .object([language: .string(text)]) }
    }
    if out["settings"] == nil {
      out["settings"] = .object([
        "roundSize": .integer(10), "feedbackDelayMs": .integer(1000),
        "shuffleQuestions": .bool(true), "shuffleChoices": .bool(false),
        "mode": .string("classic"),
      ])
    }
    guard case .array(let questions)? = members["questions"] else {
      throw BundleReadError.invalidStructure("/questions: missing or not a list of objects")
    }
    var migrated: [JSONValue] = []
    for (index, question) in questions.enumerated() {
      guard case .object(let question) = question else {
        throw BundleReadError.invalidStructure("/questions: missing or not a list of objects")
      }
      migrated.append(.object(try migrate(question, at: index, language: language)))
    }
    out["questions"] = .array(migrated)
    return out
  }

  private static func migrate(_ question: Members, at index: Int, language: String) throws
    -> Members
  {
    func fail(_ detail: String) -> BundleReadError {
      .invalidStructure("/questions/\(index): \(detail)")
    }
    func text(_ value: String) -> JSONValue { .object([language: .string(value)]) }
    var out = question
    for key in ["type", "text", "answer", "choices"] { out.removeValue(forKey: key) }
    guard case .string(let type)? = question["type"] else { return question }
    out["kind"] = .string(type)
    if case .string(let prompt)? = question["text"] { out["prompt"] = text(prompt) }
    if case .string(let explanation)? = question["explanation"] {
      out["explanation"] = text(explanation)
    }
    if case .string(let image)? = question["image"] {
      out["image"] = .object(["source": .string(image)])
    }
    if type == "yes-no" {
      let (yes, no) =
        yesNoLabels[language] ?? yesNoLabels[String(language.prefix(2))] ?? ("Yes", "No")
      out["choices"] = .array([
        .object(["id": .string("yes"), "text": text(yes)]),
        .object(["id": .string("no"), "text": text(no)]),
      ])
      guard case .bool(let answer)? = question["answer"] else {
        throw fail("a yes-no question's \"answer\" must be true or false")
      }
      out["correct"] = .array([.string(answer ? "yes" : "no")])
      return out
    }
    guard case .array(let items)? = question["choices"] else {
      throw fail("\"choices\" must be a list of strings")
    }
    let choices = items.compactMap { item -> String? in
      if case .string(let choice) = item { return choice }
      return nil
    }
    guard choices.count == items.count else { throw fail("\"choices\" must be a list of strings") }
    let ids = choices.indices.map(choiceId)
    out["choices"] = .array(
      zip(ids, choices).map { .object(["id": .string($0), "text": text($1)]) })
    var indices: [Int] = []
    switch question["answer"] {
    case .integer(let one)?:
      indices = [one]
    case .array(let many)?:
      for item in many {
        guard case .integer(let index) = item else {
          throw fail("\"answer\" must be a choice index or a list of them")
        }
        indices.append(index)
      }
    default:
      throw fail("\"answer\" must be a choice index or a list of them")
    }
    guard indices.allSatisfy(ids.indices.contains) else {
      throw fail(
        "\"answer\" \(indices) names a choice that does not exist (\(choices.count) choices)")
    }
    out["correct"] = .array(indices.map { .string(ids[$0]) })
    return out
  }

  /// `a`, `b`, … `z`, then `c27`, `c28`, ….
  private static func choiceId(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(97 + index))) : "c\(index + 1)"
  }
}
