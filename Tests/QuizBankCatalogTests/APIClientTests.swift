import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankCatalog

/// A transport that answers from a script and records what it was sent.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  enum Step {
    case respond(HTTPResponse)
    case fail(URLError.Code)
  }

  private let lock = NSLock()
  private var steps: [Step]
  private(set) var sent: [HTTPRequest] = []

  init(_ steps: [Step]) { self.steps = steps }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let step: Step = lock.withLock {
      sent.append(request)
      return steps.isEmpty ? .fail(.cannotConnectToHost) : steps.removeFirst()
    }
    switch step {
    case .respond(let response): return response
    case .fail(let code): throw URLError(code)
    }
  }
}

/// Records the delays the client waited.
final class DelayLog: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Double] = []
  func add(_ value: Double) { lock.withLock { values.append(value) } }
  var delays: [Double] { lock.withLock { values } }
}

struct APIClientTests {
  let endpoints = Endpoints(
    apiBase: "http://mirror.test/3", credentials: Credentials(tmdbKey: "SECRET-KEY"))

  private func client(
    _ transport: ScriptedTransport, cache: ResponseCache? = nil, mode: NetworkMode = .online,
    log: DelayLog = DelayLog()
  )
    -> APIClient
  {
    APIClient(
      transport: transport, cache: cache, retry: RetryPolicy(attempts: 4), mode: mode,
      sleep: { log.add($0) })
  }

  private func ok(_ text: String) -> ScriptedTransport.Step {
    .respond(HTTPResponse(status: 200, body: Data(text.utf8)))
  }

