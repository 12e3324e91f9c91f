import Foundation

/// A request to a service, with its key kept apart from everything printable.
package struct APIRequest: Sendable, Hashable {
  /// The service: `tmdb`, `imdb` or `image`.
  package var service: String
  /// The address to send, key included.
  package var url: URL
  /// Extra headers (a TMDB bearer token).
  package var headers: [String: String]
  /// The address with the key taken out: what messages show.
  package var redacted: String
  /// What the response is cached under: the service and the request
  /// (`tmdb:/movie/550?append_to_response=videos`), never the key or the root,
  /// so a response fetched through a mirror is there for the real service too.
  package var cacheKey: String

  /// Creates a request; `cacheKey` defaults to `redacted`.
  package init(
    service: String, url: URL, headers: [String: String] = [:], redacted: String,
    cacheKey: String? = nil
  ) {
    self.service = service
    self.url = url
    self.headers = headers
    self.redacted = redacted
    self.cacheKey = cacheKey ?? redacted
  }

  /// The request the transport sends.
  package var httpRequest: HTTPRequest {
    var request = HTTPRequest(url: url, headers: headers)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  /// The secrets this request carries: the `api_key` (or similar) query values,
  /// the `Authorization` header's credential, and the path after the keyless
  /// address (imdb-api.com puts the key there).
  package var secrets: [String] {
    var found: [String] = []
    if let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems {
      for item in items where APIRequest.credentialQueryNames.contains(item.name.lowercased()) {
        if let value = item.value { found.append(value) }
      }
    }
    for (name, value) in headers where name.lowercased() == "authorization" {
      found.append(value)
      if let space = value.firstIndex(of: " ") { found.append(String(value[space...].dropFirst())) }
    }
    let address = url.absoluteString
    if address.hasPrefix(redacted + "/") {
      let rest = address.dropFirst(redacted.count + 1)
      found.append(String(rest))
      if let plain = rest.removingPercentEncoding { found.append(plain) }
    }
    return found.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
  }

  /// Query items that carry a key.
  package static let credentialQueryNames: Set<String> = [
    "api_key", "apikey", "access_token", "token",
  ]

  /// `text` from the server with this request's secrets, and any
  /// `api_key=…`-style query value or bearer token, replaced by `***`.
  package func redact(_ text: String) -> String {
    var out = text
    for secret in secrets { out = out.replacingOccurrences(of: secret, with: "***") }
    return Self.redactPatterns(out)
  }

  /// `api_key=VALUE` (and the other credential names) and `Bearer VALUE` with
  /// the value replaced by `***`, whoever's key it is.
  package static func redactPatterns(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    let names = credentialQueryNames.map { $0 + "=" } + ["bearer "]
    while let hit = names.compactMap({ name in
      rest.range(of: name, options: .caseInsensitive).map { (name, $0) }
    }).min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
      out += rest[..<hit.1.upperBound]
      rest = rest[hit.1.upperBound...]
      let end =
        rest.firstIndex { $0 == "&" || $0 == "\"" || $0 == "'" || $0.isWhitespace || $0 == "#" }
        ?? rest.endIndex
      if end > rest.startIndex { out += "***" }
      rest = rest[end...]
    }
    return out + rest
  }
}
