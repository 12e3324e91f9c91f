import QuizBankModel

/// QB112: a multiple-choice or multiple-response question has fewer than two choices.
package enum TooFewChoices: QuestionRule {
  package static let code = "QB112"
  package static let name = "too-few-choices"
  package static let severity = Diagnostic.Severity.error
  package static let summary =
    "a multiple-choice or multiple-response question has two or more choices"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard question.kind != .yesNo && question.choices.count < 2 else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/choices",
      tooFew(question.id, kind: question.kind.rawValue, count: question.choices.count))
  }
}

extension TooFewChoices {
  static func tooFew(_ id: String, kind: String, count: Int) -> String {
    "\(kind) question \"\(id)\" has \(count) choice\(count == 1 ? "" : "s"); it needs at least two"
  }
}
