import QuizBankModel
import Testing

@testable import QuizBankGenerate

struct SelectionTests {
  func titles(_ rules: String, _ films: [Film]) throws -> Set<String> {
    let (bundle, _, _) = try Generate.run(films, rules: rules)
    return Set(bundle.questions.compactMap { $0.subject?.title })
  }

  func rules(select: String) -> String {
    """
    select: \(select)
    rules:
      - type: rating-threshold
        thresholds: {from: 1, to: 10, step: 0.5}
        comparisons: [greater, less]
    """
  }

  @Test func filtersOnGenreCaseInsensitively() throws {
    let picked = try titles(rules(select: "{genres: [crime]}"), Films.films(0..<8))
    #expect(picked == ["Film 2", "Film 6"])
  }

  @Test func filtersOnExcludedGenres() throws {
    let picked = try titles(rules(select: "{excludeGenres: [Drama]}"), Films.films(0..<4))
    #expect(picked == ["Film 1", "Film 3"])
  }

  @Test func filtersOnTheYearRange() throws {
    let picked = try titles(rules(select: "{years: {from: 1952, to: 1954}}"), Films.films(0..<10))
    #expect(picked == ["Film 2", "Film 3", "Film 4"])
  }

  @Test func filtersOnMinimumVotesAndCountsTheSkipped() throws {
    let films = [Films.film(1, votes: 50), Films.film(2, votes: 5_000), Films.film(3, votes: 0)]
    let (bundle, _, summary) = try Generate.run(films, rules: rules(select: "{minVotes: 100}"))
    #expect(bundle.questions.map { $0.subject!.title } == ["Film 2"])
    #expect(summary.skipped == [.fewVotes: 2])
  }

  @Test func filtersOnTheRatingRange() throws {
    let films = [5.0, 6.5, 8.2, 9.1].enumerated().map { Films.film($0, rating: $1) }
    let picked = try titles(rules(select: "{rating: {min: 6, max: 9}}"), films)
    #expect(picked == ["Film 1", "Film 2"])
  }

  @Test func filtersOnSourceLists() throws {
    let picked = try titles(rules(select: "{lists: [imdb:top250]}"), Films.films(0..<7))
    #expect(picked == ["Film 0", "Film 3", "Film 6"])
  }

  @Test func filmsWithoutRatingAreSkippedAndCounted() throws {
    var unrated = Films.film(1)
    unrated.rating = nil
    let (bundle, _, summary) = try Generate.run(
      [unrated, Films.film(2), unrated], rules: rules(select: "{}"))
    #expect(bundle.questions.count == 1)
    #expect(summary.rules[0].skipped == [.noRating: 1])
    #expect(summary.skipped == [.duplicate: 1])
    #expect(summary.filmsRead == 3)
  }

  @Test func aRuleOwnSelectionNarrowsOnlyThatRule() throws {
    let rules = """
      rules:
        - type: rating-threshold
          id: all
          thresholds: [1, 2, 10]
        - type: rating-threshold
          id: dramas
          thresholds: [1, 2, 10]
          select: {genres: [Drama]}
      """
    let (bundle, _, summary) = try Generate.run(Films.films(0..<4), rules: rules)
    #expect(summary.rules.map(\.generated) == [4, 2])
    #expect(summary.rules[1].skipped == [.genre: 2])
    #expect(bundle.questions.count == 6)
  }
}
