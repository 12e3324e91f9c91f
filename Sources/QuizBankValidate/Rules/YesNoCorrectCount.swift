import QuizBankModel

/// QB109: a yes-no question does not have exactly one correct answer.
package enum YesNoCorrectCount: QuestionRule {
  package static let code = "QB109"
  package static let name = "yes-no-correct-count"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "a yes-no question has exactly one correct answer"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard question.kind == .yesNo && question.correct.count != 1 else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/correct",
      wrongCount(question.id, question.correct.count),
      hint: "list exactly one choice id in correct, \"yes\" or \"no\"")
  }
}

extension YesNoCorrectCount {
  static func wrongCount(_ id: String, _ count: Int) -> String {
    "yes-no question \"\(id)\" has \(count) correct answers; it needs exactly one"
  }
}
