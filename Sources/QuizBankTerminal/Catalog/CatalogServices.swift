import Foundation
import QuizBankCatalog
import QuizBankLocalization

/// Wires the catalogue library for one CLI run: cache, client, fetcher, image
/// store, with notices and progress going to stderr (progress only on a terminal).
package struct CatalogServices {
  package let client: APIClient
  package let endpoints: Endpoints
  package let images: PosterCache
  package let progress: ProgressBar

  /// The services for `network`, the command line's network options.
  package init(
    network: CatalogNetwork, text: Localizer, console: any TerminalOutput,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let root = ResponseCache.defaultRoot(environment: environment)
    let progress = ProgressBar(console: console)
    self.progress = progress
    let style = Style(enabled: console.colorsStderr)
    client = APIClient(
      transport: CurlTransport(timeout: network.timeout),
      cache: ResponseCache(root: root),
      retry: RetryPolicy(attempts: network.retries),
      mode: network.offline ? .offline : .online,
      events: { event in
        progress.clear()
        console.err(style.yellow(CatalogMessages.describe(event, text)) + "\n")
      })
    endpoints = Endpoints(
      apiBase: network.apiBase, credentials: Credentials(environment: environment),
      requireKeys: !network.offline)
    images = PosterCache(root: root, client: client, imageBase: network.imageBase)
  }

  /// A fetcher reading responses with the importer's readers.
  package func fetcher(reader: any FilmReading, text: Localizer) -> CatalogFetcher {
    let progress = self.progress
    return CatalogFetcher(
      client: client, endpoints: endpoints, reader: reader, concurrency: 4,
      progress: { step in
        progress.show(
          text.text("fetch.progress", ["done": String(step.done), "total": String(step.total)]))
      })
  }
}

/// The network options `fetch`, `catalog show` and `curate` share.
package struct CatalogNetwork: Sendable {
  /// Root of the API instead of TMDB's and imdb-api.com's.
  package var apiBase: String?
  /// Root to download images from instead of their own host.
  package var imageBase: String?
  /// Whether only the cache is used.
  package var offline: Bool
  /// Seconds to wait for a response before trying again.
  package var timeout: Double
  /// Tries per request, the first included.
  package var retries: Int

  package init(
    apiBase: String?, imageBase: String?, offline: Bool, timeout: Double, retries: Int
  ) {
    self.apiBase = apiBase
    self.imageBase = imageBase
    self.offline = offline
    self.timeout = timeout
    self.retries = retries
  }
}
