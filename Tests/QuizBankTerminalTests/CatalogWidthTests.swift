import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankTerminal
import Testing

/// `qbank catalog list` fits the width it is given (issue 14, bug 2): one line a
/// film, the poster column dropped first, then genres and titles cut with `…`.
struct CatalogWidthTests {
  private let english = Localizer(language: .en, table: .catalog)

  /// An IMDb poster address: about 130 characters.
  private static let poster =
    "https://m.media-amazon.com/images/M/MV5BMDFkYTc0MGEtZmNhMC00ZDIzLWFmNTEtODM1ZmRlYWMwMWFmXkEyXkFqcGdeQXVyMTMxODk2OTU@._V1_Ratio0.6716_AL_.jpg"

  private func films() -> [Film] {
    [
      Film(
        id: "tt0167260", source: "imdb",
        title: "The Lord of the Rings: The Return of the King", year: 2003, rating: 9.0,
        genres: ["Action", "Adventure", "Drama", "Fantasy"], image: Self.poster),
      Film(
        id: "tt0245429", source: "imdb", title: "千と千尋の神隠し", year: 2001, rating: 8.6,
        genres: ["Animation"], image: Self.poster),
      Film(id: "tt0000001", source: "imdb", title: "Short", year: 1999),
    ]
  }

  private func lines(_ films: [Film], width: Int?, language: UILanguage = .en) throws -> [String] {
    let output = RecordingOutput()
    try CatalogListing(text: Localizer(language: language, table: .catalog), console: output)
      .write(films, page: nil, json: false, width: width)
    return output.outText.split(separator: "\n").map(String.init)
  }

  private func columns(_ line: String) -> Int { ScreenText.columns(line) }

  @Test(arguments: [UILanguage.en, .uk, .ru, .it])
  func at80ColumnsEveryFilmIsOneLineThatFitsWithoutThePoster(language: UILanguage) throws {
    let shown = try lines(films(), width: 80, language: language)
    #expect(shown.count == 4)  // the header and one line a film: nothing wraps
    for line in shown { #expect(columns(line) <= 80, "\(columns(line)): \(line)") }
    #expect(!shown.joined().contains("https://"))
    let poster = Localizer(language: language, table: .catalog).text("catalog.column.poster")
    #expect(!shown[0].contains(poster))
    #expect(shown[1].contains("The Lord of the Rings"))
    let rating = Localizer(language: language, table: .catalog).number(9, digits: 1)
    #expect(shown[1].contains("\(rating)  2003"))
    #expect(rating == (language == .en ? "9.0" : "9,0"))
    #expect(shown[2].contains("千と千尋の神隠し"))
  }

  @Test func aNarrowTerminalCutsGenresThenTitlesWithAnEllipsis() throws {
    let shown = try lines(films(), width: 60)
    for line in shown { #expect(columns(line) <= 60, "\(line)") }
    #expect(shown[1].contains("…"))
    #expect(shown[1].hasPrefix("   1  The Lord of the Rings"))
    #expect(shown[1].hasSuffix("9.0  2003"))
    let tiny = try lines(films(), width: 40)
    for line in tiny { #expect(columns(line) <= 40, "\(line)") }
    #expect(!tiny[0].contains("Genres"))
  }

  @Test func aWideEnoughTerminalShowsThePosterInFull() throws {
    let shown = try lines(films(), width: 300)
    #expect(shown[0].hasSuffix("Rating  Year  Poster"))
    #expect(shown[1].hasSuffix("2003  " + Self.poster))
    #expect(shown[1].contains("The Lord of the Rings: The Return of the King  "))
  }

  @Test func at120ColumnsAnIMDbPosterAddressStillDoesNotFitSoItIsDropped() throws {
    let shown = try lines(films(), width: 120)
    #expect(shown.count == 4)
    for line in shown { #expect(columns(line) <= 120) }
    #expect(!shown.joined().contains("https://"))
    #expect(shown[1].contains("The Lord of the Rings: The Return of the King"))
    #expect(shown[1].contains("Action, Adventure, Drama, Fantasy"))
  }

  @Test func withoutAWidthNothingIsCut() throws {
    let shown = try lines(films(), width: nil)
    #expect(shown[1].contains("The Lord of the Rings: The Return of the King"))
    #expect(shown[1].hasSuffix(Self.poster))
    #expect(!shown.joined().contains("…"))
  }

  @Test func rowNumbersOfAFarPageAreNotCut() throws {
    let many = (1...12_000).map { Film(id: "\($0)", source: "tmdb", title: "F\($0)") }
    let output = RecordingOutput()
    try CatalogListing(text: english, console: output).write(
      many, page: 600, json: false, width: 80)
    #expect(output.outText.contains("\n12000  F12000 "))
  }

  @Test func theWidthComesFromWideColumnsTheTerminalOrNothingInAPipe() {
    let terminal = { 132 }
    #expect(
      ListingWidth.resolve(
        wide: false, stdoutIsTerminal: true, environment: [:], terminalColumns: terminal) == 132)
    #expect(
      ListingWidth.resolve(
        wide: false, stdoutIsTerminal: false, environment: [:], terminalColumns: terminal) == nil)
    #expect(
      ListingWidth.resolve(
        wide: false, stdoutIsTerminal: false, environment: ["COLUMNS": "80"],
        terminalColumns: terminal) == 80)
    #expect(
      ListingWidth.resolve(
        wide: false, stdoutIsTerminal: true, environment: ["COLUMNS": "junk"],
        terminalColumns: terminal) == 132)
    #expect(
      ListingWidth.resolve(
        wide: true, stdoutIsTerminal: true, environment: ["COLUMNS": "80"],
        terminalColumns: terminal) == nil)
  }

  @Test func aGenreAskedOfACatalogueWithoutGenresSaysSoInsteadOfNoMatches() throws {
    let output = RecordingOutput()
    let listing = CatalogListing(text: english, console: output)
    let imdb = films().map { film -> Film in
      var film = film
      film.genres = []
      return film
    }
    #expect(
      throws: DiagnosticFailure(
        .usage,
        message:
          "top250.jsonl has no genres (IMDb lists carry none), so --genre Drama can match no film. A TMDB list has genres: qbank fetch tmdb popular -o FILE"
      )
    ) {
      try listing.checkGenres(of: imdb, genre: "Drama", catalogue: "top250.jsonl")
    }
    try listing.checkGenres(of: films(), genre: "Drama", catalogue: "tmdb.jsonl")
    try listing.checkGenres(of: imdb, genre: nil, catalogue: "top250.jsonl")
    try listing.checkGenres(of: [], genre: "Drama", catalogue: "empty.jsonl")
    #expect(output.outText.isEmpty && output.errText.isEmpty)
  }

  @Test func jsonWithoutAPageHoldsEveryFilmAndStillSaysPageAndPages() throws {
    let many = (1...25).map { Film(id: "\($0)", source: "tmdb", title: "F\($0)") }
    let output = RecordingOutput()
    try CatalogListing(text: english, console: output).write(many, page: nil, json: true)
    let object =
      try JSONSerialization.jsonObject(with: Data(output.outText.utf8)) as? [String: Any]
    #expect((object?["films"] as? [Any])?.count == 25)
    #expect(object?["page"] is NSNull)
    #expect(object?["pages"] as? Int == 2)
    #expect(object?["total"] as? Int == 25)
  }
}
