import Foundation
import QuizBankImport
import QuizBankModel

/// ``FilmReading`` over the importer's IMDb and TMDB readers (`QuizBankImport`),
/// so fetched responses become films exactly as `qbank import` reads saved ones.
///
/// The importer reads files, so each response is written to a private temporary
/// folder first (named by what it is, never by its address) and removed after.
package struct ImportFilmReader: FilmReading {
  /// Creates a reader.
  package init() {}

  package func checkTMDBGenres(_ data: Data) throws {
    _ = try read([("genres.json", data)], format: .tmdb, genreList: nil, list: nil)
  }

  package func tmdbPage(_ data: Data, genreList: Data?, list: String) throws -> TMDBPage {
    let films = try read([("page.json", data)], format: .tmdb, genreList: genreList, list: list)
    return TMDBPage(films: films, totalPages: Self.totalPages(data))
  }

  package func tmdbMovie(_ data: Data, list: String) throws -> Film {
    let films = try read([("movie.json", data)], format: .tmdb, genreList: nil, list: list)
    guard let film = films.first else {
      throw UnreadableResponse(reason: "the response holds no film")
    }
    return film
  }

  package func imdbList(_ data: Data, list: String) throws -> [Film] {
    try read([("list.json", data)], format: .imdb, genreList: nil, list: list)
  }

  /// Runs the importer over `files` (and a genre list) and returns the films.
  private func read(
    _ files: [(String, Data)], format: ImportFormat, genreList: Data?, list: String?
  ) throws
    -> [Film]
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-response-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (name, data) in files {
      let url = folder.appendingPathComponent(name)
      try data.write(to: url)
      paths.append(url.path)
    }
    var genreFiles: [String] = []
    if let genreList {
      let url = folder.appendingPathComponent("genre-list.json")
      try genreList.write(to: url)
      genreFiles.append(url.path)
    }
    let sink = MemoryCatalogueSink()
    do {
      let plan = try Importer.plan(
        paths, options: ImportOptions(format: format, genreFiles: genreFiles, listName: list))
      _ = try Importer.writeCatalogue(plan, to: sink)
    } catch let error as ImportError {
      throw Self.translate(error, format: format, folder: folder)
    }
    return try sink.films()
  }

  /// An API refusal becomes ``FetchError/refused(service:message:)``; anything
  /// else is unreadable, its position kept and the temporary path dropped.
  private static func translate(_ error: ImportError, format: ImportFormat, folder: URL)
    -> any Error
  {
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

  /// `total_pages` of a TMDB page (1 when absent).
  private static func totalPages(_ data: Data) -> Int {
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (object?["total_pages"] as? Int) ?? 1
  }
}

/// Collects the importer's catalogue bytes in memory.
private final class MemoryCatalogueSink: CatalogueSink {
  private var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) throws { self.bytes += bytes }
  func commit() throws {}
  func discard() { bytes = [] }

  func films() throws -> [Film] {
    try String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
      try CatalogueFile.film(fromLine: $0)
    }
  }
}
