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

  /// TMDB's API version, the start of every TMDB path.
  package static let tmdbVersion = "/3"

  /// Creates endpoints; `apiBase` replaces both services' roots (tests, mirrors):
  /// `https://api.themoviedb.org` and `https://imdb-api.com`, so `http://host/ok`
  /// gets `http://host/ok/3/movie/popular` and `http://host/ok/en/API/Top250Movies/…`.
  /// A root that already ends in `/3` (TMDB's versioned root) is taken as it is.
  package init(apiBase: String? = nil, credentials: Credentials, requireKeys: Bool = true) {
    var root = apiBase
    while let current = root, current.hasSuffix("/") { root = String(current.dropLast()) }
    if let current = root, current.hasSuffix(Self.tmdbVersion) {
      root = String(current.dropLast(Self.tmdbVersion.count))
    }
    tmdbBase = root.map { $0 + Self.tmdbVersion } ?? Self.defaultTMDBBase
    imdbBase = root ?? Self.defaultIMDbBase
    self.credentials = credentials
    self.requireKeys = requireKeys
  }

  /// The cache key of a TMDB request: the service and the keyless path and query.
  package static func tmdbCacheKey(_ path: String, _ query: [(String, String)]) -> String {
    "tmdb:" + compose(path, query.sorted { $0.0 < $1.0 })
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
    return APIRequest(
      service: "tmdb", url: url, headers: headers, redacted: keyless,
      cacheKey: Self.tmdbCacheKey(path, sorted))
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
    return APIRequest(
      service: "imdb", url: url, redacted: keyless, cacheKey: "imdb:/en/API/\(endpoint)")
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
