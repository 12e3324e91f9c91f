import ArgumentParser
import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel
import QuizBankTerminal

/// `qbank catalog show`: one film's details (T6), from a catalogue, or from TMDB
/// (cached for offline use, T8).
struct CatalogShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show a film: title, year, countries, genres, overview, rating, poster, trailer.",
    discussion: """
      With --catalog the film is looked up there first. Otherwise (or when it is not
      there) its details are fetched from TMDB, or read from the cache when offline.
      Offline and never fetched: "You are offline…" and exit code 69.

      Examples:
        qbank catalog show tt0110413 --catalog films.jsonl
        TMDB_API_KEY=… qbank catalog show 550
        qbank catalog show 550 --offline --lang uk
      """)

  @Argument(help: "The film's id (TMDB 550, IMDb tt0110413).")
  var id: String

  @Option(help: "A catalogue to look the film up in first.")
  var catalog: String?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @OptionGroup var network: CatalogNetworkOptions
  @OptionGroup var language: CatalogLanguageOptions

  func run() async throws {
    let text = language.localizer
    let console = Console.current
    let lookup = FilmLookup(network: network.settings, text: text, console: console)
    do {
      try await lookup.show(id, catalog: catalog, json: json)
    } catch {
      throw console.fail(error)
    }
  }
}
