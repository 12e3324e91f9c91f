import QuizBankModel

/// QB127: the bundle, a question or a choice has an empty id.
package enum BlankID: QuestionRule {
  package static let code = "QB127"
  package static let name = "blank-id"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "bundle, question and choice ids are not empty"

  package static func checkBundle(_ bundle: QuizBundle, in context: inout RuleContext) {
    if bundle.id.isBlank { context.report(Self.self, at: "/id", blank("the bundle")) }
  }

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    if question.id.isBlank {
      context.report(Self.self, at: BundlePointer.question(q) + "/id", blank("question \(q)"))
    }
    for c in question.choices.indices where question.choices[c].id.isBlank {
      context.report(
        Self.self, at: BundlePointer.choice(q, c) + "/id",
        blank("choice \(c) of question \"\(question.id)\""))
    }
  }
}

extension BlankID {
  static func blank(_ what: String) -> String {
    "\(what) has an empty id"
  }
}
