import QuizBankModel

/// QB103: `defaultLocale` is not one of `locales`.
package enum DefaultLocaleUndeclared: BundleRule {
  package static let code = "QB103"
  package static let name = "default-locale-undeclared"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "defaultLocale is one of the declared locales"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    guard !bundle.locales.contains(bundle.defaultLocale) else { return }
    context.report(
      Self.self, at: "/defaultLocale", undeclared(bundle.defaultLocale, declared: bundle.locales),
      hint: "add \"\(bundle.defaultLocale)\" to locales, or pick one of them")
  }
}

extension DefaultLocaleUndeclared {
  static func undeclared(_ locale: String, declared: [String]) -> String {
    let list = declared.map { "\"\($0)\"" }.joined(separator: ", ")
    return "default locale \"\(locale)\" is not among the declared locales (\(list))"
  }
}
