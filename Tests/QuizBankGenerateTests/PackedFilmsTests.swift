import Foundation
import QuizBankModel
import Testing

@testable import QuizBankGenerate

/// The films planning keeps for writing, packed: every film comes back with the
/// members the questions use exactly as given, at its position.
struct PackedFilmsTests {
  /// Films whose texts share starts and ends with the film before, cut inside
  /// multi-byte characters, or share nothing; missing members; extreme numbers.
  private static let tricky: [Film] = [
    Film(
      id: "tt0000001", source: "imdb", title: "Héllo \"quoted\" \\ back", year: 1999,
      rating: 7.25, genres: ["Drama", "Science Fiction"],
      image: "https://m.media-amazon.com/images/M/MV5B00000000._V1_.jpg"),
    Film(
      id: "tt0000002", source: "imdb", title: "Héllo", year: 2000, rating: 10,
      image: "https://m.media-amazon.com/images/M/MV5B00000001._V1_.jpg"),
    // "é" (C3 A9) against "è" (C3 A8): the shared start ends inside the character.
    Film(id: "tt0000003", source: "imdb", title: "Hèllo", year: nil, rating: 0.1, image: nil),
    Film(
      id: "tt0000004", source: "tmdb", title: "", year: -44, rating: nil,
      genres: ["", "Ünïcödé 🎬"], image: "http://insecure.example/x.png"),
    Film(
      id: "t", source: "imdb", title: "\u{0}\u{1F}\u{2028}\u{2029}\t\n line", year: Int.max,
      rating: -0.0, image: "https://m.media-amazon.com/images/M/MV5B00000001._V1_.jpg"),
    Film(
      id: "tt0000004", source: "s", title: String(repeating: "Long 長い ", count: 200),
      year: Int.min, rating: 6.95, image: ""),
    Film(
      id: "tt0000004", source: "s", title: "aa", year: 0, rating: 9.95,
      image: "https://example.org/aaa"),
    Film(
      id: "tt00000040", source: "s", title: "aaa", year: 1, rating: .greatestFiniteMagnitude,
      image: "https://example.org/aa"),
    Film(id: "🎬🎬", source: "🎬", title: "🎭", year: 2, rating: .leastNonzeroMagnitude),
  ]

  /// `film` with only the members the questions use (the others empty).
  private static func used(_ film: Film) -> Film {
    Film(
      id: film.id, source: film.source, title: film.title, year: film.year, rating: film.rating,
      genres: film.genres, image: film.image)
  }

  @Test func everyFilmComesBackAsGivenAtItsPosition() throws {
    var packed = PackedFilms()
    var positions: [Int32] = []
    var position: Int32 = 0
    for film in Self.tricky {
      position += Int32(positions.count % 3) * 200 + 1
      positions.append(position)
      var full = film
      full.crew = ["Someone"]
      full.lists = ["imdb:top"]
      full.voteCount = 12
      packed.append(full, index: position)
    }
    #expect(packed.count == Self.tricky.count)
    var read: [(Int32, Film)] = []
    try packed.drain { read.append(($0, $1)) }
    #expect(read.map(\.0) == positions)
    #expect(read.map(\.1) == Self.tricky.map(Self.used))
    // The rating's sign and bits come back too (-0.0 == 0.0 for `==`).
    #expect(read.map { $0.1.rating?.bitPattern } == Self.tricky.map { $0.rating?.bitPattern })
    #expect(packed.count == 0)
  }

  /// Enough films for several chunks: records never straddle one.
  @Test func manyFilmsAcrossChunks() throws {
    let films = (0..<40_000).map { n in
      Film(
        id: "tt\(String(n * 7919 % 100_000))", source: n % 5 == 0 ? "tmdb" : "imdb",
        title: String(repeating: "Ä\(n)", count: n % 13), year: n % 7 == 0 ? nil : 1900 + n % 125,
        rating: n % 11 == 0 ? nil : Double(n % 100) / 10,
        genres: n % 3 == 0 ? [] : ["Genre \(n % 4)"],
        image: n % 9 == 0 ? nil : "https://img.example/\(n % 17)/\(n)/poster.jpg")
    }
    var packed = PackedFilms()
    for (n, film) in films.enumerated() { packed.append(film, index: Int32(n * 2)) }
    var read: [Film] = []
    var positions: [Int32] = []
    try packed.drain {
      positions.append($0)
      read.append($1)
    }
    #expect(positions == (0..<films.count).map { Int32($0 * 2) })
    #expect(read == films)
  }
}
