import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

struct ImportCatalogueWriterTests {
  /// The line `CatalogueWriter` writes for `film`, without its newline.
  static func line(_ film: Film) throws -> String {
    let sink = MemoryCatalogue()
    let writer = CatalogueWriter(sink: sink)
    try writer.write(film)
    try writer.finish()
    #expect(sink.lines.count == 1)
    return sink.lines.first ?? ""
  }

  static let films: [Film] = [
    Film(id: "tt0111161", source: "imdb", title: "The Shawshank Redemption"),
    Film(
      id: "1", source: "tmdb", title: "Quote \" back\\slash\ttab\nnew \u{1}ctl é 😀",
      originalTitle: "Été", year: 2004, releaseDate: "2004-11-18", rating: 6.4, voteCount: 5,
      popularity: 8567.865, rank: 21, rankChange: -2, genres: ["Drama", "Komödie"],
      countries: ["Austria"], overview: "Long\r\ntext", image: "https://x/y.jpg",
      trailer: "https://www.youtube.com/watch?v=a", crew: ["A (dir.)", "B"], runtimeMinutes: 92,
      lists: ["tmdb:popular", "tmdb:search"]),
    Film(id: "x", source: "imdb", title: "Round", rating: 9.0, voteCount: 0, popularity: 1e-7),
  ]

  @Test(arguments: films)
  func writesTheSameBytesAsTheModelsCatalogueLine(_ film: Film) throws {
    let line = try Self.line(film)
    #expect(line == (try CatalogueFile.line(for: film)))
    #expect(try CatalogueFile.film(fromLine: line) == film)
  }

  @Test(.requires(.fixtures))
  func writesEveryFixtureFilmAsTheModelWould() throws {
    let (films, _) = try importFilms([
      fixture("imdb-api/top250_movies_yandex.json"),
      fixture("imdb-api/most_popular_movies_mikimoges.json"),
      fixture("tmdb/genre_movie_list_de.json"), fixture("tmdb/movie_popular.json"),
      fixture("tmdb/search_movie.json"), fixture("tmdb/movie_details_append_to_response.json"),
    ])
    for film in films {
      #expect(try Self.line(film) == (try CatalogueFile.line(for: film)))
    }
  }

  @Test func formatsNumbersExactlyAsTheGenericPath() throws {
    var values: [Double] = [
      0, -0.0, 9.2, 7, -2.5, 0.0001, 0.00012, 1.5e-5, 1e-7, 123_456.789, 8567.865, 1e15, 1e15 + 0.5,
      9.007_199_254_740_993e15, 1e21, 1.7976931348623157e308, 5e-324, 0.1 + 0.2,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // xorshift64: the same values every run
    for _ in 0..<2000 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      values.append(Double(bitPattern: state))
      values.append(Double(state % 100_000) / 1000)
    }
    for value in values where value.isFinite {
      let film = Film(id: "n", source: "imdb", title: "N", rating: value, popularity: -value)
      #expect(try Self.line(film) == (try CatalogueFile.line(for: film)), "\(value)")
    }
  }

  @Test func leavesOutANumberJSONCannotHold() throws {
    let film = Film(id: "n", source: "tmdb", title: "N", rating: .infinity, popularity: .nan)
    #expect(
      try Self.line(film)
        == #"{"countries":[],"crew":[],"genres":[],"id":"n","lists":[],"source":"tmdb","title":"N"}"#
    )
  }

  @Test func recognisesEachFormatFromItsContent() {
    let cases: [(String, ImportFormat?)] = [
      (#"{"response_code": 0, "results": []}"#, .opentdb),
      (#"{"page": 1, "results": [{"poster_path": null}]}"#, .tmdb),
      (#"{"genres": [{"id": 28, "name": "Action"}]}"#, .tmdb),
      ("\u{FEFF}{\n  \"items\" : []}", .imdb),
      (#"{"id": "tt1", "title": "X", "runtimeMins": "90"}"#, .imdb),
      (#"{"note": "\"items\" is only text"}"#, nil),
      ("<quiz/>", .moodleXML),
      ("<?xml version=\"1.0\"?>\n<pack xmlns=\"https://quizbank.dev/ns/quizpack/1\"/>", .xmlPack),
      ("<html/>", nil),
    ]
    for (text, expected) in cases {
      #expect(ImportFormat.detect(prefix: Array(text.utf8)) == expected, "\(text)")
    }
  }
}
