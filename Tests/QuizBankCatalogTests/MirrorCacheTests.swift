import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankCatalog

/// The cache is keyed by service and request, never by key or root, and
/// `--api-base` replaces the services' roots as its help says (issue 14, bug 5);
/// no network without `--offline` says so, and serves what is cached (bug 4).
struct MirrorCacheTests {
  private let key = Credentials(tmdbKey: "SECRET-KEY", imdbKey: "IMDB-SECRET")

  private func ok(_ text: String) -> ScriptedTransport.Step {
    .respond(HTTPResponse(status: 200, body: Data(text.utf8)))
  }

  private func client(
    _ transport: ScriptedTransport, cache: ResponseCache, mode: NetworkMode = .online,
    events: @escaping @Sendable (ClientEvent) -> Void = { _ in }
  ) -> APIClient {
    APIClient(
      transport: transport, cache: cache, retry: RetryPolicy(attempts: 2), mode: mode,
      events: events, sleep: { _ in })
  }

  @Test func anAPIBaseIsTheRootTheServicesPathsFollow() throws {
    for base in ["http://host/ok", "http://host/ok/", "http://host/ok/3", "http://host/ok/3/"] {
      let endpoints = Endpoints(apiBase: base, credentials: key)
      #expect(
        try endpoints.tmdb("/movie/popular", [("page", "1")]).redacted
          == "http://host/ok/3/movie/popular?page=1", "\(base)")
      #expect(
        try endpoints.imdb("Top250Movies").url.absoluteString
          == "http://host/ok/en/API/Top250Movies/IMDB-SECRET", "\(base)")
    }
    let real = Endpoints(credentials: key)
    #expect(
      try real.tmdb("/movie/550", []).url.absoluteString
        == "https://api.themoviedb.org/3/movie/550?api_key=SECRET-KEY")
    #expect(
      try real.imdb("Top250Movies").url.absoluteString
        == "https://imdb-api.com/en/API/Top250Movies/IMDB-SECRET")
  }

  @Test func theCacheKeyIsTheServiceAndTheRequestWhateverTheRootOrKey() throws {
    let mirror = Endpoints(apiBase: "http://127.0.0.1:9/ok/3", credentials: key)
    let real = Endpoints(credentials: Credentials(tmdbToken: "TOKEN-1234"))
    let query = [("append_to_response", "videos")]
    #expect(
      try mirror.tmdb("/movie/12313", query).cacheKey
        == "tmdb:/movie/12313?append_to_response=videos")
    #expect(
      try real.tmdb("/movie/12313", query).cacheKey == "tmdb:/movie/12313?append_to_response=videos"
    )
    #expect(try mirror.imdb("Top250Movies").cacheKey == "imdb:/en/API/Top250Movies")
    #expect(
      try Endpoints(credentials: key, requireKeys: false).imdb("Top250Movies").cacheKey
        == "imdb:/en/API/Top250Movies")
  }

  @Test func aResponseFetchedThroughAMirrorIsServedOfflineWithoutIt() async throws {
    let cache = ResponseCache(root: try TestPaths.temporaryDirectory("qbank-cache"))
    let mirror = Endpoints(apiBase: "http://mirror.test/ok", credentials: key)
    _ = try await client(ScriptedTransport([ok("details")]), cache: cache)
      .get(try mirror.tmdb("/movie/12313", [])) { $0 }
    let offline = Endpoints(credentials: Credentials(), requireKeys: false)
    let none = ScriptedTransport([])
    let served = try await client(none, cache: cache, mode: .offline)
      .get(try offline.tmdb("/movie/12313", [])) { $0 }
    #expect(served.fromCache && served.value == Data("details".utf8))
    #expect(none.sent.isEmpty)
  }

  @Test func anEntryCachedUnderItsAddressBeforeIsStillServed() async throws {
    let cache = ResponseCache(root: try TestPaths.temporaryDirectory("qbank-cache"))
    try cache.store(
      Data("old".utf8), for: "https://api.themoviedb.org/3/movie/550?append_to_response=videos")
    let request = try Endpoints(credentials: Credentials(), requireKeys: false)
      .tmdb("/movie/550", [("append_to_response", "videos")])
    let served = try await client(ScriptedTransport([]), cache: cache, mode: .offline)
      .get(request) { $0 }
    #expect(served.value == Data("old".utf8))
  }

  @Test func unreachableAndNeverFetchedSaysTheNetworkIsUnreachableNotOffline() async throws {
    let cache = ResponseCache(root: try TestPaths.temporaryDirectory("qbank-cache"))
    let request = try Endpoints(credentials: key).tmdb("/movie/popular", [("page", "1")])
    await #expect(
      throws: FetchError.unreachable(
        resource: "https://api.themoviedb.org/3/movie/popular?page=1")
    ) {
      _ = try await client(ScriptedTransport([.fail(.cannotConnectToHost)]), cache: cache)
        .get(request) { $0 }
    }
    let english = CatalogMessages.describe(
      FetchError.unreachable(resource: "https://api.themoviedb.org/3/movie/popular?page=1"),
      .init(language: .en, table: .catalog))
    #expect(
      english
        == "The network is unreachable, and https://api.themoviedb.org/3/movie/popular?page=1 was never fetched, so there is no copy to use. Check the connection and run the command again."
    )
    #expect(!english.contains("--offline"))
    #expect(FetchError.unreachable(resource: "x").failureKind == .unavailable)
  }

  @Test func aRetryDelayIsWrittenAsTheLanguageWritesNumbers() {
    let event = ClientEvent.retrying(
      resource: "r", attempt: 1, of: 4, delay: 0.5, problem: "HTTP 500")
    #expect(
      CatalogMessages.describe(event, Localizer(language: .uk, table: .catalog))
        == "r: HTTP 500; повтор через 0,5 с (спроба 2 з 4).")
    #expect(
      CatalogMessages.describe(event, Localizer(language: .en, table: .catalog))
        == "r: HTTP 500; trying again in 0.5 s (try 2 of 4).")
  }
}
