import QuizBankModel

/// QB105: text is given for a locale the bundle does not declare.
package enum UndeclaredLocaleText: TextRule {
  package static let code = "QB105"
  package static let name = "undeclared-locale-text"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "text is only given for locales the bundle declares"

  package static func checkText(
    _ text: LocalizedText, _ field: TextFields.Field, _ questionID: String, _ choiceID: String,
    in context: inout RuleContext
  ) {
    guard !context.hasTextInExactlyTheDeclaredLocales(text),
      !text.entries.allSatisfy({ context.declares($0.locale) })
    else { return }
    for locale in text.locales where !context.declares(locale) {
      context.report(
        Self.self, at: field.pointer + "/" + BundlePointer.escape(locale),
        undeclared(field.label(questionID: questionID, choiceID: choiceID), locale: locale),
        hint: "add \"\(locale)\" to locales, or remove this text")
    }
  }
}

extension UndeclaredLocaleText {
  static func undeclared(_ label: String, locale: String) -> String {
    "\(label) has text for \"\(locale)\", which is not a declared locale"
  }
}
