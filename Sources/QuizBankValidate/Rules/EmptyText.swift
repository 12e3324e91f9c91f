import QuizBankModel

/// QB106: a piece of text is empty or only white space.
package enum EmptyText: TextRule {
  package static let code = "QB106"
  package static let name = "empty-text"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "no text is empty or only white space"

  package static func checkText(
    _ text: LocalizedText, _ field: TextFields.Field, _ questionID: String, _ choiceID: String,
    in context: inout RuleContext
  ) {
    for entry in text.entries where entry.text.isBlank {
      context.report(
        Self.self, at: field.pointer + "/" + BundlePointer.escape(entry.locale),
        empty(field.label(questionID: questionID, choiceID: choiceID), locale: entry.locale))
    }
  }
}

extension EmptyText {
  static func empty(_ label: String, locale: String) -> String {
    "\(label) is empty in \"\(locale)\""
  }
}
