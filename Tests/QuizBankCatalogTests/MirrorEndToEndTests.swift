import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// A mirror's root as `--api-base`, the cache shared with the real service, and
/// what no network without `--offline` says (issue 14, bugs 4 and 5).
@Suite(.requires(.python, .fixtures))
struct MirrorEndToEndTests {
  @Test func aMirrorRootWorksAndItsResponsesAreServedOfflineWithoutIt() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let root = server.base("ok", tmdb: false)  // no /3: the help says it replaces the root
    let fetched = try runQbank(
      ["fetch", "tmdb", "movie", "12313", "--api-base", root], environment: sandbox.environment)
    #expect(fetched.status == 0, "\(fetched.stderr)")
    #expect(fetched.stdout.contains("Rock Crystal"))
    let top = try runQbank(
      ["fetch", "imdb", "top250", "--api-base", root],
      environment: sandbox.environment)
    #expect(top.status == 0, "\(top.stderr)")
    server.stop()

    // No --api-base: the real service's name for the same request.
    let show = try runQbank(
      ["catalog", "show", "12313", "--offline"], environment: sandbox.environment)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.hasPrefix("Rock Crystal\n"))
    let imdb = try runQbank(
      ["fetch", "imdb", "top250", "--offline"], environment: sandbox.environment)
    #expect(imdb.status == 0, "\(imdb.stderr)")
    #expect(imdb.stdout.split(separator: "\n").count == 250)
  }

  @Test func noNetworkWithoutOfflineSaysUnreachableAndServesTheCacheWithANotice() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let base = server.base("ok")
    let fetched = try sandbox.cachePopularThenStop(server)

    let list = try runQbank(
      ["fetch", "tmdb", "popular", "--pages", "2", "--api-base", base],
      environment: sandbox.environment)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout == fetched.stdout)
    #expect(
      list.stderr.contains(
        "The network is unreachable: using the copy of \(base)/movie/popular?page=1 fetched before."
      ))

    // Pages never fetched are named; the cached ones are served.
    let more = try runQbank(
      ["fetch", "tmdb", "popular", "--pages", "3", "--api-base", base],
      environment: sandbox.environment)
    #expect(more.status == 0, "\(more.stderr)")
    #expect(more.stdout == fetched.stdout)
    #expect(
      more.stderr.contains(
        "No network, and 1 page of tmdb:popular (3 of 3) was never fetched: only the cached pages are used."
      ), "\(more.stderr)")

    let search = try runQbank(
      ["fetch", "tmdb", "search", "quantumania", "--api-base", base],
      environment: sandbox.environment)
    #expect(search.status == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Ant-Man and the Wasp: Quantumania"))
    #expect(
      search.stderr.contains(
        "The network is unreachable and the search “quantumania” was never made: showing the matching titles from the lists fetched before."
      ))

    let never = try runQbank(
      ["fetch", "tmdb", "top_rated", "--api-base", base], environment: sandbox.environment)
    #expect(never.status == 69)
    #expect(
      never.stderr.contains(
        "qbank: error: The network is unreachable, and \(base)/movie/top_rated?page=1 was never fetched, so there is no copy to use. Check the connection and run the command again."
      ), "\(never.stderr)")
    #expect(!never.stderr.contains("--offline"))
    #expect(!never.stderr.contains("You are offline"))
    #expect(never.stdout.isEmpty)
  }
}
