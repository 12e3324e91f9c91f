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

  /// A catalogue of `count` films with a line that is not a film at line `bad`, if given.
  private func catalogue(_ count: Int, badLine bad: Int? = nil) throws -> (URL, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("films.jsonl")
    try CatalogueFile.write(Films.films(0..<count), to: url)
    if let bad {
      var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      lines.insert(#"{"id":"x","title":"no source"}"#, at: bad - 1)
      try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }
    return (folder, url)
  }

  @Test func readingAheadGivesTheFilmsInOrder() throws {
    // Several batches and more than the queue holds, so the decoder waits on it.
    let count = CatalogueReadAhead.batchSize * (CatalogueReadAhead.queueLimit + 2) + 7
    let (folder, url) = try catalogue(count)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read: [Film] = []
    try CatalogueSource(url: url).forEachFilm { read.append($0) }
    #expect(read == Films.films(0..<count))
  }

  @Test func readingAheadThrowsABadLineAfterTheFilmsBeforeIt() throws {
    let bad = CatalogueReadAhead.batchSize + 10
    let (folder, url) = try catalogue(CatalogueReadAhead.batchSize * 3, badLine: bad)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read = 0
    #expect(
      throws: GenerateError.malformedCatalogue(
        file: url.path, line: bad, reason: "'source' is missing")
    ) {
      try CatalogueSource(url: url).forEachFilm { _ in read += 1 }
    }
    #expect(read == bad - 1)
  }

  @Test func anErrorFromTheConsumerStopsTheReading() throws {
    struct Enough: Error {}
    let (folder, url) = try catalogue(CatalogueReadAhead.batchSize * 20)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read = 0
    #expect(throws: Enough.self) {
      try CatalogueSource(url: url).forEachFilm { _ in
        read += 1
        if read == 3 { throw Enough() }
      }
    }
    #expect(read == 3)
  }
}
