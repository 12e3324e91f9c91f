import QuizBankModel

/// QB124: a yes-no rating question whose correct answer contradicts its own rating.
package enum RatingAnswerContradiction: QuestionRule {
  package static let code = "QB124"
  package static let name = "rating-answer-contradiction"
  package static let severity = Diagnostic.Severity.error
  package static let summary =
    "a yes-no rating question's answer agrees with its rating and threshold"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard question.kind == .yesNo else { return }
    guard let comparison = context.ratingComparison(of: question, at: q),
      question.correct.count == 1,
      let given = question.correct.first, given == "yes" || given == "no"
    else { return }
    let expected = comparison.holds ? "yes" : "no"
    guard given != expected else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/correct/0",
      contradiction(question.id, comparison, given: given, expected: expected))
  }
}

extension RatingAnswerContradiction {
  static func contradiction(
    _ id: String, _ c: RatingComparison, given: String, expected: String
  ) -> String {
    "question \"\(id)\" says \"\(given)\", but rating \(c.rating) is "
      + (c.holds ? "" : "not ") + "\(c.direction == .greater ? "greater" : "less") than "
      + "\(c.thresholdText): the answer is \"\(expected)\""
  }
}
