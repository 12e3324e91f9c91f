import QuizBankModel

/// QB104: the title, a prompt or a choice has no text for a locale the bundle declares.
package enum MissingLocaleText: BundleRule {
  package static let code = "QB104"
  package static let name = "missing-locale-text"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "title, prompts and choices have text in every declared locale"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    let locales = bundle.locales
    TextFields.forEach(in: bundle) { field, text in
      guard field.isRequiredInEveryLocale else { return }
      for locale in locales where text.values[locale] == nil {
        context.report(
          Self.self, at: field.pointer, missing(field.label(in: bundle), locale: locale),
          hint: "add a \"\(locale)\" entry, or drop \"\(locale)\" from locales")
      }
    }
  }
}

extension MissingLocaleText {
  static func missing(_ label: String, locale: String) -> String {
    "\(label) has no text for declared locale \"\(locale)\""
  }
}
