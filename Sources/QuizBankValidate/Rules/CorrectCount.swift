import QuizBankModel

/// QB111: a multiple-choice question without exactly one correct answer, or a
/// multiple-response question without any.
package enum CorrectCount: QuestionRule {
  package static let code = "QB111"
  package static let name = "correct-count"
  package static let severity = Diagnostic.Severity.error
  package static let summary =
    "multiple-choice has exactly one correct answer; multiple-response at least one"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    let count = question.correct.count
    switch question.kind {
    case .multipleChoice where count != 1:
      context.report(
        Self.self, at: BundlePointer.question(q) + "/correct",
        multipleChoice(question.id, count),
        hint: count > 1 ? "keep one correct answer, or make it multiple-response" : nil)
    case .multipleResponse where count == 0:
      context.report(
        Self.self, at: BundlePointer.question(q) + "/correct", multipleResponse(question.id))
    default:
      break
    }
  }
}

extension CorrectCount {
  static func multipleChoice(_ id: String, _ count: Int) -> String {
    "multiple-choice question \"\(id)\" has \(count) correct answers; it needs exactly one"
  }

  static func multipleResponse(_ id: String) -> String {
    "multiple-response question \"\(id)\" has no correct answer"
  }
}
