import ArgumentParser
import Foundation
import QuizBankCatalog
import QuizBankModel
import QuizBankTerminal

/// `qbank catalog list`: a catalogue, most popular first, 20 a page (T1–T5).
struct CatalogListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List a catalogue's films: title, genres, rating, year, poster.",
    discussion: """
      Most popular first, 20 films a page. On a terminal one page is shown
      (--page N for others); into a pipe or a file every page is streamed.

      The table fits the terminal's width, or COLUMNS when set: the poster
      column goes first, then genres and titles are cut with "…". Into a pipe
      or a file (COLUMNS unset) nothing is cut. --wide prints every column in
      full; --json prints every field of each film.

      Examples:
        qbank catalog list films.jsonl
        qbank catalog list films.jsonl --page 2
        qbank catalog list films.jsonl --search "wall e"
        qbank catalog list films.jsonl --sort year --asc --genre Drama
        qbank catalog list films.jsonl --year 1990..1999 --wide
        qbank catalog list films.jsonl --min-rating 8 --min-votes 100000 --json
      """)

  @Argument(help: "The catalogue (JSON Lines).")
  var catalogue: String

  @Option(help: "The page to show (20 films a page).")
  var page: Int?

  @Option(help: "Show only titles containing this text (case and accents ignored).")
  var search: String?

  @Option(help: "Sort by popularity, rating, votes, year or title.")
  var sort: String = "popularity"

  @Flag(name: .customLong("asc"), help: "Sort ascending.")
  var ascending = false

  @Flag(name: .customLong("desc"), help: "Sort descending.")
  var descending = false

  @Option(help: "Only films of this genre (by name).")
  var genre: String?

  @Option(help: "Only films released in these years: 1994, 1990..1999, 1990.., ..1999.")
  var year: String?

  @Option(help: "Only films rated at least this.")
  var minRating: Double?

  @Option(help: "Only films with at least this many votes.")
  var minVotes: Int?

  @Flag(help: "Print every column in full, however wide the terminal.")
  var wide = false

  @Flag(help: "Print JSON for scripts: every field of each film.")
  var json = false

  @OptionGroup var language: CatalogLanguageOptions

  func validate() throws {
    let text = language.localizer
    guard CatalogSortKey(rawValue: sort) != nil else {
      throw ValidationError("--sort takes popularity, rating, votes, year or title, not '\(sort)'.")
    }
    if ascending && descending { throw ValidationError("Give --asc or --desc, not both.") }
    if let page, page < 1 { throw ValidationError("--page starts at 1.") }
    if let minRating, !(minRating.isFinite && (0...10).contains(minRating)) {
      throw ValidationError("--min-rating takes a number from 0 to 10, not '\(minRating)'.")
    }
    if let minVotes, minVotes < 0 {
      throw ValidationError("--min-votes takes 0 or more, not '\(minVotes)'.")
    }
    if let year, YearRangeParser.parse(year) == nil {
      throw ValidationError(text.text("catalog.badYear", ["value": year]))
    }
  }

  func run() throws {
    let text = language.localizer
    let console = Console.current
    let films = try failing(console) { try CatalogueLoader.load(catalogue, text: text) }
    let query = CatalogQuery(
      search: search, sort: CatalogSortKey(rawValue: sort) ?? .popularity,
      ascending: ascending ? true : (descending ? false : nil), genre: genre,
      years: year.flatMap(YearRangeParser.parse), minRating: minRating, minVotes: minVotes)
    let width = ListingWidth.resolve(
      wide: wide, stdoutIsTerminal: console.stdoutIsTerminal,
      environment: ProcessInfo.processInfo.environment)
    try failing(console) {
      let listing = CatalogListing(text: text, console: console)
      try listing.checkGenres(of: films, genre: genre, catalogue: catalogue)
      try listing.write(
        query.apply(to: films), page: page ?? (console.stdoutIsTerminal ? 1 : nil), json: json,
        width: width)
    }
  }
}
