import QuizBankModel

/// QB129: the bundle has no questions, so no front end can play it.
package enum EmptyBundle: BundleRule {
  package static let code = "QB129"
  package static let name = "empty-bundle"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "the bundle has at least one question"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    // The questions reach the rules one at a time; the id index has seen every one.
    guard context.questionIDs.count == 0 else { return }
    context.report(Self.self, at: "/questions", empty, hint: hint)
  }
}

extension EmptyBundle {
  static let empty = "the bundle has no questions, so it cannot be played"
  static let hint =
    "add at least one question (qbank curate writes an empty pack only with --allow-empty)"
}
