import QuizBankModel
import Testing

@testable import QuizBankValidate

/// QB104 (a declared locale without text) and QB105 (text in an undeclared
/// locale) settle the usual text, one in exactly the declared locales, in one
/// walk (``RuleContext/hasTextInExactlyTheDeclaredLocales(_:)``). Their
/// findings are held here to the rules' definitions, written as dictionary
/// look-ups, over many declared-locale lists and texts: in and out of order,
/// missing and extra locales, a locale declared twice, and canonically
/// equivalent spellings whose bytes sort apart.
struct LocaleRuleTests {
  static let declaredLists: [[String]] = [
    [], ["en"], ["en", "ru", "uk", "it"], ["it", "uk", "en", "ru"], ["en", "en"],
    ["pt-BR", "en"], ["\u{E9}", "en"], ["e\u{301}", "en"], ["zz", "\u{E000}", "\u{10000}"],
  ]
  static let textLocales: [[String]] = [
    [], ["en"], ["en", "ru", "uk", "it"], ["en", "ru", "uk"], ["en", "ru", "uk", "it", "de"],
    ["pt-BR", "en"], ["pt-br", "en"], ["\u{E9}", "en"], ["e\u{301}", "en"],
    ["zz", "\u{E000}", "\u{10000}"], ["\u{10000}", "\u{E000}"], ["en", "de"],
  ]

  @Test func theLocaleRulesFindWhatTheirDefinitionsFind() {
    var checked = 0
    for declared in Self.declaredLists {
      for locales in Self.textLocales {
        let text = LocalizedText(Dictionary(locales.map { ($0, "text in \($0)") }) { a, _ in a })
        var context = RuleContext(imageDirectory: nil, locales: declared)
        let field = TextFields.Field.prompt(question: 0)
        MissingLocaleText.checkText(text, field, "q", "", in: &context)
        UndeclaredLocaleText.checkText(text, field, "q", "", in: &context)
        let found = context.findings.map { "\($0.code) \($0.pointer) \($0.message)" }
        #expect(found == Self.expected(text, declared), "declared \(declared), text \(locales)")
        checked += 1
      }
    }
    #expect(checked == Self.declaredLists.count * Self.textLocales.count)
  }

  @Test func theWalkHoldsOnlyForTextInExactlyTheDeclaredLocales() {
    let context = RuleContext(imageDirectory: nil, locales: ["en", "ru", "uk", "it"])
    let all = LocalizedText(["it": "Sì", "en": "Yes", "uk": "Так", "ru": "Да"])
    #expect(context.hasTextInExactlyTheDeclaredLocales(all))
    #expect(!context.hasTextInExactlyTheDeclaredLocales(LocalizedText(["en": "Yes"])))
    var extra = all
    extra["de"] = "Ja"
    #expect(!context.hasTextInExactlyTheDeclaredLocales(extra))
    let twice = RuleContext(imageDirectory: nil, locales: ["en", "en"])
    #expect(!twice.hasTextInExactlyTheDeclaredLocales(LocalizedText(["en": "Yes"])))
  }

  /// The findings by the rules' definitions: QB104 for each declared locale,
  /// in declared order, that has no text (a look-up as a dictionary does it);
  /// QB105 for each locale of the text, in the text's order, that no declared
  /// locale equals.
  static func expected(_ text: LocalizedText, _ declared: [String]) -> [String] {
    let values = text.values
    let label = "the prompt of question \"q\""
    var findings: [String] = []
    for locale in declared where values[locale] == nil {
      findings.append(
        "QB104 /questions/0/prompt \(label) has no text for declared locale \"\(locale)\"")
    }
    for locale in text.locales where !declared.contains(locale) {
      findings.append(
        "QB105 /questions/0/prompt/\(locale) \(label) has text for \"\(locale)\", which is not a declared locale"
      )
    }
    return findings
  }
}
