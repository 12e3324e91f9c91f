import ArgumentParser
import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

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
    var film: Film?
    if let catalog {
      do {
        film = try CatalogueLoader.load(catalog, text: text).first { $0.id == id || $0.key == id }
      } catch {
        throw console.fail(error)
      }
      if film == nil && id.hasPrefix("tt") {
        throw console.fail(
          DiagnosticFailure(
            .missing, message: text.text("catalog.show.notFound", ["id": id, "path": catalog])))
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
        if case .offline = error {
          throw console.fail(
            DiagnosticFailure(.unavailable, message: text.text("catalog.show.offline", ["id": id])))
        }
        throw console.fail(error.failure(text))
      }
    }
    guard let film else {
      throw console.fail(
        DiagnosticFailure(
          .missing,
          message: text.text("catalog.show.notFound", ["id": id, "path": catalog ?? "TMDB"])))
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

/// Renders one film's details.
struct FilmDetails {
  let text: Localizer
  let style: Style

  func render(_ film: Film, cachedPoster: URL?) -> String {
    let film = film.forTerminal
    let unknown = text.text("catalog.show.unknown")
    var lines = [style.bold(film.title)]
    func field(_ key: String, _ value: String) {
      let label = text.text(key) + ":"
      lines.append(
        label.padding(toLength: max(12, label.count + 1), withPad: " ", startingAt: 0) + value)
    }
    field("catalog.show.year", film.year.map(String.init) ?? unknown)
    field(
      "catalog.show.countries",
      film.countries.isEmpty ? unknown : film.countries.joined(separator: ", "))
    field(
      "catalog.show.genres", film.genres.isEmpty ? unknown : film.genres.joined(separator: ", "))
    let rating = film.rating.map { rating in
      text.text(
        "catalog.show.votes",
        ["rating": String(format: "%.1f", rating), "votes": film.voteCount.map(String.init) ?? "0"])
    }
    field("catalog.show.rating", rating ?? text.text("catalog.show.noRating"))
    var poster = film.image ?? unknown
    if let cachedPoster {
      let cached: String = text.text("catalog.show.cachedAt", ["path": cachedPoster.path])
      poster += " (\(cached))"
    }
    field("catalog.show.poster", poster)
    if let trailer = film.trailer, !trailer.isEmpty { field("catalog.show.trailer", trailer) }
    if let overview = film.overview, !overview.isEmpty {
      lines.append(text.text("catalog.show.overview") + ":")
      lines.append(contentsOf: Self.wrap(overview, width: 76).map { "  " + $0 })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
