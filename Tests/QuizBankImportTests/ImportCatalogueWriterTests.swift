import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

/// The importer writes catalogues with the model's one writer and reads them
/// back with its one reader (``CatalogueFile``).
struct ImportCatalogueWriterTests {
  @Test(.requires(.fixtures))
  func everyFixtureFilmSurvivesItsCatalogueLine() throws {
    let (films, summary) = try importFilms([
      fixture("imdb-api/top250_movies_yandex.json"),
      fixture("imdb-api/most_popular_movies_mikimoges.json"),
      fixture("tmdb/genre_movie_list_de.json"), fixture("tmdb/movie_popular.json"),
      fixture("tmdb/search_movie.json"), fixture("tmdb/movie_details_append_to_response.json"),
    ])
    #expect(films.count == summary.films)
    #expect(films.count > 250)
    for film in films {
      #expect(try CatalogueFile.film(fromLine: CatalogueFile.line(for: film)) == film)
    }
  }

  @Test func aFailedImportCommitsNothing() throws {
    let path = try temporaryFile(
      #"{"items": [{"id": "tt1", "title": "A"}], "errorMessage": "quota"}"#)
    let sink = MemoryCatalogue()
    #expect(throws: ImportError.self) {
      try Importer.writeCatalogue(Importer.plan([path], options: ImportOptions()), to: sink)
    }
    #expect(sink.discarded)
    #expect(!sink.committed)
  }

  /// A sink whose writes fail (a full disk), written on the catalogue writer's own thread.
  private final class FailingSink: CatalogueSink {
    var committed = false
    var discarded = false
    func write(_ bytes: [UInt8]) throws { throw CocoaError(.fileWriteOutOfSpace) }
    func commit() throws { committed = true }
    func discard() { discarded = true }
  }

  @Test func aSinkThatFailsFailsTheImportWhichDiscardsIt() throws {
    let path = try temporaryFile(#"{"items": [{"id": "tt1", "title": "A"}]}"#)
    let sink = FailingSink()
    let error = #expect(throws: CocoaError.self) {
      try Importer.writeCatalogue(Importer.plan([path], options: ImportOptions()), to: sink)
    }
    #expect(error?.code == .fileWriteOutOfSpace)
    #expect(sink.discarded)
    #expect(!sink.committed)
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