  @Test func putsTheKeyInTheRequestButNotInTheRedactedAddress() throws {
    let request = try endpoints.tmdb("/movie/popular", [("page", "2")])
    #expect(
      request.url.absoluteString == "http://mirror.test/3/movie/popular?page=2&api_key=SECRET-KEY")
    #expect(request.redacted == "http://mirror.test/3/movie/popular?page=2")
    let bearer = Endpoints(apiBase: nil, credentials: Credentials(tmdbToken: "TOKEN"))
    let withToken = try bearer.tmdb("/movie/550", [])
    #expect(withToken.headers["Authorization"] == "Bearer TOKEN")
    #expect(!withToken.url.absoluteString.contains("TOKEN"))
    let imdb = try Endpoints(apiBase: nil, credentials: Credentials(imdbKey: "k_123")).imdb(
      "Top250Movies")
    #expect(imdb.url.absoluteString == "https://imdb-api.com/en/API/Top250Movies/k_123")
    #expect(imdb.redacted == "https://imdb-api.com/en/API/Top250Movies")
  }

  @Test func missingKeyIsReportedWithTheVariablesToSet() {
    #expect(
      throws: FetchError.missingKey(service: "tmdb", variables: ["TMDB_API_KEY", "TMDB_TOKEN"])
    ) {
      try Endpoints(apiBase: nil, credentials: Credentials()).tmdb("/movie/popular", [])
    }
  }

  @Test func retriesA429AfterTheServersRetryAfter() async throws {
    let transport = ScriptedTransport([
      .respond(HTTPResponse(status: 429, headers: ["retry-after": "3"])), ok("{}"),
    ])
    let log = DelayLog()
    let result = try await client(transport, log: log).get(try endpoints.tmdb("/x", [])) { $0 }
    #expect(result.value == Data("{}".utf8))
    #expect(transport.sent.count == 2)
    #expect(log.delays == [3])
  }

  @Test func backsOffExponentiallyOn5xxAndTimeoutsThenGivesUp() async throws {
    let transport = ScriptedTransport([
      .respond(HTTPResponse(status: 500)), .fail(.timedOut), .respond(HTTPResponse(status: 503)),
      .respond(HTTPResponse(status: 502)),
    ])
    let log = DelayLog()
    await #expect(
      throws: FetchError.gaveUp(
        resource: "http://mirror.test/3/x", attempts: 4, lastProblem: "HTTP 502")
    ) {
      _ = try await client(transport, log: log).get(try endpoints.tmdb("/x", [])) { $0 }
    }
    #expect(log.delays == [0.5, 1, 2])
    #expect(transport.sent.count == 4)
  }

  @Test func doesNotRetryABadKey() async throws {
    let transport = ScriptedTransport([.respond(HTTPResponse(status: 401)), ok("{}")])
    await #expect(throws: FetchError.unauthorized(service: "tmdb")) {
      _ = try await client(transport).get(try endpoints.tmdb("/x", [])) { $0 }
    }
    #expect(transport.sent.count == 1)
  }

  @Test func doesNotRetryOrCacheARefusedResponse() async throws {
    let root = try TestPaths.temporaryDirectory("qbank-cache")
    let cache = ResponseCache(root: root)
    let transport = ScriptedTransport([ok("refused"), ok("fine")])
    let request = try endpoints.tmdb("/x", [])
    await #expect(throws: FetchError.refused(service: "imdb", message: "Invalid API Key")) {
      _ = try await client(transport, cache: cache).get(request) { data -> Data in
        if data == Data("refused".utf8) {
          throw FetchError.refused(service: "imdb", message: "Invalid API Key")
        }
        return data
      }
    }
    #expect(transport.sent.count == 1)
    #expect(cache.load(request.cacheKey) == nil)
  }

  @Test func servesTheCacheWhenOfflineOrUnreachableAndSaysOfflineWhenNotCached() async throws {
    let root = try TestPaths.temporaryDirectory("qbank-cache")
    let cache = ResponseCache(root: root)
    let request = try endpoints.tmdb("/movie/popular", [("page", "1")])
    _ = try await client(ScriptedTransport([ok("page one")]), cache: cache).get(request) { $0 }

    let offline = ScriptedTransport([])
    let cached = try await client(offline, cache: cache, mode: .offline).get(request) { $0 }
    #expect(cached.fromCache && cached.value == Data("page one".utf8))
    #expect(offline.sent.isEmpty)

    let unreachable = try await client(
      ScriptedTransport([.fail(.cannotConnectToHost)]), cache: cache
    ).get(request) { $0 }
    #expect(unreachable.fromCache)

    let other = try endpoints.tmdb("/movie/550", [])
    await #expect(throws: FetchError.offline(resource: "http://mirror.test/3/movie/550")) {
      _ = try await client(ScriptedTransport([]), cache: cache, mode: .offline).get(other) { $0 }
    }
  }

  @Test func retriesAConnectionDroppedHalfWayAndNeverServesTheCacheForIt() async throws {
    let root = try TestPaths.temporaryDirectory("qbank-cache")
    let cache = ResponseCache(root: root)
    let request = try endpoints.tmdb("/movie/popular", [("page", "1")])
    _ = try await client(ScriptedTransport([ok("old page")]), cache: cache).get(request) { $0 }
    // The server was reached and then the connection dropped: not "offline".
    let dropped = ScriptedTransport([.fail(.networkConnectionLost), ok("new page")])
    let again = try await client(dropped, cache: cache).get(request) { $0 }
    #expect(!again.fromCache && again.value == Data("new page".utf8))
    #expect(dropped.sent.count == 2)
    let alwaysDropped = ScriptedTransport(Array(repeating: .fail(.networkConnectionLost), count: 4))
    await #expect(
      throws: FetchError.connectionLost(resource: "http://mirror.test/3/movie/popular?page=1")
    ) {
      _ = try await client(alwaysDropped, cache: cache).get(request) { $0 }
    }
    #expect(alwaysDropped.sent.count == 4)
  }

  @Test func cacheFilesNeverNameTheKey() async throws {
    let root = try TestPaths.temporaryDirectory("qbank-cache")
    let cache = ResponseCache(root: root)
    let request = try endpoints.tmdb("/movie/popular", [])
    _ = try await client(ScriptedTransport([ok("x")]), cache: cache).get(request) { $0 }
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
    #expect(!files.isEmpty)
    for file in files {
      #expect(!file.contains("SECRET"))
      let contents =
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      #expect(!contents.contains("SECRET"))
    }
    #expect(cache.keys() == ["tmdb:/movie/popular"])
  }

  @Test func readsRetryAfterAsSecondsOrAnHTTPDate() {
    #expect(RetryPolicy.parseRetryAfter("7") == 7)
    let now = Date(timeIntervalSince1970: 1_000_000_000)
    let later = RetryPolicy.parseRetryAfter("Sun, 09 Sep 2001 01:46:50 GMT", now: now)
    #expect(later == 10)
    #expect(RetryPolicy(maxRetryAfter: 60).delay(afterAttempt: 1, retryAfter: "3600") == 60)
  }
}
