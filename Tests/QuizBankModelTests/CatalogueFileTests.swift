import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

struct CatalogueFileTests {
  @Test func filmsRoundTripThroughJSONLines() throws {
    let films = [
      Film(id: "tt0111161", source: "imdb", title: "The Shawshank Redemption", year: 1994,
           rating: 9.2, voteCount: 2_619_254, rank: 1, crew: ["Frank Darabont (dir.)"],
           lists: ["imdb:top250"]),
      Film(id: "tt9", source: "imdb", title: "Léon", rating: nil),
    ]
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("films.jsonl")
    try CatalogueFile.write(films, to: url)
    #expect(try CatalogueFile.read(from: url) == films)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1] == #"{"countries":[],"crew":[],"genres":[],"id":"tt9","lists":[],"source":"imdb","title":"Léon"}"#)
  }

  @Test func aBadLineIsReportedWithItsNumber() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bad.jsonl")
    try Data("{\"id\":\"a\",\"source\":\"imdb\",\"title\":\"A\"}\n{\"id\":1}\n".utf8).write(to: url)
    let error = try #require(throws: CatalogueReadError.self) { try CatalogueFile.read(from: url) }
    #expect(error.line == 2)
  }
}
