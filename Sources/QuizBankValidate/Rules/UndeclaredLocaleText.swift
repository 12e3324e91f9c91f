import QuizBankModel

/// QB105: text is given for a locale the bundle does not declare.
package enum UndeclaredLocaleText: BundleRule {
  package static let code = "QB105"
  package static let name = "undeclared-locale-text"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "text is only given for locales the bundle declares"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    let declared = Set(bundle.locales)
    TextFields.forEach(in: bundle) { field, text in
      for locale in text.values.keys.sorted() where !declared.contains(locale) {
        context.report(
          Self.self, at: field.pointer + "/" + BundlePointer.escape(locale),
          undeclared(field.label(in: bundle), locale: locale),
          hint: "add \"\(locale)\" to locales, or remove this text")
      }
    }
  }
}

extension UndeclaredLocaleText {
  static func undeclared(_ label: String, locale: String) -> String {
    "\(label) has text for \"\(locale)\", which is not a declared locale"
  }
}
