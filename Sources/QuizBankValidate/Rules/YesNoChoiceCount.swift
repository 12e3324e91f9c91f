import QuizBankModel

/// QB110: a yes-no question does not have exactly two choices.
package enum YesNoChoiceCount: QuestionRule {
  package static let code = "QB110"
  package static let name = "yes-no-choice-count"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "a yes-no question has exactly two choices"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard question.kind == .yesNo && question.choices.count != 2 else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/choices",
      wrongCount(question.id, question.choices.count),
      hint: "give it the choices \"yes\" and \"no\", or make it multiple-choice")
  }
}

extension YesNoChoiceCount {
  static func wrongCount(_ id: String, _ count: Int) -> String {
    "yes-no question \"\(id)\" has \(count) choices; it needs exactly two"
  }
}
