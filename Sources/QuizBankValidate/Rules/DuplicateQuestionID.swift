import QuizBankModel

/// QB107: two questions share an id.
package enum DuplicateQuestionID: BundleRule {
  package static let code = "QB107"
  package static let name = "duplicate-question-id"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "every question has its own id"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    for duplicate in context.questionIDs.duplicates {
      context.report(
        Self.self, at: BundlePointer.question(duplicate.index) + "/id",
        Self.duplicate(duplicate.id, duplicate.earlier),
        hint: "give every question its own id; front ends key progress on it")
    }
  }
}

extension DuplicateQuestionID {
  static func duplicate(_ id: String, _ earlier: Int) -> String {
    "question id \"\(id)\" is already used by /questions/\(earlier)"
  }
}
