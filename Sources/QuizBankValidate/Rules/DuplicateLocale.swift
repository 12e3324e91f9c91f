import QuizBankModel

/// QB126: a locale is declared twice.
package enum DuplicateLocale: BundleRule {
  package static let code = "QB126"
  package static let name = "duplicate-locale"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "each locale is declared once"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    var seen = Set<String>()
    for (k, locale) in bundle.locales.enumerated() where !seen.insert(locale).inserted {
      context.report(Self.self, at: "/locales/\(k)", duplicate(locale))
    }
  }
}

extension DuplicateLocale {
  static func duplicate(_ locale: String) -> String {
    "locale \"\(locale)\" is declared more than once"
  }
}
