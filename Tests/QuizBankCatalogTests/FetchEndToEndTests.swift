import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `qbank fetch` against the local fixture server: paging, retries, refusals, keys.
@Suite(.requires(.python, .fixtures))
struct FetchEndToEndTests {
  private func films(_ path: String) throws -> [Film] {
    try CatalogueFile.read(from: URL(fileURLWithPath: path))
  }

  private func fixtureIds(_ name: String) throws -> [String] {
    let object =
      try JSONSerialization.jsonObject(with: Data(contentsOf: TestPaths.fixture(name)))
      as? [String: Any]
    let results = (object?["results"] ?? object?["items"]) as? [[String: Any]] ?? []
    return results.map { "\($0["id"] ?? "")" }
  }

  private func expectNoSecrets(_ result: QbankResult, _ sandbox: CatalogSandbox) throws {
    for secret in ["test-key-123", "imdb-key-456"] {
      #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret))
    }
    let files = (try? FileManager.default.subpathsOfDirectory(atPath: sandbox.cache.path)) ?? []
    for file in files {
      #expect(!file.contains("test-key-123") && !file.contains("imdb-key-456"))
    }
  }

  @Test func fetchesPagesMergedInPageOrderWithoutDuplicates() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let output = sandbox.path("films.jsonl")
    let result = try runQbank(
      ["fetch", "tmdb", "popular", "--pages", "3", "-o", output, "--api-base", server.base("ok")],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    // Page 1 is the popular fixture, page 2 the search fixture, page 3 repeats page 1.
    let expected = try fixtureIds("tmdb/movie_popular.json") + fixtureIds("tmdb/search_movie.json")
    var seen = Set<String>()
    let unique = expected.filter { seen.insert($0).inserted }
    let got = try films(output)
    #expect(got.map(\.id) == unique)
    #expect(got.allSatisfy { $0.source == "tmdb" && $0.lists == ["tmdb:popular"] })
    let paths = server.requests().map { ($0["path"] ?? "") + "?" + ($0["query"] ?? "") }
    #expect(paths.count == 4)
    #expect(paths.filter { $0.hasPrefix("/3/movie/popular?") }.count == 3)
    #expect(paths.contains { $0.hasPrefix("/3/genre/movie/list") })
    #expect(paths.allSatisfy { $0.contains("api_key=test-key-123") })
    #expect(
      result.stderr
        == "Wrote \(unique.count) films to \(output) (4 responses fetched, 0 from the cache).\n",
      "not a terminal: no progress line, only the summary")
    try expectNoSecrets(result, sandbox)
  }

  @Test func genresAreNamesNotIds() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let output = sandbox.path("films.jsonl")
    let result = try runQbank(
      ["fetch", "tmdb", "popular", "-o", output, "--api-base", server.base("ok")],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(try films(output).first)
    #expect(first.title == "Ant-Man and the Wasp: Quantumania")
    #expect(first.genres == ["Action", "Abenteuer", "Science Fiction"])
  }

  @Test func honoursRetryAfterOn429() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      [
        "fetch", "tmdb", "popular", "-o", sandbox.path("f.jsonl"), "--api-base",
        server.base("r429"),
      ],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(server.requests().count == 4)
    #expect(
      result.stderr.contains(
        "http://127.0.0.1:\(server.port)/r429/3/movie/popular?page=1: HTTP 429; trying again in 1 s (try 2 of 4)."
      ))
    #expect(try films(sandbox.path("f.jsonl")).count == 20)
    try expectNoSecrets(result, sandbox)
  }

  @Test func retriesA500ThenSucceeds() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      [
        "fetch", "imdb", "top250", "-o", sandbox.path("f.jsonl"), "--api-base",
        server.base("r500", tmdb: false),
      ],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(server.requests().count == 2)
    #expect(
      result.stderr.contains(
        "/r500/en/API/Top250Movies: HTTP 500; trying again in 0.5 s (try 2 of 4)."))
    #expect(try films(sandbox.path("f.jsonl")).count == 250)
    try expectNoSecrets(result, sandbox)
  }

  @Test func retriesAResponseSlowerThanTheTimeout() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      [
        "fetch", "tmdb", "movie", "12313", "-o", sandbox.path("f.jsonl"), "--api-base",
        server.base("slow"), "--timeout", "1",
      ],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(server.requests().count == 2)
    #expect(result.stderr.contains("timed out; trying again in 0.5 s (try 2 of 4)."))
    #expect(try films(sandbox.path("f.jsonl")).map(\.id) == ["12313"])
  }

  @Test func aRejectedKeyIsSaidPlainlyAndNotRetried() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let output = sandbox.path("f.jsonl")
    let result = try runQbank(
      ["fetch", "tmdb", "movie", "12313", "-o", output, "--api-base", server.base("badkey")],
      environment: sandbox.environment)
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "qbank: error: TMDB rejected the API key (HTTP 401). Check TMDB_API_KEY / TMDB_TOKEN; the request was not retried.\n"
    )
    #expect(server.requests().count == 1)
    #expect(!FileManager.default.fileExists(atPath: output))
    try expectNoSecrets(result, sandbox)
  }

  @Test func aRefusedIMDbRequestIsSaidPlainlyAndNotRetried() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox(keys: ["IMDB_API_KEY": "refused"])
    let result = try runQbank(
      [
        "fetch", "imdb", "most-popular", "-o", sandbox.path("f.jsonl"), "--api-base",
        server.base("ok", tmdb: false),
      ],
      environment: sandbox.environment)
    #expect(result.status == 69)
    #expect(
      result.stderr.contains(
        "IMDb (imdb-api.com) refused the request: Invalid API Key. It was not retried."))
    #expect(server.requests().count == 1)
  }

  @Test func givesUpAfterTheLastTry() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      [
        "fetch", "imdb", "top250", "--api-base", server.base("down", tmdb: false), "--retries", "2",
      ],
      environment: sandbox.environment)
    #expect(result.status == 69)
    #expect(
      result.stderr.contains("/down/en/API/Top250Movies kept failing (HTTP 503) after 2 tries."))
    #expect(server.requests().count == 2)
    #expect(result.stdout.isEmpty)
  }

  @Test func aBearerTokenGoesInAHeaderNotTheAddress() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox(keys: ["TMDB_TOKEN": "token-789"])
    let result = try runQbank(
      ["fetch", "tmdb", "search", "Fight", "Club", "--api-base", server.base("ok")],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let requests = server.requests()
    #expect(
      requests.allSatisfy {
        $0["authorization"] == "Bearer token-789" && !($0["query"] ?? "").contains("token")
      })
    #expect(
      requests.contains {
        $0["path"] == "/3/search/movie" && $0["query"] == "page=1&query=Fight%20Club"
      })
    // Without -o the catalogue goes to standard output, one film a line.
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == (try fixtureIds("tmdb/search_movie.json")).count)
    #expect(!result.stdout.contains("token-789") && !result.stderr.contains("token-789"))
  }

  @Test func aMissingKeySaysWhichVariablesToSet() throws {
    let sandbox = try CatalogSandbox(keys: [:])
    let result = try runQbank(
      ["fetch", "tmdb", "popular", "--api-base", "http://127.0.0.1:9/x"],
      environment: sandbox.environment)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "No API key for TMDB: set TMDB_API_KEY or TMDB_TOKEN in the environment"))
  }

  @Test func badCommandLinesAreUsageErrors() throws {
    let sandbox = try CatalogSandbox()
    for (arguments, message) in [
      (["fetch", "netflix", "popular"], "The source is tmdb or imdb, not 'netflix'."),
      (
        ["fetch", "tmdb", "trending"],
        "tmdb takes popular, top_rated, upcoming, search QUERY or movie ID, not 'trending'."
      ),
      (["fetch", "tmdb", "search"], "Say what to search for"),
      (["fetch", "imdb", "top100"], "imdb takes top250 or most-popular, not 'top100'."),
      (["fetch", "tmdb", "popular", "--pages", "0"], "--pages takes 1 to 500."),
      (
        ["fetch", "tmdb", "popular", "--timeout", "0"],
        "--timeout must be a number of seconds more than 0 and at most 3600, not '0.0'."
      ),
      (
        ["fetch", "tmdb", "popular", "--timeout", "inf"],
        "--timeout must be a number of seconds more than 0 and at most 3600, not 'inf'."
      ),
      // Issue 17, High 3: this crashed inside FoundationNetworking.
      (
        ["fetch", "tmdb", "popular", "--timeout", "1e17"],
        "--timeout must be a number of seconds more than 0 and at most 3600, not '1e+17'."
      ),
    ] {
      let result = try runQbank(arguments, environment: sandbox.environment)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
  }

  @Test func withImagesDownloadsPostersIntoTheCacheAtomically() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      [
        "fetch", "tmdb", "movie", "12313", "-o", sandbox.path("f.jsonl"), "--with-images",
        "--api-base", server.base("ok"),
        "--image-base", server.imageBase(),
      ],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("Posters: 1 downloaded, 0 already cached, 0 failed."))
    let images = try FileManager.default.contentsOfDirectory(
      atPath: sandbox.cache.appendingPathComponent("images").path)
    #expect(images.count == 1)
    #expect(images.allSatisfy { !$0.hasPrefix(".") && $0.hasSuffix(".jpg") })
    #expect(server.requests().contains { ($0["path"] ?? "").hasPrefix("/t/p/") })

    let again = try runQbank(
      [
        "fetch", "tmdb", "movie", "12313", "--offline", "--with-images", "--api-base",
        server.base("ok"), "--image-base", server.imageBase(),
      ],
      environment: sandbox.environment)
    #expect(again.stderr.contains("Posters: 0 downloaded, 1 already cached, 0 failed."))
  }

  @Test func anInterruptedPosterDownloadLeavesNoFile() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      [
        "fetch", "tmdb", "movie", "12313", "--with-images", "--api-base", server.base("ok"),
        "--image-base", server.imageBase("drop"), "--retries", "2",
      ],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("https://image.tmdb.org/t/p/w500/"))
    #expect(result.stderr.contains(": connection lost; trying again in 0.5 s (try 2 of 2)."))
    #expect(result.stderr.contains("The connection was lost while fetching"))
    #expect(server.requests().filter { ($0["path"] ?? "").hasPrefix("/t/p/") }.count == 2)
    #expect(result.stderr.contains("Posters: 0 downloaded, 0 already cached, 1 failed."))
    let images =
      (try? FileManager.default.contentsOfDirectory(
        atPath: sandbox.cache.appendingPathComponent("images").path)) ?? []
    #expect(images.isEmpty)
  }
}
