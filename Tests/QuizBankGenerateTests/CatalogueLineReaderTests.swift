import Foundation
import QuizBankJSON
import QuizBankModel
import Testing

@testable import QuizBankGenerate

struct CatalogueLineReaderTests {
  @Test func readsTheSameFilmsAsTheModelReader() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("films.jsonl")
    let full = Film(
      id: "tt1", source: "imdb", title: "Léon \"the\" Pro\\", originalTitle: "Léon",
      year: 1994, releaseDate: "1994-09-14", rating: 8.5, voteCount: 1_200_000,
      popularity: 12.75, rank: 3, rankChange: -2, genres: ["Crime", "Drama"],
      countries: ["France"], overview: "A hitman\nand a girl.", image: "https://x/y.jpg",
      trailer: "https://t", crew: ["Luc Besson (dir.)"], runtimeMinutes: 110,
      lists: ["imdb:top250"])
    let films = [full, Films.film(7), Film(id: "9", source: "tmdb", title: "Bare")]
    try CatalogueFile.write(films, to: url)
    var read: [Film] = []
    try CatalogueLineReader.forEachFilm(in: url) { read.append($0) }
    #expect(read == films)
    #expect(read == (try CatalogueFile.read(from: url)))
  }

  @Test func nullsAreAbsentAndUnknownMembersAreSkipped() throws {
    let line =
      #"{"id":"tt2","source":"imdb","title":"T","rating":null,"extra":{"a":[1,2]},"genres":null}"#
    let film = try CatalogueLineReader.decode(JSONReader(bytes: Array(line.utf8)))
    #expect(film == Film(id: "tt2", source: "imdb", title: "T"))
  }

  @Test func aLineMissingItsTitleOrWithAWrongTypeIsRejected() throws {
    #expect(throws: (any Error).self) {
      try CatalogueLineReader.decode(JSONReader(bytes: Array(#"{"id":"1","source":"x"}"#.utf8)))
    }
    do {
      _ = try CatalogueLineReader.decode(
        JSONReader(bytes: Array(#"{"id":"1","source":"x","title":"t","year":"1990"}"#.utf8)))
      Issue.record("a year given as text was accepted")
    } catch {
      #expect("\(error)" == "'year' must be a whole number")
    }
  }
}
