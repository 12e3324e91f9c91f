import Foundation
import QuizBankLocalization
import QuizBankModel

/// The user-facing wording of fetch errors and client events, in the UI language.
/// The library makes the text; the CLI decides where to print it.
package enum CatalogMessages {
  /// `error` as one plain sentence or two, every server- or data-made part
  /// passed through the terminal gate (``DisplayText/escaped(_:keepTab:)``).
  package static func describe(_ error: FetchError, _ text: Localizer) -> String {
    DisplayText.escaped(words(error, text))
  }

  private static func words(_ error: FetchError, _ text: Localizer) -> String {
    switch error {
    case .unauthorized(let service):
      let variables = service == "imdb" ? "IMDB_API_KEY" : "TMDB_API_KEY / TMDB_TOKEN"
      return text.text(
        "fetch.error.unauthorized", ["service": serviceName(service), "variables": variables])
    case .refused(let service, let message):
      return text.text(
        "fetch.error.refused", ["service": serviceName(service), "message": message])
    case .notFound(let resource):
      return text.text("fetch.error.notFound", ["resource": resource])
    case .gaveUp(let resource, let attempts, let problem):
      return text.text(
        "fetch.error.gaveUp",
        ["resource": resource, "attempts": String(attempts), "problem": problem])
    case .offline(let resource):
      return text.text("fetch.error.offline", ["resource": resource])
    case .unreachable(let resource):
      return text.text("fetch.error.unreachable", ["resource": resource])
    case .connectionLost(let resource):
      return text.text("fetch.error.connectionLost", ["resource": resource])
    case .unexpectedStatus(let resource, let status):
      return text.text("fetch.error.status", ["resource": resource, "status": String(status)])
    case .missingKey(let service, let variables):
      return text.text(
        "fetch.error.missingKey",
        [
          "service": serviceName(service),
          "variables": variables.joined(separator: text.text("fetch.error.or")),
        ])
    case .unreadable(let resource, let reason):
      return text.text("fetch.error.unreadable", ["resource": resource, "reason": reason])
    }
  }

  /// A notice for a client event, through the terminal gate.
  package static func describe(_ event: ClientEvent, _ text: Localizer) -> String {
    DisplayText.escaped(words(event, text))
  }

  private static func words(_ event: ClientEvent, _ text: Localizer) -> String {
    switch event {
    case .retrying(let resource, let attempt, let of, let delay, let problem):
      return text.text(
        "fetch.retrying",
        [
          "resource": resource, "problem": problem, "delay": formatSeconds(delay, text),
          "next": String(attempt + 1), "of": String(of),
        ])
    case .servedFromCache(let resource):
      return text.text("fetch.fromCache", ["resource": resource])
    case .searchedCache(let query):
      return text.text("fetch.searchedCache", ["query": query])
    case .pagesNotCached(let list, let pages, let of):
      return text.text(
        "fetch.pagesNotCached",
        [
          "list": list, "pages": pages.map(String.init).joined(separator: ", "),
          "count": String(pages.count), "of": String(of),
        ])
    }
  }

  private static func serviceName(_ service: String) -> String {
    switch service {
    case "tmdb": "TMDB"
    case "imdb": "IMDb (imdb-api.com)"
    default: service
    }
  }

  private static func formatSeconds(_ seconds: Double, _ text: Localizer) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : text.number(seconds, digits: 1)
  }
}
