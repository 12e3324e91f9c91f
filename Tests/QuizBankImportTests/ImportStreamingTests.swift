import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// A single IMDb list is streamed (each film written as it is made); several
/// inputs are merged. Both go through the one IMDb reader and the one catalogue
/// writer, and must write the same lines and the same warnings.
struct ImportStreamingTests {
  /// The catalogue and warnings of `path` imported alone (streamed) and
  /// beside an empty list (merged).
  func bothWays(_ path: String) throws -> (
    streamed: MemoryCatalogue, merged: MemoryCatalogue, ImportSummary, ImportSummary
  ) {
    let empty = try temporaryFile(#"{"items": []}"#, name: "empty.json")
    let streamed = MemoryCatalogue()
    let alone = try Importer.writeCatalogue(
      Importer.plan([path], options: ImportOptions()), to: streamed)
    let merged = MemoryCatalogue()
    let together = try Importer.writeCatalogue(
      Importer.plan([path, empty], options: ImportOptions()), to: merged)
    return (streamed, merged, alone, together)
  }

  @Test func writesTrickyItemsTheSameWayAsFilms() throws {
    let items = [
      #"{"id": " tt1 ", "title": "Caf\u00e9 \"Noir\"\t", "year": "1999", "rank": "1", "rankUpDown": "+1,234", "crew": " A (dir.),\tB , ,C ", "imDbRating": "8.0", "imDbRatingCount": "12"}"#,
      #"{"id": "tt2", "title": "Numbers", "year": 2001, "rank": null, "imDbRating": 7.25, "imDbRatingCount": "0", "image": ""}"#,
      #"{"id": "tt3", "title": "Bad", "year": "19x", "rankUpDown": "up", "imDbRating": "high", "runtimeMins": " 90 "}"#,
      #"{"title": "No id"}"#,
      #"7"#,
      #"{"id": "tt4"}"#,
      #"{"id": "tt5", "title": "Lists", "genreList": [{"key": "Drama", "value": "Drama"}], "genres": "X", "countries": "Italy, France", "directors": "D1, D2", "actorList": [{"name": "E"}], "plot": "Line\nbreak", "releaseDate": "2001-01-01", "imDbRatingVotes": "5", "imDbRating": "6.5"}"#,
      #"{"id": "tt6", "title": "Twice", "title": "Second", "year": [1], "crew": 5, "directors": "Z", "fullTitle": {"a": [1, "b"]}}"#,
      #"{"id": "tt7", "title": "😀 \u2028", "rankUpDown": "-2", "imDbRating": "", "imDbRatingCount": ""}"#,
    ]
    let path = try temporaryFile(
      "{\"items\": [\n" + items.joined(separator: ",\n") + "\n], \"errorMessage\": \"\"}")
    let (streamed, merged, alone, together) = try bothWays(path)
    #expect(streamed.lines.count == 6)
    #expect(streamed.bytes == merged.bytes)
    #expect(alone.issues == together.issues)
    #expect(alone.issues.count == 7)
    #expect(alone.films == together.films)
    let films = try streamed.films()
    #expect(films[0].title == "Café \"Noir\"")
    #expect(films[0].crew == ["A (dir.)", "B", "C"])
    #expect(films[0].rankChange == 1234)
    #expect(films[0].lists == ["imdb:most-popular"])
  }

  @Test(.requires(.fixtures))
  func writesTheFixtureListsTheSameWayAsFilms() throws {
    for name in ["top250_movies_yandex.json", "most_popular_movies_mikimoges.json"] {
      let (streamed, merged, alone, together) = try bothWays(fixture("imdb-api/\(name)"))
      #expect(streamed.bytes == merged.bytes, "\(name)")
      #expect(alone.issues == together.issues)
      #expect(!streamed.bytes.isEmpty)
    }
  }

  @Test func readsATitleResponseThroughTheSamePathAsListItems() throws {
    let path = try temporaryFile(
      #"{"id": "tt9", "title": "T", "year": "19x", "directors": "A, B", "actorList": [{"name": "C"}], "genreList": [{"key": "Drama", "value": "Drama"}], "imDbRating": "7.5", "imDbRatingVotes": "40"}"#
    )
    let (films, summary) = try importFilms(
      [path], options: ImportOptions(format: .imdb, listName: "mine"))
    #expect(
      films == [
        Film(
          id: "tt9", source: "imdb", title: "T", rating: 7.5, voteCount: 40, genres: ["Drama"],
          crew: ["A (dir.)", "B (dir.)", "C"], lists: ["mine"])
      ])
    #expect(
      summary.issues.map(\.description) == [
        "\(path):1:37: warning: the title: \"year\" \"19x\" is not a whole number; left out"
      ])
    let untitled = try temporaryFile(#"{"id": "tt8", "year": "2001"}"#, name: "untitled.json")
    let (none, skipped) = try importFilms([untitled], options: ImportOptions(format: .imdb))
    #expect(none.isEmpty)
    #expect(
      skipped.issues.map(\.description) == [
        "\(untitled):1:1: warning: skipped the title (tt8): it has no \"title\""
      ])
  }
}
