import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

/// `qbank catalog show`: one film's details, from a catalogue, or from TMDB (the
/// cache when offline). A failure is a ``DiagnosticFailure``, for the one renderer.
package struct FilmLookup {
  let network: CatalogNetwork
  let text: Localizer
  let console: any TerminalOutput

  /// A lookup reaching the network as `network` says.
  package init(network: CatalogNetwork, text: Localizer, console: any TerminalOutput) {
    self.network = network
    self.text = text
    self.console = console
  }

  /// Shows the film `id`: looked up in `catalog` first when given, else (or when it is
  /// not there and not an IMDb id) fetched; as details, or JSON with `json`.
  package func show(_ id: String, catalog: String?, json: Bool) async throws {
    var film: Film?
    if let catalog {
      film = try CatalogueLoader.load(catalog, text: text).first {
        $0.id == id || $0.key == id
      }
      if film == nil && id.hasPrefix("tt") {
        throw DiagnosticFailure(
          .missing, message: text.text("catalog.show.notFound", ["id": id, "path": catalog]))
      }
    }
    let services = CatalogServices(network: network, text: text, console: console)
    if film == nil {
      do {
        let outcome = try await services.fetcher(reader: ImportFilmReader(), text: text).run(
          .tmdbMovie(id: id, language: nil))
        services.progress.clear()
        film = outcome.films.first
      } catch let error as FetchError {
        services.progress.clear()
        switch error {
        case .offline, .unreachable:
          throw DiagnosticFailure(
            .unavailable, message: text.text("catalog.show.offline", ["id": id]))
        default:
          throw error.failure(text)
        }
      }
    }
    guard let film else {
      throw DiagnosticFailure(
        .missing,
        message: text.text("catalog.show.notFound", ["id": id, "path": catalog ?? "TMDB"]))
    }
    if json {
      console.out(try CatalogJSON.encode(film))
      return
    }
    let cached = film.image.flatMap { services.images.cachedFile(for: $0) }
    console.out(
      FilmDetails(text: text, style: Style(enabled: console.colorsStdout)).render(
        film, cachedPoster: cached))
  }
}
