import Testing

@testable import QuizBankGenerate

struct LocaleNumberTests {
  @Test func wholeNumbersHaveNoDecimalsInAnyLocale() {
    for locale in ["en", "ru", "uk", "it"] {
      #expect(LocaleNumber.format(6, decimals: 1, locale: locale) == "6")
    }
  }

  @Test func decimalsUseACommaInRussianUkrainianAndItalian() {
    #expect(LocaleNumber.format(7.5, decimals: 1, locale: "en") == "7.5")
    #expect(LocaleNumber.format(7.5, decimals: 1, locale: "ru") == "7,5")
    #expect(LocaleNumber.format(7.5, decimals: 1, locale: "uk") == "7,5")
    #expect(LocaleNumber.format(7.5, decimals: 1, locale: "it") == "7,5")
    #expect(LocaleNumber.format(8.25, decimals: 2, locale: "pt-BR") == "8,25")
  }

  @Test func roundsHalfAwayFromZeroAndDropsTrailingZeros() {
    #expect(LocaleNumber.format(8.25, decimals: 1, locale: "en") == "8.3")
    #expect(LocaleNumber.format(7.96, decimals: 1, locale: "ru") == "8")
    #expect(LocaleNumber.format(7.104, decimals: 2, locale: "en") == "7.1")
    #expect(LocaleNumber.format(1994, decimals: 0, locale: "it") == "1994")
    // 6.95 is stored as 6.9499999…; it still shows as 7, as the validator assumes.
    #expect(LocaleNumber.format(6.95, decimals: 1, locale: "en") == "7")
    #expect(LocaleNumber.format(8.45, decimals: 1, locale: "uk") == "8,5")
  }

  @Test func padsDecimalsWithZerosAndKeepsTheSignOfWhatIsShown() {
    #expect(LocaleNumber.format(-1.05, decimals: 2, locale: "ru") == "-1,05")
    #expect(LocaleNumber.format(3.007, decimals: 3, locale: "en") == "3.007")
    #expect(LocaleNumber.format(-0.04, decimals: 1, locale: "en") == "0")
    #expect(LocaleNumber.format(-12, decimals: 0, locale: "en") == "-12")
    #expect(LocaleNumber.format(1_234_567.5, decimals: 1, locale: "PT-br") == "1234567,5")
  }

  @Test func fillsKnownPlaceholdersAndLeavesTheRestAsWritten() {
    let values = ["title": "Léon", "year": "1994"]
    #expect(Template.fill("{title} ({year})", values) == "Léon (1994)")
    #expect(Template.fill("{nope} {title", values) == "{nope} {title")
    #expect(Template.fill("no placeholders «»", values) == "no placeholders «»")
    #expect(Template.fill("{}{{title}}", values) == "{}{Léon}")
  }

  @Test func aCompiledTemplateFillsAsTemplateFillDoes() {
    let names = ["title", "year", "threshold", "rating"]
    let values = ["Léon “Pro”", "1994", "7,5", ""]
    let templates = [
      "Is the rating of “{title}” ({year}) greater than {threshold}?", "{rating}{title}",
      "{unknown} {title", "{}{{title}}", "plain", "", "{year}", "«{title}» — {rating}.",
    ]
    for template in templates {
      let expected = Template.fill(template, Dictionary(uniqueKeysWithValues: zip(names, values)))
      #expect(CompiledTemplate(template, names: names).fill(values) == expected, "\(template)")
    }
  }

  @Test func promptsFormatTheThresholdPerLocale() throws {
    let rules = """
      rules:
        - type: rating-threshold
          thresholds: [7.5]
          margin: 0.2
      """
    let (bundle, _, _) = try Generate.run([Films.film(1, rating: 8.4)], rules: rules)
    let prompt = try #require(bundle.questions.first?.prompt)
    #expect(prompt["en"] == "Is the rating of “Film 1” greater than 7.5?")
    #expect(prompt["ru"] == "Рейтинг фильма «Film 1» больше, чем 7,5?")
    #expect(prompt["uk"] == "Рейтинг фільму «Film 1» більший за 7,5?")
    #expect(prompt["it"] == "Il voto di «Film 1» è maggiore di 7,5?")
    let yes = try #require(bundle.questions.first?.choices.first?.text)
    #expect(yes.values == ["en": "Yes", "ru": "Да", "uk": "Так", "it": "Sì"])
    #expect(bundle.questions.first?.explanation?["it"] == "Il voto di «Film 1» è 8,4.")
  }

  @Test func ruleFileTemplatesOverrideTheBuiltInOnes() throws {
    let rules = """
      locales: [en, it]
      choices:
        yes: {it: Certo}
      rules:
        - type: rating-threshold
          thresholds: [6]
          templates:
            greater:
              en: "{title} ({year}): above {threshold}?"
      """
    let (bundle, _, _) = try Generate.run([Films.film(2, rating: 8.0)], rules: rules)
    let question = try #require(bundle.questions.first)
    #expect(question.prompt["en"] == "Film 2 (1952): above 6?")
    #expect(question.prompt["it"] == "Il voto di «Film 2» è maggiore di 6?")
    #expect(question.choices[0].text["it"] == "Certo")
    #expect(bundle.locales == ["en", "it"])
  }
}

/// Issue 17, High 3: the generator never traps on any finite or infinite value.
struct LocaleNumberPolicyTests {
  @Test func writesValuesTooLargeForInt64WithoutTrapping() {
    #expect(LocaleNumber.format(1e19, decimals: 1, locale: "en") == "1e+19")
    #expect(LocaleNumber.format(1e300, decimals: 0, locale: "en") == "1e+300")
    #expect(LocaleNumber.format(-2.5e18, decimals: 1, locale: "en") == "-2.5e+18")
    #expect(LocaleNumber.format(-2.5e18, decimals: 1, locale: "ru") == "-2,5e+18")
    #expect(
      LocaleNumber.format(.greatestFiniteMagnitude, decimals: 2, locale: "it")
        == "1,7976931348623157e+308")
  }

  @Test func writesInfinityAndNaNWithoutTrapping() {
    #expect(LocaleNumber.format(.infinity, decimals: 1, locale: "en") == "∞")
    #expect(LocaleNumber.format(-.infinity, decimals: 1, locale: "uk") == "-∞")
    #expect(LocaleNumber.format(.nan, decimals: 1, locale: "en") == "NaN")
  }

  @Test func toleratesAnyNumberOfDecimals() {
    #expect(LocaleNumber.format(7.5, decimals: 40, locale: "en") == "7.5")
    #expect(LocaleNumber.format(7.5, decimals: -3, locale: "en") == "8")
  }
}
