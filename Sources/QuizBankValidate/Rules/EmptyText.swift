import QuizBankModel

/// QB106: a piece of text is empty or only white space.
package enum EmptyText: BundleRule {
  package static let code = "QB106"
  package static let name = "empty-text"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "no text is empty or only white space"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    TextFields.forEach(in: bundle) { field, text in
      for (locale, value) in text.values where value.isBlank {
        context.report(
          Self.self, at: field.pointer + "/" + BundlePointer.escape(locale),
          empty(field.label(in: bundle), locale: locale))
      }
    }
  }
}

extension EmptyText {
  static func empty(_ label: String, locale: String) -> String {
    "\(label) is empty in \"\(locale)\""
  }
}
