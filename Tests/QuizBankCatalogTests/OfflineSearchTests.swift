import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// Offline title search over every page fetched before.
@Suite(.requires(.python, .fixtures))
struct OfflineSearchTests {
  @Test func anUncachedSearchOfflineSearchesThePagesFetchedBefore() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let base = server.base("ok")
    _ = try sandbox.cachePopularThenStop(server)
    let result = try runQbank(
      ["fetch", "tmdb", "search", "quantumania", "--offline", "--api-base", base],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let films = try result.stdout.split(separator: "\n").map {
      try CatalogueFile.film(fromLine: $0)
    }
    #expect(films.map(\.title) == ["Ant-Man and the Wasp: Quantumania"])
    #expect(films.first?.genres == ["Action", "Abenteuer", "Science Fiction"])

    let nothing = try runQbank(
      ["fetch", "tmdb", "search", "zzzz", "--offline", "--api-base", base],
      environment: sandbox.environment)
    #expect(nothing.status == 69)
    #expect(
      nothing.stderr.contains(
        "You are offline, and \(base)/search/movie?page=1&query=zzzz was never fetched."))
  }
}
