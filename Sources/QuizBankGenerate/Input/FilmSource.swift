import Foundation
import QuizBankModel

/// Films the generator reads, once, keeping only what it selected.
public protocol FilmSource {
  /// Calls `body` with each film in order.
  func forEachFilm(_ body: (Film) throws -> Void) throws
}

/// A catalogue file (JSON Lines), streamed, as the generator reads it: each
/// film with the members the generator uses (id, source, title, year, rating,
/// vote count, genres, image, lists); the others (crew, overview, countries,
/// …) are checked as the catalogue's reader checks them, but left empty.
public struct CatalogueSource: FilmSource {
  /// The members kept: what ``FilmSelection``, the rules and the questions use.
  static let members = Film.FieldSet([.genres, .image, .lists, .rating, .voteCount, .year])

  /// The file.
  public var url: URL

  /// Creates a source over a catalogue file.
  public init(url: URL) { self.url = url }

  /// Calls `body` with each film of the file, in order; a malformed line throws
  /// `CatalogueReadError` (file, line, column, reason) after the films before it.
  ///
  /// The films are decoded by the catalogue's one reader (QuizBankModel's
  /// `CatalogueFile`) on a second thread, ahead of `body`.
  public func forEachFilm(_ body: (Film) throws -> Void) throws {
    try CatalogueReadAhead.forEachFilm(in: url, keeping: Self.members, body)
  }
}

/// Films in memory.
public struct FilmArraySource: FilmSource {
  /// The films.
  public var films: [Film]

  /// Creates a source over films in memory.
  public init(_ films: [Film]) { self.films = films }

  /// Calls `body` with each film, in order.
  public func forEachFilm(_ body: (Film) throws -> Void) throws {
    for film in films { try body(film) }
  }
}
