import Testing

@testable import QuizBankGenerate

struct RuleFileTests {
  func error(_ text: String) -> ConfigError? { RuleFile.error(text) }

  @Test func readsAFullRuleFile() throws {
    let rules = try RuleSet.parse(
      """
      version: 1
      locales: [en, it]
      seed: 9
      select: {minVotes: 1000, lists: imdb:top250}
      rounds: {size: 5}
      rules:
        - type: rating-threshold
          thresholds: {from: 6, to: 8, step: 0.5}
          comparisons: [greater, less]
          margin: 0.2
        - type: rating-comparison
          ask: lowest
          count: 3
      """, file: "rules.yaml")
    #expect(rules.locales == ["en", "it"])
    #expect(rules.seed == 9)
    #expect(rules.selection.minVotes == 1000)
    #expect(rules.selection.lists == ["imdb:top250"])
    #expect(rules.rounds == RoundPlan(size: 5))
    guard case .ratingThreshold(let threshold) = rules.rules[0] else {
      Issue.record("expected a rating-threshold rule")
      return
    }
    #expect(threshold.thresholds == [6, 6.5, 7, 7.5, 8])
    #expect(threshold.comparisons == [.greater, .less])
    #expect(rules.rules[1].id == "compare")
  }

  @Test func readsJSONToo() throws {
    let rules = try RuleSet.parse(
      #"{"rules": [{"type": "rating-threshold", "thresholds": [7]}]}"#, file: "rules.json")
    #expect(rules.rules.count == 1)
  }

  @Test func anUnknownKeyIsNamedWithItsLineAndColumn() throws {
    let error = try #require(
      self.error(
        """
        rules:
          - type: rating-threshold
            treshold: [7]
        """))
    #expect(error.line == 3)
    #expect(error.column == 5)
    #expect(error.message.hasPrefix("unknown key 'treshold' in 'rules[0]'"))
    #expect(error.description.hasPrefix("rules.yaml:3:5: error: unknown key 'treshold'"))
    #expect(error.description.hasSuffix("\n    treshold: [7]\n    ^"))
  }

  @Test func badYAMLGivesItsLineAndColumn() throws {
    let error = try #require(self.error("rules:\n  - type: [rating\n  - x: 1\n"))
    #expect(error.line == 3)
    #expect(error.message.hasPrefix("invalid YAML:"))
    #expect(error.description.hasPrefix("rules.yaml:3:"))
  }

  @Test func anUnknownRuleTypeIsNamed() throws {
    let error = try #require(self.error("rules:\n  - type: rating-thing\n"))
    #expect(
      error.message
        == "unknown rule type 'rating-thing' (expected one of: rating-threshold, release-year, rating-comparison, genre)"
    )
    #expect(error.line == 2)
  }

  @Test func aMissingRuleListIsAnError() throws {
    let error = try #require(self.error("locales: [en]\n"))
    #expect(error.message == "a rule file needs 'rules'")
  }

  @Test func aWrongTypeIsNamed() throws {
    let error = try #require(
      self.error("rules:\n  - type: rating-threshold\n    margin: wide\n"))
    #expect(error.message == "'rules[0].margin' must be a number")
    #expect(error.line == 3)
    #expect(error.column == 13)
  }

  @Test func thresholdsFinerThanThePrecisionAreRejected() throws {
    let error = try #require(
      self.error("rules:\n  - type: rating-threshold\n    thresholds: [7.25]\n"))
    #expect(error.message == "threshold 7.25 has more decimals than 'precision' (1) shows")
  }

  @Test func anUnknownPlaceholderIsRejected() throws {
    let error = try #require(
      self.error(
        """
        rules:
          - type: rating-threshold
            templates:
              greater: {en: "Is {titel} above {threshold}?"}
        """))
    #expect(error.message.hasPrefix("template 'greater.en' uses unknown placeholder {titel}"))
  }

  @Test func ofSeveralBadTemplatesTheFirstInSortedOrderIsReported() throws {
    // Dictionary order changes from run to run; the error must not.
    let error = try #require(
      self.error(
        """
        locales: [en, it, ru, uk]
        rules:
          - type: rating-threshold
            comparisons: [greater, less]
            templates:
              less: {uk: "{a}", ru: "{b}", it: "{c}", en: "{d}"}
              greater: {uk: "{e}", ru: "{f}", it: "{g}", en: "{h}"}
              explanation: {uk: "{i}", ru: "{j}", it: "{k}", en: "{l}"}
        """))
    #expect(error.message.hasPrefix("template 'explanation.en' uses unknown placeholder {l}"))
    let genre = try #require(
      self.error(
        """
        rules:
          - type: genre
            genres: [Drama, Comedy]
            prompt: {uk: "{a}", ru: "{b}", it: "{c}", en: "{d}"}
        """))
    #expect(genre.message.hasPrefix("template 'prompt.en' uses unknown placeholder {d}"))
  }

  @Test func aLocaleWithoutBuiltInTextNeedsTemplates() throws {
    let error = try #require(
      self.error("locales: [en, de]\nrules:\n  - type: rating-threshold\n"))
    #expect(error.message == "rule 'rating' has no template for locale 'de': give 'templates'")
  }

  /// A repeated locale crashed `generate --title` (a dictionary built from the list)
  /// and, without `--title`, wrote a bundle that `validate` rejects.
  @Test func aLocaleNamedTwiceIsRejected() throws {
    let error = try #require(
      self.error("locales: [en, ru, en]\nrules:\n  - type: rating-threshold\n"))
    #expect(error.message == "'locales' names 'en' twice; name each locale once")
  }

  @Test func twoRulesWithOneIdAreRejected() throws {
    let error = try #require(
      self.error("rules:\n  - type: rating-threshold\n  - type: rating-threshold\n"))
    #expect(error.message == "two rules have the id 'rating'; give each its own 'id'")
  }
}
