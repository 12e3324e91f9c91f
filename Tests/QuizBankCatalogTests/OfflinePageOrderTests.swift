import Testing

@testable import QuizBankCatalog

/// The order offline search reads cached pages in: list by list, most popular
/// first, then language, then page number.
struct OfflinePageOrderTests {
  static let root = "https://api.themoviedb.org/3"

  @Test func readsPagesInNumericOrderWithinEachListAndLanguage() {
    let keys = [
      "/movie/popular?language=en-US&page=10", "/movie/popular?language=de-DE&page=2",
      "/movie/top_rated?language=en-US&page=1", "/movie/popular?language=en-US&page=2",
      "/search/movie?page=1&query=alien", "/movie/popular?language=de-DE&page=1",
      "/movie/popular?language=en-US&page=1", "/genre/movie/list?language=en-US",
      "/movie/12313?language=en-US",
    ].map { Self.root + $0 }
    let ordered = CatalogFetcher.offlinePageOrder(keys.sorted(), root: Self.root)
    #expect(
      ordered.map { String($0.dropFirst(Self.root.count)) } == [
        "/movie/popular?language=de-DE&page=1", "/movie/popular?language=de-DE&page=2",
        "/movie/popular?language=en-US&page=1", "/movie/popular?language=en-US&page=2",
        "/movie/popular?language=en-US&page=10", "/movie/top_rated?language=en-US&page=1",
        "/search/movie?page=1&query=alien",
      ])
  }
}
