import QuizBankModel

/// QB123: a rating question whose rating, as displayed, makes the answer ambiguous
/// (6.96 shows as 7.0 against "greater than 7?").
package enum AmbiguousRating: QuestionRule {
  package static let code = "QB123"
  package static let name = "ambiguous-rating"
  package static let severity = Diagnostic.Severity.error
  package static let summary =
    "a rating question's rating, rounded as displayed, does not blur its answer"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard let comparison = context.ratingComparison(of: question, at: q),
      comparison.isAmbiguousAsDisplayed
    else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/provenance/values/rating",
      ambiguous(question.id, comparison),
      hint: "pick a threshold further from the rating, or show more decimals (precision)")
  }
}

extension AmbiguousRating {
  static func ambiguous(_ id: String, _ c: RatingComparison) -> String {
    let relation = c.direction == .greater ? "greater than" : "less than"
    let answer = c.holds ? "yes" : "no"
    return "question \"\(id)\": rating \(c.rating) is displayed as \(c.displayedText), "
      + "so \"\(relation) \(c.thresholdText)?\" is ambiguous to the player (the answer is \(answer))"
  }
}
