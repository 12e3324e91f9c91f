import Foundation

/// Builds the requests for TMDB v3 and imdb-api.com, keeping keys out of the
/// keyless address used for the cache and for messages.
package struct Endpoints: Sendable {
  /// TMDB's API root, `https://api.themoviedb.org/3` unless overridden.
  package var tmdbBase: String
  /// imdb-api.com's root, `https://imdb-api.com` unless overridden.
  package var imdbBase: String
  /// The keys.
  package var credentials: Credentials
  /// Whether keys are required (false when serving from the cache only).
  package var requireKeys: Bool

  /// The package services' roots.
  package static let defaultTMDBBase = "https://api.themoviedb.org/3"
  /// imdb-api.com's root.
  package static let defaultIMDbBase = "https://imdb-api.com"

  /// Creates endpoints; `apiBase` replaces both roots (tests, mirrors).
  package init(apiBase: String? = nil, credentials: Credentials, requireKeys: Bool = true) {
    let base = apiBase.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    tmdbBase = base ?? Self.defaultTMDBBase
    imdbBase = base ?? Self.defaultIMDbBase
    self.credentials = credentials
    self.requireKeys = requireKeys
  }

  /// A TMDB request for `path` with `query` items.
  package func tmdb(_ path: String, _ query: [(String, String)]) throws -> APIRequest {
    let sorted = query.sorted { $0.0 < $1.0 }
    let keyless = Self.compose(tmdbBase + path, sorted)
    var headers: [String: String] = [:]
    var full = sorted
    if let token = credentials.tmdbToken {
      headers["Authorization"] = "Bearer \(token)"
    } else if let key = credentials.tmdbKey {
      full.append(("api_key", key))
    } else if requireKeys {
      throw FetchError.missingKey(service: "tmdb", variables: ["TMDB_API_KEY", "TMDB_TOKEN"])
    }
    guard let url = URL(string: Self.compose(tmdbBase + path, full)) else {
      throw FetchError.unreadable(resource: keyless, reason: "not a valid address")
    }
    return APIRequest(service: "tmdb", url: url, headers: headers, redacted: keyless)
  }

  /// An imdb-api.com request: `/en/API/{endpoint}/{key}`.
  package func imdb(_ endpoint: String) throws -> APIRequest {
    let keyless = "\(imdbBase)/en/API/\(endpoint)"
    let key: String
    if let imdbKey = credentials.imdbKey {
      key = imdbKey
    } else if requireKeys {
      throw FetchError.missingKey(service: "imdb", variables: ["IMDB_API_KEY"])
    } else {
      key = "offline"
    }
    let escaped = key.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? key
    guard let url = URL(string: "\(keyless)/\(escaped)") else {
      throw FetchError.unreadable(resource: keyless, reason: "not a valid address")
    }
    return APIRequest(service: "imdb", url: url, redacted: keyless)
  }

  private static func compose(_ base: String, _ query: [(String, String)]) -> String {
    guard !query.isEmpty else { return base }
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+?#")
    let items = query.map { name, value in
      "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
    }
    return base + "?" + items.joined(separator: "&")
  }
}
