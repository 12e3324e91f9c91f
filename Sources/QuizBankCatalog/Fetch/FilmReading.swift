import Foundation
import QuizBankModel

/// One page of a TMDB list as films.
package struct TMDBPage: Sendable {
  /// The films, in the page's order.
  package var films: [Film]
  /// How many pages the list has.
  package var totalPages: Int

  /// Creates a page.
  package init(films: [Film], totalPages: Int) {
    self.films = films
    self.totalPages = totalPages
  }
}

/// Turns fetched responses into films. The fetcher does not parse IMDb or TMDB
/// JSON itself: the importer's readers do (see ``ImportFilmReader``).
package protocol FilmReading: Sendable {
  /// Checks a TMDB `/genre/movie/list` response; throws when it is not one.
  func checkTMDBGenres(_ data: Data) throws
  /// A TMDB list or search page, its `genre_ids` named by `genreList` (a genre list response).
  func tmdbPage(_ data: Data, genreList: Data?, list: String) throws -> TMDBPage
  /// A TMDB `/movie/{id}` response (with videos) as a film with countries and trailer.
  func tmdbMovie(_ data: Data, list: String) throws -> Film
  /// An imdb-api.com list response; throws ``FetchError/refused(service:message:)`` when
  /// the response carries an `errorMessage`.
  func imdbList(_ data: Data, list: String) throws -> [Film]
}

/// A response a reader could not make sense of; the client adds the address.
package struct UnreadableResponse: Error, Sendable {
  /// What is wrong, with a line and column where known.
  package var reason: String

  /// Creates the error.
  package init(reason: String) { self.reason = reason }
}
