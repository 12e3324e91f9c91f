import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// Hostile text from a catalogue, a file name or a server reaches the terminal
/// only through the one gate (issue 17, item 6): OSC title, OSC 52, `CSI 6n`,
/// C1 controls, bidi overrides, BS and CR, asserted on the bytes printed.
struct TerminalInjectionTests {
  /// Every attack in one string; the letters around them must survive.
  static let hostile =
    "A\u{1B}]0;pwned\u{07}B\u{1B}]52;c;cm0gLXJmIH4=\u{07}C\u{1B}[6nD\u{9B}31mE\u{9D}0;t\u{9C}F"
    + "\u{202E}G\u{2066}H\u{08}\u{08}I\rJ"

  /// Nothing a terminal would act on, nor a bidi control.
  static func expectInert(_ text: String) {
    let unsafe = text.unicodeScalars.filter {
      DisplayText.isUnsafe($0) && $0 != "\n"
    }
    #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
  }

  private func catalogue(_ sandbox: CatalogSandbox) throws -> String {
    let path = sandbox.path("hostile.jsonl")
    let film = Film(
      id: "tt0000001", source: "imdb", title: Self.hostile + String(repeating: "x", count: 40),
      year: 1999, rating: 7.5, genres: [Self.hostile], countries: [Self.hostile],
      overview: Self.hostile, image: "https://e/\(Self.hostile).jpg", trailer: Self.hostile)
    try CatalogueFile.write([film], to: URL(fileURLWithPath: path))
    return path
  }

  @Test func catalogListPrintsNoEscapeSequenceEvenWhenTruncating() throws {
    let sandbox = try CatalogSandbox()
    // COLUMNS: into a pipe nothing is cut unless a width is asked for.
    let result = try runQbank(
      ["catalog", "list", try catalogue(sandbox)],
      environment: sandbox.environment.merging(["COLUMNS": "60"]) { $1 })
    #expect(result.status == 0, "\(result.stderr)")
    Self.expectInert(result.stdout)
    // Sanitised before cut: the title's letters come through, then the ellipsis.
    #expect(result.stdout.contains("ABCDEFGHI Jxxxx"), "CR shown as a space")
    #expect(result.stdout.contains("…"))
  }

  @Test func catalogShowPrintsNoEscapeSequence() throws {
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      ["catalog", "show", "tt0000001", "--catalog", try catalogue(sandbox), "--offline"],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    Self.expectInert(result.stdout)
    #expect(result.stdout.hasPrefix("ABCDEFGH"))
    #expect(result.stdout.contains("ABCDEFGHI J"), "the overview, CR shown as a space")
  }

  @Test func aHostileFileNameInAnErrorIsShownEscaped() throws {
    let sandbox = try CatalogSandbox()
    let name = sandbox.path("missing\u{1B}]0;pwned\u{07}\u{202E}.jsonl")
    let result = try runQbank(["catalog", "list", name], environment: sandbox.environment)
    #expect(result.status == 66)
    Self.expectInert(result.stderr)
    #expect(result.stderr.contains("missing\\e]0;pwned\\u{7}\\u{202E}.jsonl"), "\(result.stderr)")
  }
}

/// A server's refusal text echoing escape sequences and the key.
@Suite(.requires(.python, .fixtures))
struct ServerTextInjectionTests {
  @Test func aRefusalEchoingEscapesAndTheKeyIsPrintedInertAndRedacted() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      ["fetch", "tmdb", "popular", "--api-base", server.base("echo"), "-o", sandbox.path("f")],
      environment: sandbox.environment)
    #expect(result.status == 69)
    TerminalInjectionTests.expectInert(result.stderr)
    #expect(!result.stderr.contains("test-key-123"))
    // The refusal is the last line; a busy machine may add "connection lost; trying again" lines before it.
    #expect(
      result.stderr.split(separator: "\n").last.map { String($0) + "\n" }
        == "qbank: error: TMDB refused the request: Invalid request: GET /echo/3/movie/popular?page=1&api_key=*** "
        + "\\e]0;pwned\\u{7}\\e]52;c;cm0gLXJmIH4=\\u{7}\\e[6n\\u{9B}31m\\u{202E}evil\\u{202C}\\u{8}\\u{8}\\rDone. It was not retried.\n"
    )
  }

  @Test func anIMDbErrorMessageEchoingEscapesAndTheKeyIsPrintedInertAndRedacted() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox(keys: ["IMDB_API_KEY": "hostile"])
    let result = try runQbank(
      [
        "fetch", "imdb", "top250", "--api-base", server.base("ok", tmdb: false), "-o",
        sandbox.path("f"),
      ],
      environment: sandbox.environment)
    #expect(result.status != 0)
    TerminalInjectionTests.expectInert(result.stderr)
    #expect(!result.stderr.contains("/hostile"), "\(result.stderr)")
    #expect(result.stderr.contains("\\e]52;c;cm0gLXJmIH4=\\u{7}\\u{202E}ok"), "\(result.stderr)")
  }
}
