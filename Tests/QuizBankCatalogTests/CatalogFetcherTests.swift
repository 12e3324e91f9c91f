import Foundation
import QuizBankModel
import Testing

@testable import QuizBankCatalog

/// Counts how many requests are in flight at once.
final class ConcurrencyProbe: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var inFlight = 0
  private(set) var peak = 0
  private(set) var pages: [String] = []

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    lock.withLock {
      inFlight += 1
      peak = max(peak, inFlight)
      pages.append(request.url.query ?? "")
    }
    try await Task.sleep(nanoseconds: 20_000_000)
    lock.withLock { inFlight -= 1 }
    let page =
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first {
        $0.name == "page"
      }?.value ?? "0"
    return HTTPResponse(status: 200, body: Data(page.utf8))
  }
}

/// A reader for the probe's bodies: the body is the page number; each page holds one film.
struct PageNumberReader: FilmReading {
  func checkTMDBGenres(_ data: Data) throws {}
  func tmdbPage(_ data: Data, genreList: Data?, list: String) throws -> TMDBPage {
    let page = String(decoding: data, as: UTF8.self)
    // Pages 9 and 10 repeat page 1's film.
    let id = ["9", "10"].contains(page) ? "1" : page
    return TMDBPage(films: [Film(id: id, source: "tmdb", title: "Page \(page)")], totalPages: 12)
  }
  func tmdbMovie(_ data: Data, list: String) throws -> Film {
    throw UnreadableResponse(reason: "unused")
  }
  func imdbList(_ data: Data, list: String) throws -> [Film] { [] }
}

struct CatalogFetcherTests {
  @Test func fetchesAtMostFourPagesAtOnceAndMergesThemInOrder() async throws {
    let probe = ConcurrencyProbe()
    let fetcher = CatalogFetcher(
      client: APIClient(transport: probe, cache: nil),
      endpoints: Endpoints(apiBase: "http://mirror.test/3", credentials: Credentials(tmdbKey: "k")),
      reader: PageNumberReader(), concurrency: 4)
    let outcome = try await fetcher.run(.tmdbList(.popular, pages: 10, language: nil))
    #expect(outcome.films.map(\.id) == ["1", "2", "3", "4", "5", "6", "7", "8"])
    #expect(outcome.films.first?.title == "Page 1")
    #expect(probe.peak <= 4)
    #expect(probe.peak >= 2)
    #expect(outcome.fetched == 11)
  }
}
