import QuizBankModel

/// QB114: a question is worth zero or fewer points.
package enum NonPositivePoints: QuestionRule {
  package static let code = "QB114"
  package static let name = "non-positive-points"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "every question is worth at least 1 point"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard question.points <= 0 else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/points",
      nonPositive(question.id, question.points),
      hint: "use 1 or more (leave points out for the default of 1)")
  }
}

extension NonPositivePoints {
  static func nonPositive(_ id: String, _ points: Int) -> String {
    "question \"\(id)\" is worth \(points) points; points must be 1 or more"
  }
}
