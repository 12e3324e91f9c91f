import Foundation

/// One GET request as a transport sends it: the address and the headers.
///
/// Our own type rather than Foundation's `URLRequest`, which lives in
/// FoundationNetworking on Linux (URLSession over libcurl's multi handle) — a
/// library this package no longer links.
package struct HTTPRequest: Sendable, Hashable {
  /// The address, key included.
  package var url: URL
  /// The headers, by name as first set (names compare without case).
  package private(set) var headers: [String: String]

  /// A request for `url` with `headers`.
  package init(url: URL, headers: [String: String] = [:]) {
    self.url = url
    self.headers = [:]
    for (name, value) in headers { setValue(value, forHTTPHeaderField: name) }
  }

  /// Sets (or, with `nil`, removes) the header `name`, whatever its case.
  package mutating func setValue(_ value: String?, forHTTPHeaderField name: String) {
    for key in headers.keys where key.caseInsensitiveCompare(name) == .orderedSame {
      headers[key] = nil
    }
    if let value { headers[name] = value }
  }

  /// The value of the header `name`, whatever its case.
  package func value(forHTTPHeaderField name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// This request as it may be sent after a redirect to `target` from a request
  /// first sent to `origin`: unchanged but for the address on the same origin
  /// (scheme, host and port); on another origin without the `Authorization`
  /// header and without `api_key`-style query items (``APIRequest/credentialQueryNames``).
  package func redirected(to target: URL, from origin: URL) -> HTTPRequest {
    var next = self
    next.url = target
    guard !Self.sameOrigin(origin, target) else { return next }
    next.setValue(nil, forHTTPHeaderField: "Authorization")
    if var parts = URLComponents(url: target, resolvingAgainstBaseURL: false),
      let items = parts.queryItems
    {
      let kept = items.filter { !APIRequest.credentialQueryNames.contains($0.name.lowercased()) }
      if kept.count != items.count {
        parts.queryItems = kept.isEmpty ? nil : kept
        next.url = parts.url ?? target
      }
    }
    return next
  }

  /// Whether `a` and `b` have the same scheme, host and port (the scheme's default when absent).
  package static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
    func port(_ url: URL) -> Int? {
      url.port
        ?? (url.scheme?.lowercased() == "https"
          ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
    return a.scheme?.lowercased() == b.scheme?.lowercased()
      && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
  }
}

/// One HTTP response: status, headers (names lowercased) and body.
package struct HTTPResponse: Sendable {
  /// The status code.
  package var status: Int
  /// The headers, names lowercased; repeated headers joined with ", ".
  package var headers: [String: String]
  /// The body.
  package var body: Data

  /// Creates a response.
  package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Sends one GET request, following redirects. Behind a protocol so the
/// client's retry and cache logic can be tested without sockets.
package protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response. Throws a `URLError` when the
  /// exchange fails (`.timedOut` past the deadline; `.cannotConnectToHost` or
  /// `.cannotFindHost` when the server cannot be reached; `.networkConnectionLost`
  /// when a connection drops half-way), ``ResponseTooLarge`` past the body limit,
  /// and `CancellationError` when the calling task is cancelled.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A response body past the transport's limit; the download was stopped.
package struct ResponseTooLarge: Error, Sendable, Equatable {
  /// The limit, in bytes.
  package var limit: Int

  /// Creates the error.
  package init(limit: Int) { self.limit = limit }

  /// What went wrong, for a message.
  package var reason: String {
    let size = limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return "the response is larger than \(size); the download was stopped"
  }
}
