import Foundation
import QuizBankImport
import QuizBankModel

/// Imports a project's IMDb and TMDB sources into catalogue files, with the
/// importer `qbank import` uses, so the generator can stream them.
enum SourceImporter {
  /// The project's sources with every IMDb and TMDB file replaced by a catalogue in `folder`.
  static func catalogues(for sources: [ProjectSource], in folder: URL) throws -> [ProjectSource] {
    try sources.enumerated().map { index, source in
      guard source.kind != .catalogue else { return source }
      let url = folder.appendingPathComponent("source-\(index).jsonl")
      do {
        let options = ImportOptions(
          format: source.kind == .imdb ? .imdb : .tmdb, listName: source.list)
        let plan = try Importer.plan([source.url.path], options: options)
        _ = try Importer.writeCatalogue(plan, to: AtomicCatalogueFile(url: url))
      } catch let error as ImportError {
        var location = source.path
        if let line = error.line {
          location += ":\(line)"
          if let column = error.column { location += ":\(column)" }
        }
        throw BuildError.malformedSource(location, error.message)
      }
      return ProjectSource(
        kind: .catalogue, url: url, path: source.path, list: source.list, origin: source.origin)
    }
  }
}
