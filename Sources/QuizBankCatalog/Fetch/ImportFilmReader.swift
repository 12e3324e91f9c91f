import Foundation
import QuizBankImport
import QuizBankModel

/// ``FilmReading`` over the importer's IMDb and TMDB readers (`QuizBankImport`),
/// so fetched responses become films exactly as `qbank import` reads saved ones.
///
/// Responses are handed to the importer in memory, named by what they are
/// (never by their address, which may hold a key).
package struct ImportFilmReader: FilmReading {
  /// Creates a reader.
  package init() {}

  package func checkTMDBGenres(_ data: Data) throws {
    _ = try read([("genres.json", data)], format: .tmdb, genreList: nil, list: nil)
  }

  package func tmdbPage(_ data: Data, genreList: Data?, list: String) throws -> TMDBPage {
    let (films, summary) = try read(
      [("page.json", data)], format: .tmdb, genreList: genreList, list: list)
    return TMDBPage(films: films, totalPages: summary.totalPages["page.json"] ?? 1)
  }

  package func tmdbMovie(_ data: Data, list: String) throws -> Film {
    let films = try read([("movie.json", data)], format: .tmdb, genreList: nil, list: list).films
    guard let film = films.first else {
      throw UnreadableResponse(reason: "the response holds no film")
    }
    return film
  }

  package func imdbList(_ data: Data, list: String) throws -> [Film] {
    try read([("list.json", data)], format: .imdb, genreList: nil, list: list).films
  }

  /// Runs the importer over `responses` (and a genre list, read first) and
  /// returns the films and the import summary.
  private func read(
    _ responses: [(String, Data)], format: ImportFormat, genreList: Data?, list: String?
  ) throws -> (films: [Film], summary: ImportSummary) {
    let options = ImportOptions(format: format, listName: list)
    let sink = MemoryCatalogue()
    let summary: ImportSummary
    do {
      var inputs: [ImportInput] = []
      if let genreList {
        inputs.append(
          try ImportInput(name: "genre-list.json", data: genreList, maxSize: options.maxSize))
      }
      for (name, data) in responses {
        inputs.append(try ImportInput(name: name, data: data, maxSize: options.maxSize))
      }
      summary = try Importer.writeCatalogue(Importer.plan(inputs, options: options), to: sink)
    } catch let error as ImportError {
      throw Self.translate(error, format: format)
    }
    return (try sink.films(), summary)
  }

  /// An API refusal becomes ``FetchError/refused(service:message:)``; anything
  /// else is unreadable, its position kept.
  private static func translate(_ error: ImportError, format: ImportFormat) -> any Error {
    for marker in ["the IMDb API refused the request: ", "the TMDB API refused the request: "] {
      if error.message.hasPrefix(marker) {
        return FetchError.refused(
          service: format == .imdb ? "imdb" : "tmdb",
          message: String(error.message.dropFirst(marker.count)))
      }
    }
    let position = [error.line, error.column].compactMap { $0 }.map(String.init).joined(
      separator: ":")
    return UnreadableResponse(reason: (position.isEmpty ? "" : "at \(position): ") + error.message)
  }
}
