import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// After a fetch the server is stopped: what was fetched stays available (T8, T9).
@Suite(.requires(.python, .fixtures))
struct OfflineEndToEndTests {
  @Test func listSearchAndCachedDetailsWorkAfterTheServerIsGone() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let catalogue = sandbox.path("films.jsonl")
    let base = server.base("ok")
    #expect(
      try runQbank(
        ["fetch", "tmdb", "popular", "--pages", "2", "-o", catalogue, "--api-base", base],
        environment: sandbox.environment
      ).status == 0)
    let detail = try runQbank(
      [
        "fetch", "tmdb", "movie", "12313", "-o", catalogue, "--api-base", base, "--with-images",
        "--image-base", server.imageBase(),
      ],
      environment: sandbox.environment)
    #expect(detail.status == 0, "\(detail.stderr)")
    server.stop()

    let list = try runQbank(["catalog", "list", catalogue], environment: sandbox.environment)
    #expect(list.status == 0)
    #expect(list.stdout.contains("Ant-Man and the Wasp: Quantumania"))

    let search = try runQbank(
      ["catalog", "list", catalogue, "--search", "quantumania"], environment: sandbox.environment)
    #expect(search.stdout.split(separator: "\n").count == 2)

    // Unreachable: the cached details are served.
    let show = try runQbank(
      ["catalog", "show", "12313", "--api-base", base], environment: sandbox.environment)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.contains("Rock Crystal"))
    #expect(show.stdout.contains("Countries:  Austria, Germany"))
    #expect(show.stdout.contains("Trailer:    https://www.youtube.com/watch?v=LgZ2MDuJvhc"))
    #expect(show.stdout.contains("(cached: \(sandbox.cache.path)/images/"))
    #expect(
      show.stderr.contains(
        "The network is unreachable: using the copy of \(base)/movie/12313?append_to_response=videos fetched before."
      ))

    // --offline: the same, without trying the network at all.
    let offline = try runQbank(
      ["catalog", "show", "12313", "--offline", "--api-base", base],
      environment: sandbox.environment)
    #expect(offline.status == 0)
    #expect(offline.stderr.isEmpty)

    // A list fetched before is served from the cache, offline.
    let again = try runQbank(
      [
        "fetch", "tmdb", "popular", "--pages", "2", "--offline", "-o", sandbox.path("again.jsonl"),
        "--api-base", base,
      ],
      environment: sandbox.environment)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stderr.contains("(0 responses fetched, 3 from the cache)"))

    // Never fetched: "You are offline…", exit 69.
    for arguments in [
      ["catalog", "show", "550", "--api-base", base],
      ["catalog", "show", "550", "--offline", "--api-base", base],
    ] {
      let missing = try runQbank(arguments, environment: sandbox.environment)
      #expect(missing.status == 69)
      #expect(
        missing.stderr.hasSuffix(
          "qbank: error: You are offline. Please, enable your Wi-Fi or connect using cellular data. The details of 550 were never fetched; once online, run: qbank fetch tmdb movie 550\n"
        ))
      #expect(missing.stdout.isEmpty)
    }
    let ukrainian = try runQbank(
      ["catalog", "show", "550", "--offline", "--lang", "uk"], environment: sandbox.environment)
    #expect(ukrainian.status == 69)
    #expect(ukrainian.stderr.hasPrefix("qbank: error: Ви офлайн."))
  }

  @Test func aDetailFoundInTheCatalogueNeedsNoNetwork() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let catalogue = sandbox.path("films.jsonl")
    #expect(
      try runQbank(
        ["fetch", "tmdb", "movie", "12313", "-o", catalogue, "--api-base", server.base("ok")],
        environment: sandbox.environment
      ).status == 0)
    server.stop()
    let show = try runQbank(
      ["catalog", "show", "12313", "--catalog", catalogue, "--offline"],
      environment: sandbox.environment)
    #expect(show.status == 0)
    #expect(show.stdout.hasPrefix("Rock Crystal\n"))
  }
}
