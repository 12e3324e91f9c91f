import QuizBankModel
import Testing

@testable import QuizBankCatalog

struct CatalogQueryTests {
  let films = [
    Film(
      id: "1", source: "tmdb", title: "Léon: The Professional", year: 1994, rating: 8.5,
      voteCount: 900, popularity: 50, genres: ["Crime", "Drama"]),
    Film(
      id: "2", source: "tmdb", title: "WALL·E", year: 2008, rating: 8.4, voteCount: 1200,
      popularity: 90, genres: ["Animation", "Family"]),
    Film(
      id: "3", source: "tmdb", title: "Amélie", year: 2001, rating: 8.3, voteCount: 700,
      popularity: 20, genres: ["Comedy", "Romance"]),
    Film(
      id: "4", source: "tmdb", title: "Unreleased", year: 2027, popularity: 95, genres: ["Drama"]),
    Film(
      id: "5", source: "tmdb", title: "Pulp Fiction", year: 1994, rating: 8.9, voteCount: 2000,
      popularity: 70, genres: ["Crime"]),
  ]

  private func ids(_ query: CatalogQuery) -> [String] { query.apply(to: films).map(\.id) }

  @Test func defaultsToMostPopularFirst() {
    #expect(ids(CatalogQuery()) == ["4", "2", "5", "1", "3"])
  }

  @Test func searchIgnoresCaseAndDiacritics() {
    #expect(ids(CatalogQuery(search: "leon")) == ["1"])
    #expect(ids(CatalogQuery(search: "AMELIE")) == ["3"])
    #expect(ids(CatalogQuery(search: "Léon")) == ["1"])
  }

  @Test func searchIgnoresPunctuationTheQueryDoesNotHave() {
    #expect(ids(CatalogQuery(search: "wall-e")) == ["2"])
    #expect(ids(CatalogQuery(search: "walle")) == ["2"])
    #expect(ids(CatalogQuery(search: "wall·e")) == ["2"])
  }

  @Test func searchMatchesTitlesOnly() {
    #expect(ids(CatalogQuery(search: "crime")).isEmpty)
  }

  @Test func sortsByRatingWithUnratedLastInBothDirections() {
    #expect(ids(CatalogQuery(sort: .rating)) == ["5", "1", "2", "3", "4"])
    #expect(ids(CatalogQuery(sort: .rating, ascending: true)) == ["3", "2", "1", "5", "4"])
  }

  @Test func sortsByTitleAscendingByDefaultIgnoringAccents() {
    #expect(ids(CatalogQuery(sort: .title)) == ["3", "1", "5", "4", "2"])
    #expect(ids(CatalogQuery(sort: .title, ascending: false)) == ["2", "4", "5", "1", "3"])
  }

  @Test func sortsByYearNewestFirstAndBreaksTiesByPopularity() {
    #expect(ids(CatalogQuery(sort: .year)) == ["4", "2", "3", "5", "1"])
  }

  @Test func sortsByVotes() {
    #expect(ids(CatalogQuery(sort: .votes)) == ["5", "2", "1", "3", "4"])
  }

  @Test func filtersByGenreYearsRatingAndVotes() {
    #expect(ids(CatalogQuery(genre: "drama")) == ["4", "1"])
    #expect(ids(CatalogQuery(years: 1990...1999)) == ["5", "1"])
    #expect(ids(CatalogQuery(minRating: 8.45)) == ["5", "1"])
    #expect(ids(CatalogQuery(minVotes: 1000)) == ["2", "5"])
    #expect(ids(CatalogQuery(genre: "Crime", years: 1994...1994, minRating: 8.6)) == ["5"])
  }

  @Test func imdbRankStandsInForPopularity() {
    let ranked = [
      Film(id: "tt2", source: "imdb", title: "B", rank: 2),
      Film(id: "tt1", source: "imdb", title: "A", rank: 1),
      Film(id: "tt3", source: "imdb", title: "C"),
    ]
    #expect(CatalogQuery().apply(to: ranked).map(\.id) == ["tt1", "tt2", "tt3"])
  }

  @Test func pagesHoldTwentyFilmsAndRejectPagesOutOfRange() throws {
    let many = (1...45).map { Film(id: String($0), source: "tmdb", title: "Film \($0)") }
    let second = try #require(CataloguePage(many, number: 2))
    #expect(second.items.map(\.id) == (21...40).map(String.init))
    #expect(second.count == 3)
    #expect(try #require(CataloguePage(many, number: 3)).items.count == 5)
    #expect(CataloguePage(many, number: 4) == nil)
    #expect(CataloguePage(many, number: 0) == nil)
    #expect(try #require(CataloguePage([Film](), number: 1)).items.isEmpty)
  }

  @Test func readsYearRanges() {
    #expect(YearRangeParser.parse("1990..1999") == 1990...1999)
    #expect(YearRangeParser.parse("1994") == 1994...1994)
    #expect(YearRangeParser.parse("2000..")?.lowerBound == 2000)
    #expect(YearRangeParser.parse("..1950")?.upperBound == 1950)
    #expect(YearRangeParser.parse("1999..1990") == nil)
    #expect(YearRangeParser.parse("nineties") == nil)
    #expect(YearRangeParser.parse("..") == nil)
  }

  @Test func mergeReplacesByKeyKeepsListsAndAppendsNewFilms() {
    let old = [
      Film(id: "1", source: "tmdb", title: "Old", lists: ["tmdb:popular"]),
      Film(id: "2", source: "tmdb", title: "Two"),
    ]
    let fresh = [
      Film(id: "1", source: "tmdb", title: "New", countries: ["France"], lists: ["tmdb:movie"]),
      Film(id: "3", source: "tmdb", title: "Three"),
    ]
    let merged = CatalogueMerge.merge(old, with: fresh)
    #expect(merged.map(\.title) == ["New", "Two", "Three"])
    #expect(merged[0].lists == ["tmdb:movie", "tmdb:popular"])
  }
}
