import Foundation
import QuizBankCatalog
import QuizBankLocalization

/// Wires the catalogue library for one CLI run: cache, client, fetcher, image
/// store, with notices and progress going to stderr (progress only on a terminal).
struct CatalogServices {
  let client: APIClient
  let endpoints: Endpoints
  let images: ImageStore
  let progress: ProgressLine

  init(network: CatalogNetworkOptions, text: Localizer, console: Console = .current) {
    let environment = ProcessInfo.processInfo.environment
    let root = ResponseCache.defaultRoot(environment: environment)
    let progress = ProgressLine(enabled: console.stderrIsTerminal, console: console)
    self.progress = progress
    let style = Style(enabled: console.colorsStderr)
    client = APIClient(
      transport: URLSessionTransport(timeout: network.timeout),
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
    images = ImageStore(root: root, client: client, imageBase: network.imageBase)
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

/// A one-line progress indicator on stderr, redrawn in place; silent when stderr is not a terminal.
final class ProgressLine: Sendable {
  private let enabled: Bool
  private let console: Console

  init(enabled: Bool, console: Console) {
    self.enabled = enabled
    self.console = console
  }

  func show(_ text: String) {
    guard enabled else { return }
    console.err("\r\u{1B}[2K" + text)
  }

  func clear() {
    guard enabled else { return }
    console.err("\r\u{1B}[2K")
  }
}
