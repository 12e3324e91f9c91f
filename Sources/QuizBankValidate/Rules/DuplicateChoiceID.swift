import QuizBankModel

/// QB108: two choices of one question share an id.
package enum DuplicateChoiceID: QuestionRule {
  package static let code = "QB108"
  package static let name = "duplicate-choice-id"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "the choices of a question have distinct ids"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    let choices = question.choices
    for c in choices.indices.dropFirst() {
      guard let earlier = choices[..<c].firstIndex(where: { $0.id == choices[c].id }) else {
        continue
      }
      context.report(
        Self.self, at: BundlePointer.choice(q, c) + "/id",
        duplicate(choices[c].id, question: question.id, earlier: earlier))
    }
  }
}

extension DuplicateChoiceID {
  static func duplicate(_ id: String, question: String, earlier: Int) -> String {
    "choice id \"\(id)\" of question \"\(question)\" is already used by choice \(earlier)"
  }
}
