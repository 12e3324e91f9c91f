import QuizBankModel

/// QB104: the title, a prompt or a choice has no text for a locale the bundle declares.
package enum MissingLocaleText: TextRule {
  package static let code = "QB104"
  package static let name = "missing-locale-text"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "title, prompts and choices have text in every declared locale"

  package static func checkText(
    _ text: LocalizedText, _ field: TextFields.Field, _ questionID: String, _ choiceID: String,
    in context: inout RuleContext
  ) {
    guard field.isRequiredInEveryLocale, !context.hasTextInExactlyTheDeclaredLocales(text)
    else { return }
    for locale in context.locales where text[locale] == nil {
      context.report(
        Self.self, at: field.pointer,
        missing(field.label(questionID: questionID, choiceID: choiceID), locale: locale),
        hint: "add a \"\(locale)\" entry, or drop \"\(locale)\" from locales")
    }
  }
}

extension MissingLocaleText {
  static func missing(_ label: String, locale: String) -> String {
    "\(label) has no text for declared locale \"\(locale)\""
  }
}
