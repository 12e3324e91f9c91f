import Testing

@testable import QuizBankGenerate

/// `RuleReference` holds each kind of rule as it is, with release-year rules
/// told apart from rating rules.
struct RuleReferenceTests {
  static let threshold = ThresholdRule(
    id: "t", thresholds: [5, 6], margin: 0.2, precision: 1, hardBelow: 0.5, mediumBelow: 1)

  @Test func thresholdRulesKeepTheirKind() throws {
    guard
      case .threshold(let rating, let ratingIsYear) = RuleReference(
        .ratingThreshold(Self.threshold))
    else { Issue.record("not a threshold reference"); return }
    #expect(rating.rule == Self.threshold)
    #expect(!ratingIsYear)
    guard case .threshold(let year, let yearIsYear) = RuleReference(.releaseYear(Self.threshold))
    else { Issue.record("not a threshold reference"); return }
    #expect(year.rule == Self.threshold)
    #expect(yearIsYear)
  }

  @Test func genreAndComparisonRulesAreHeldAsTheyAre() {
    let genre = GenreRule(id: "g", genres: ["Drama"])
    let comparison = ComparisonRule(id: "c", count: 3, margin: 0.5)
    guard case .genre(let g) = RuleReference(.genre(genre)) else {
      Issue.record("not a genre reference")
      return
    }
    #expect(g.rule == genre)
    guard case .comparison(let c) = RuleReference(.ratingComparison(comparison)) else {
      Issue.record("not a comparison reference")
      return
    }
    #expect(c.rule == comparison)
  }
}
