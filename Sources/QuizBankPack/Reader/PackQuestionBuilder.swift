import QuizBankModel

/// What the pack reader has gathered of the question it is inside.
struct PackQuestionBuilder {
  var id: String?
  var kind: Question.Kind?
  var correct: [String] = []
  /// Whether the question element carried `correct`.
  var correctGiven = false
  /// Choices marked `correct="N"` (ids with whitespace): the Nth correct answer.
  var rankedCorrect: [(rank: Int, id: String)] = []
  var points = 1
  var difficulty: Question.Difficulty?
  var prompt = LocalizedText(entries: [])
  var subject: Subject?
  var image: ImageReference?
  var choices: [Choice] = []
  var explanation: LocalizedText?
  var tags: [String] = []
  var provenance: Provenance?
  /// The provenance's values as they are read (`nil` until its `<values>`
  /// opens), set into it when the question is built.
  var values: Provenance.ValuesBuilder?

  /// The question, when the element carried what a question needs (its
  /// parts are moved into it, not copied).
  consuming func build() -> Question? {
    guard let id, let kind else { return nil }
    let correct =
      rankedCorrect.isEmpty
      ? correct : correct + rankedCorrect.sorted { $0.rank < $1.rank }.map(\.id)
    return Question(
      id: id, kind: kind, prompt: prompt, subject: subject, image: image, choices: choices,
      correct: correct, points: points, explanation: explanation, tags: tags,
      difficulty: difficulty,
      provenance: provenance.map {
        Provenance(
          source: $0.source, sourceId: $0.sourceId, rule: $0.rule,
          valueEntries: values?.entries())
      })
  }
}

/// What the pack reader has gathered of the pack's own members.
struct PackHeaderBuilder {
  var id: String?
  var version: String?
  var defaultLocale: String?
  var locales: [String] = []
  var createdAt: String?
  var digest: String?
  var title = LocalizedText()
  var description: LocalizedText?
  var settings = PlaySettings()
  var rounds: [Round]?

  /// The bundle without its questions.
  func build() -> QuizBundle {
    QuizBundle(
      id: id ?? "", version: version ?? "", title: title, description: description,
      locales: locales, defaultLocale: defaultLocale ?? locales.first ?? "en",
      createdAt: createdAt, settings: settings, questions: [], rounds: rounds, digest: digest)
  }
}
