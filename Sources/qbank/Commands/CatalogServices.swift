import Foundation
import QuizBankCatalog
import QuizBankLocalization

/// Wires the catalogue library for one CLI run: cache, client, fetcher, image
/// store, with notices and progress going to stderr (progress only on a terminal).
struct CatalogServices {
  let client: APIClient
  let endpoints: Endpoints
  let images: PosterCache
  let progress: ProgressBar

  init(network: CatalogNetworkOptions, text: Localizer, console: Console = .current) {
    let environment = ProcessInfo.processInfo.environment
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
  func fetcher(reader: any FilmReading, text: Localizer) -> CatalogFetcher {
    let progress = self.progress
    return CatalogFetcher(
      client: client, endpoints: endpoints, reader: reader, concurrency: 4,
      progress: { step in
        progress.show(
          text.text("fetch.progress", ["done": String(step.done), "total": String(step.total)]))
      })
  }
}
