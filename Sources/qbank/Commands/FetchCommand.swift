import ArgumentParser
import Foundation
import QuizBankCatalog
import QuizBankModel
import QuizBankTerminal

/// `qbank fetch`: live TMDB and IMDb lists into a catalogue, cached for offline use.
struct FetchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fetch",
    abstract: "Fetch films from TMDB or imdb-api.com into a catalogue (cached for offline use).",
    discussion: """
      Keys come from the environment and are never printed: TMDB_API_KEY (or a
      TMDB_TOKEN bearer token) and IMDB_API_KEY. Every response is cached under
      $XDG_CACHE_HOME/qbank (~/.cache/qbank); --offline, or no network, uses it.
      Pages are fetched 4 at a time and merged in order without duplicates.
      Timeouts, 429 and 5xx are retried with backoff (honouring Retry-After);
      a rejected key (401) or a refused request is not.

      Examples:
        qbank fetch tmdb popular --pages 5 -o films.jsonl
        qbank fetch tmdb top_rated --language uk-UA -o films.jsonl
        qbank fetch tmdb search "Fight Club" -o films.jsonl
        qbank fetch tmdb movie 550 -o films.jsonl --with-images
        qbank fetch imdb top250 -o top250.jsonl
        qbank fetch tmdb popular --offline -o films.jsonl
      """)

  @Argument(help: "tmdb or imdb.")
  var source: String

  @Argument(
    help: "tmdb: popular, top_rated, upcoming, search QUERY, movie ID; imdb: top250, most-popular.")
  var what: [String] = []

  @Option(
    name: .shortAndLong, help: "The catalogue to write (JSON Lines); standard output when absent.")
  var output: String?

  @Flag(help: "Replace the catalogue instead of merging the films into it.")
  var replace = false

  @Option(help: "How many pages of a TMDB list or search to fetch (20 films a page).")
  var pages: Int = 1

  @Option(help: "TMDB content language, such as uk-UA (titles, overviews, genre names).")
  var language: String?

  @Flag(help: "Also download the posters into the cache.")
  var withImages = false

  @OptionGroup var network: CatalogNetworkOptions
  @OptionGroup var lang: CatalogLanguageOptions

  func validate() throws {
    _ = try plan()
    guard (1...500).contains(pages) else { throw ValidationError("--pages takes 1 to 500.") }
  }

  /// The command line as a plan.
  func plan() throws -> FetchPlan {
    switch (source, what.first) {
    case ("tmdb", "search"):
      let query = what.dropFirst().joined(separator: " ")
      guard !query.isEmpty else {
        throw ValidationError("Say what to search for: qbank fetch tmdb search \"Fight Club\"")
      }
      return .tmdbSearch(query: query, pages: pages, language: language)
    case ("tmdb", "movie"):
      guard what.count == 2, let id = what.last, !id.isEmpty else {
        throw ValidationError("Give one film id: qbank fetch tmdb movie 550")
      }
      return .tmdbMovie(id: id, language: language)
    case ("tmdb", let list?):
      guard what.count == 1, let list = FetchPlan.TMDBList(rawValue: list) else {
        throw ValidationError(
          "tmdb takes popular, top_rated, upcoming, search QUERY or movie ID, not '\(what.joined(separator: " "))'."
        )
      }
      return .tmdbList(list, pages: pages, language: language)
    case ("imdb", let list?):
      guard what.count == 1, let list = FetchPlan.IMDbList(rawValue: list) else {
        throw ValidationError(
          "imdb takes top250 or most-popular, not '\(what.joined(separator: " "))'.")
      }
      return .imdbList(list)
    case ("tmdb", nil), ("imdb", nil):
      throw ValidationError(
        "Say what to fetch: qbank fetch \(source) \(source == "tmdb" ? "popular" : "top250")")
    default:
      throw ValidationError("The source is tmdb or imdb, not '\(source)'.")
    }
  }

  func run() async throws {
    TemporaryFiles.shared.removeOnEndingSignals()  // no .tmp left by Ctrl-C
    let text = lang.localizer
    let console = Console.current
    let services = CatalogServices(network: network.settings, text: text, console: console)
    let outcome: FetchOutcome
    do {
      outcome = try await services.fetcher(reader: ImportFilmReader(), text: text).run(try plan())
      services.progress.clear()
    } catch let error as FetchError {
      services.progress.clear()
      throw console.fail(error.failure(text))
    }

    let saving = FetchOutput(services: services, text: text, console: console)
    try failing(console) { try saving.write(outcome, to: output, replace: replace) }
    if withImages { await saving.downloadImages(of: outcome.films) }
  }
}
