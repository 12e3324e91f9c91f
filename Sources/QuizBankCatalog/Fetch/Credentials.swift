import Foundation

/// API keys, read from the environment and never printed.
///
/// `TMDB_API_KEY` goes in the `api_key` query parameter; `TMDB_TOKEN` (a v4
/// read access token) goes in an `Authorization: Bearer` header instead.
/// `IMDB_API_KEY` goes in the imdb-api.com path.
package struct Credentials: Sendable {
  /// The TMDB v3 key.
  package var tmdbKey: String?
  /// The TMDB bearer token.
  package var tmdbToken: String?
  /// The imdb-api.com key.
  package var imdbKey: String?

  /// Reads the keys from `environment`; empty values count as absent.
  package init(environment: [String: String]) {
    func value(_ name: String) -> String? {
      guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
      else { return nil }
      return value
    }
    tmdbKey = value("TMDB_API_KEY")
    tmdbToken = value("TMDB_TOKEN")
    imdbKey = value("IMDB_API_KEY")
  }

  /// Creates credentials directly.
  package init(tmdbKey: String? = nil, tmdbToken: String? = nil, imdbKey: String? = nil) {
    self.tmdbKey = tmdbKey
    self.tmdbToken = tmdbToken
    self.imdbKey = imdbKey
  }
}
