import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankCatalog

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport and client against a hostile server (issue 17, items 2, 5, 7):
/// an endless chunked body, a body trickling a byte a second, redirects to
/// another origin, and error text echoing the key.
@Suite(.requires(.python, .fixtures))
struct HostileServerTests {
  private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func anEndlessChunkedBodyStopsAtTheLimit() async throws {
    let server = try FixtureServer()
    let request = URLRequest(url: try url(server.base("endless") + "/movie/popular"))
    await #expect(throws: ResponseTooLarge(limit: 1 << 20)) {
      try await URLSessionTransport(timeout: 30, maxBodySize: 1 << 20).send(request)
    }
  }

  @Test func fetchWithATrickledBodyEndsAfterItsTimeoutTimesItsTries() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let started = Date()
    let result = try runQbank(
      [
        "fetch", "tmdb", "popular", "--api-base", server.base("trickle"), "--timeout", "2",
        "--retries", "2", "-o", sandbox.path("films.jsonl"),
      ], environment: sandbox.environment)
    let elapsed = Date().timeIntervalSince(started)
    #expect(result.status == 69)
    #expect(
      result.stderr.hasSuffix(
        "qbank: error: \(server.base("trickle"))/movie/popular?page=1 kept failing (timed out) after 2 tries. Try again later, or add --offline to use what was fetched before.\n"
      ), "\(result.stderr)")
    // Two tries of 2 s and a 0.5 s pause; the body alone takes 100 s, and before
    // only the gap between bytes counted. Timed in the child process's wall clock
    // as seen from here: an in-process timing is distorted by other tests
    // blocking this process's threads.
    #expect(elapsed < 40, "took \(elapsed) s")
  }

  @Test func aTrickledBodyGivesUpAfterTheTriesAsATimeout() async throws {
    let server = try FixtureServer()
    let address = server.base("trickle") + "/movie/popular"
    let client = APIClient(
      transport: URLSessionTransport(timeout: 1), cache: nil, retry: RetryPolicy(attempts: 2),
      sleep: { _ in })
    let request = APIRequest(service: "tmdb", url: try url(address), redacted: address)
    await #expect(
      throws: FetchError.gaveUp(resource: address, attempts: 2, lastProblem: "timed out")
    ) {
      _ = try await client.get(request) { $0 }
    }
  }

  /// Sends a request with a key and a bearer token through `scenario`'s redirect.
  private func sendWithCredentials(_ server: FixtureServer, _ scenario: String) async throws {
    var request = URLRequest(
      url: try url(server.base(scenario) + "/movie/popular?api_key=secret-key-789&page=1"))
    request.setValue("Bearer secret-token-000", forHTTPHeaderField: "Authorization")
    let response = try await URLSessionTransport(timeout: 10).send(request)
    #expect(response.status == 200, "the redirect is followed")
  }

  @Test func aCrossOriginRedirectGetsNeitherTheAuthorizationHeaderNorTheKey() async throws {
    let server = try FixtureServer()
    try await sendWithCredentials(server, "away")
    let logged = server.requests()
    #expect(logged.count == 2)
    let first = try #require(logged.first)
    #expect(first["host"] == "127.0.0.1:\(server.port)")
    #expect(first["authorization"] == "Bearer secret-token-000")
    let second = try #require(logged.last)
    #expect(second["host"] == "localhost:\(server.port)")
    #expect(second["path"] == "/3/movie/popular")
    #expect(second["authorization"] == "")
    #expect(second["query"] == "page=1")
  }

  @Test func aSameOriginRedirectKeepsTheCredentials() async throws {
    let server = try FixtureServer()
    try await sendWithCredentials(server, "near")
    let second = try #require(server.requests().last)
    #expect(second["scenario"] == "ok")
    #expect(second["authorization"] == "Bearer secret-token-000")
    #expect(second["query"] == "api_key=secret-key-789&page=1")
  }

  @Test func aStatusMessageEchoingTheKeyIsRedacted() async throws {
    let server = try FixtureServer()
    let keyless = server.base("echo") + "/movie/popular?page=1"
    let request = APIRequest(
      service: "tmdb", url: try url(keyless + "&api_key=secret-key-789"), redacted: keyless)
    let client = APIClient(transport: URLSessionTransport(timeout: 10), cache: nil)
    do {
      _ = try await client.get(request) { $0 }
      Issue.record("a 403 must fail")
    } catch FetchError.refused(let service, let message) {
      #expect(service == "tmdb")
      #expect(!message.contains("secret-key-789"))
      #expect(message.hasPrefix("Invalid request: GET /echo/3/movie/popular?page=1&api_key=*** "))
    }
  }
}

/// Redaction and redirect rules without a server.
struct CredentialRulesTests {
  @Test func redactsTheRequestsOwnSecretsAndAnyKeyLikeQueryValue() throws {
    let request = APIRequest(
      service: "tmdb", url: try #require(URL(string: "https://h/3/x?api_key=k3y-abc")),
      headers: ["Authorization": "Bearer tok-123456"], redacted: "https://h/3/x")
    #expect(
      request.redact("bad k3y-abc and tok-123456 from Bearer tok-123456")
        == "bad *** and *** from ***", "the whole header value is a secret")
    #expect(
      request.redact("GET /x?page=2&API_KEY=someone-else&token=t0ken#frag 'apikey=z'")
        == "GET /x?page=2&API_KEY=***&token=***#frag 'apikey=***'")
    #expect(request.redact("no secrets here") == "no secrets here")
  }

  @Test func redactsAnIMDbKeyCarriedInThePath() throws {
    let request = APIRequest(
      service: "imdb",
      url: try #require(URL(string: "https://imdb-api.com/en/API/Top250Movies/k_9x8y7")),
      redacted: "https://imdb-api.com/en/API/Top250Movies")
    #expect(
      request.redact("Invalid API Key k_9x8y7 for /en/API/Top250Movies/k_9x8y7")
        == "Invalid API Key *** for /en/API/Top250Movies/***")
  }
}
