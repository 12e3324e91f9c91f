import Testing

@testable import QuizBankGenerate

/// Numbers in a rule file that would crash, hang or make a bundle `validate` rejects.
struct RuleValueTests {
  func error(_ text: String) -> ConfigError? { RuleFile.error(text) }

  func thresholdError(_ thresholds: String, type: String = "rating-threshold") -> ConfigError? {
    error("rules:\n  - type: \(type)\n    thresholds: \(thresholds)\n")
  }

  @Test func anInfiniteRangeEndIsRejectedWithItsPosition() throws {
    let error = try #require(thresholdError("{from: 0, to: .inf}"))
    #expect(error.message == "'rules[0].thresholds.to' must be a finite number, not .inf")
    #expect(error.description.hasPrefix("rules.yaml:3:31: error: "))
  }

  @Test func aRangeOfTooManyThresholdsIsRejected() throws {
    let error = try #require(thresholdError("{from: 0, to: 10, step: 0.000001}"))
    #expect(
      error.message
        == "'thresholds' from 0.0 to 10.0 by 1e-06 makes more than 1000 values; use a larger 'step'"
    )
    #expect(error.line == 3)
    #expect(error.column == 17)
  }

  @Test func aRangeBeyondTheRatingScaleIsRejected() throws {
    let error = try #require(thresholdError("{from: 0, to: 1e12, step: 0.000001}"))
    #expect(error.message == "a rating threshold must be between 0 and 10, not 1000000000000.0")
    #expect(error.column == 31)
  }

  @Test func aListedThresholdOutsideTheScaleIsRejected() throws {
    let error = try #require(thresholdError("[6, -1]"))
    #expect(error.message == "a rating threshold must be between 0 and 10, not -1.0")
    #expect(error.column == 21)
  }

  @Test func aYearThresholdOutsideTheRangeIsRejected() throws {
    let error = try #require(thresholdError("[1990, 99999]", type: "release-year"))
    #expect(error.message == "a year threshold must be between 1800 and 2200, not 99999.0")
  }

  @Test func aListOfTooManyThresholdsIsRejected() throws {
    let list = "[" + (0..<1001).map { _ in "5" }.joined(separator: ", ") + "]"
    let error = try #require(thresholdError(list))
    #expect(error.message == "'thresholds' must hold at most 1000 values, not 1001")
  }

  @Test func aWholeScaleRangeIsStillAccepted() throws {
    let rules = try RuleSet.parse(
      "rules:\n  - type: rating-threshold\n    thresholds: {from: 0, to: 10, step: 0.5}\n",
      file: "rules.yaml")
    guard case .ratingThreshold(let rule) = rules.rules[0] else {
      Issue.record("expected a rating-threshold rule")
      return
    }
    #expect(rule.thresholds.count == 21)
  }

  @Test func aNotANumberThresholdIsRejected() throws {
    let error = try #require(thresholdError("[.nan]"))
    #expect(error.message == "'rules[0].thresholds[0]' must be a finite number, not .nan")
    #expect(error.line == 3)
    #expect(error.column == 18)
  }

  @Test func anInfiniteMarginIsRejected() throws {
    let error = try #require(self.error("rules:\n  - type: rating-threshold\n    margin: .inf\n"))
    #expect(error.message == "'rules[0].margin' must be a finite number, not .inf")
  }

  @Test(arguments: ["rating-threshold", "release-year", "rating-comparison"])
  func negativePointsAreRejected(type: String) throws {
    let error = try #require(self.error("rules:\n  - type: \(type)\n    points: -5\n"))
    #expect(error.message == "'points' must be 1 to 1000, not -5")
    #expect(error.line == 3)
    #expect(error.column == 13)
  }

  @Test func zeroAndTooManyPointsAreRejected() throws {
    let genre = "rules:\n  - type: genre\n    genres: [Drama, Comedy]\n    points: 0\n"
    #expect(self.error(genre)?.message == "'points' must be 1 to 1000, not 0")
    let many = "rules:\n  - type: rating-threshold\n    points: 1001\n"
    #expect(self.error(many)?.message == "'points' must be 1 to 1000, not 1001")
  }
}
