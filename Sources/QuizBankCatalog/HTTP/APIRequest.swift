import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request to a service, with its key kept apart from everything printable.
package struct APIRequest: Sendable, Hashable {
  /// The service: `tmdb`, `imdb` or `image`.
  package var service: String
  /// The address to send, key included.
  package var url: URL
  /// Extra headers (a TMDB bearer token).
  package var headers: [String: String]
  /// The address with the key taken out: the cache key, and what messages show.
  package var redacted: String

  /// Creates a request.
  package init(service: String, url: URL, headers: [String: String] = [:], redacted: String) {
    self.service = service
    self.url = url
    self.headers = headers
    self.redacted = redacted
  }

  /// The URL request to send.
  package var urlRequest: URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }
}
