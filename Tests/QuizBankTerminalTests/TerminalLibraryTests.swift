import Foundation
import QuizBankImport
import QuizBankLocalization
import QuizBankModel
import QuizBankTerminal
import QuizBankTestSupport
import Testing

/// The terminal library on its own, written into a recording output: what the
/// commands show and the failures they throw for the CLI to render, without
/// running the binary.
struct TerminalLibraryTests {
  private let english = Localizer(language: .en, table: .catalog)

  private func films(_ count: Int) -> [Film] {
    (1...count).map { Film(id: "\($0)", source: "tmdb", title: "Film \($0)", year: 2000 + $0) }
  }

  @Test func aPagePastTheLastSaysHowManyThereAreWritesNothingAndIsAUsageFailure() {
    let output = RecordingOutput()
    #expect(
      throws: DiagnosticFailure(.usage, message: "There is no page 2: the list has 1 page.")
    ) {
      try CatalogListing(text: english, console: output).write(films(3), page: 2, json: false)
    }
    #expect(output.outText.isEmpty)
    #expect(output.errText.isEmpty)
  }

  @Test func withoutAPageEveryRowIsStreamedUnderOneHeaderAndNoFooter() throws {
    let output = RecordingOutput()
    try CatalogListing(text: english, console: output).write(films(25), page: nil, json: false)
    let lines = output.outText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 27)  // the header, 25 rows, the empty string after the last newline
    #expect(lines[0].hasPrefix("   #  Title"))
    #expect(lines[1].hasPrefix("   1  Film 1 "))
    #expect(lines[25].hasPrefix("  25  Film 25 "))
    #expect(lines.filter { $0.hasPrefix("   #") }.count == 1)
    #expect(!output.outText.contains("Page "))
    #expect(output.errText.isEmpty)
  }

  @Test func onePageEndsWithAFooterPointingToTheNext() throws {
    let output = RecordingOutput()
    try CatalogListing(text: english, console: output).write(films(25), page: 1, json: false)
    #expect(output.outText.hasSuffix("Page 1 of 2 · 25 films · Next page: --page 2\n"))
    #expect(output.outText.contains("  20  Film 20 "))
    #expect(!output.outText.contains("Film 21"))
  }

  @Test func aMissingCatalogueIsAMissingInputFailureNamingTheFetchThatMakesOne() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-terminal")
    let path = folder.appendingPathComponent("none.jsonl").path
    let expected = DiagnosticFailure(
      .missing, file: path,
      message: "no such catalogue. Fetch one with: qbank fetch tmdb popular -o \(path)")
    #expect(throws: expected) { try CatalogueLoader.load(path, text: english) }
  }

  @Test func anImportSaysItsHeadlineThenTwentyWarningsByTheRendererAndCountsTheRest() {
    var summary = ImportSummary()
    summary.films = 5
    summary.skipped = 23
    summary.issues = (1...23).map {
      ImportIssue(file: "films.csv", line: $0 + 1, message: "row \($0 + 1) has no title")
    }
    let output = RecordingOutput()
    ImportOutput(console: output).report(summary)
    let lines = output.errText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "imported 5 films (23 skipped, 23 warnings)")
    #expect(lines[1] == "films.csv:2: warning: row 2 has no title")
    #expect(lines[20] == "films.csv:21: warning: row 21 has no title")
    #expect(lines[21] == "… and 3 more warnings")
    #expect(lines.count == 23)  // the headline, 20 warnings, the count, "" after the last newline
    #expect(!output.errText.contains("row 22"))
    #expect(output.outText.isEmpty)
  }

  @Test func filmDetailsStripControlCharactersFromTheData() {
    var film = Film(id: "550", source: "tmdb", title: "Fight\u{1B}]0;owned\u{07} Club", year: 1999)
    film.genres = ["Drama"]
    let shown = FilmDetails(text: english, style: Style(enabled: false)).render(
      film, cachedPoster: nil)
    #expect(!shown.contains("\u{1B}"))
    #expect(!shown.contains("\u{07}"))
    #expect(shown.hasPrefix("Fight"))
    #expect(shown.contains("Genres:     Drama\n"))
    #expect(shown.contains("Year:       1999\n"))
  }

  @Test func aSmallCatalogueOnStandardOutputWaitsForTheCommitAndADiscardDropsIt() throws {
    var written: [[UInt8]] = []
    let sink = StandardOutputSink { written.append($0) }
    try sink.write(Array("{\"id\":\"1\"}\n".utf8))
    #expect(written.isEmpty)
    try sink.commit()
    #expect(written == [Array("{\"id\":\"1\"}\n".utf8)])

    var dropped: [[UInt8]] = []
    let failed = StandardOutputSink { dropped.append($0) }
    try failed.write(Array("{\"id\":\"2\"}\n".utf8))
    failed.discard()
    try failed.commit()
    #expect(dropped.isEmpty)
  }

  @Test func aLargeCatalogueOnStandardOutputStreamsPastEightMebibytes() throws {
    var written = 0
    let sink = StandardOutputSink { written += $0.count }
    let line = [UInt8](repeating: 0x61, count: 1 << 20)
    for _ in 0..<8 { try sink.write(line) }
    #expect(written == 0)
    try sink.write([0x0A])
    #expect(written == (8 << 20) + 1)
  }

  @Test func writingIntoAFolderThatDoesNotExistIsAnIOErrorAndCreatesNothing() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-terminal")
    let target = folder.appendingPathComponent("missing/quiz.xml").path
    let expected = DiagnosticFailure(
      .io, file: target,
      message: "cannot write: the folder \(folder.path)/missing does not exist",
      hint: "create the folder, or choose another output")
    #expect(throws: expected) { try ExportFiles.write(Data("x".utf8), to: target) }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
  }

  @Test func aMissingBundleIsMissingInputAndAMalformedOneNamesItsLine() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-terminal")
    let missing = folder.appendingPathComponent("gone.json")
    let expected = DiagnosticFailure(
      .missing, file: missing.path, message: "no such file", hint: "check the path")
    #expect(throws: expected) { try ExportFiles.readBundle(at: missing) }

    let broken = folder.appendingPathComponent("broken.json")
    try Data("{\n  \"id\": ]\n}\n".utf8).write(to: broken)
    let failure = #expect(throws: DiagnosticFailure.self) {
      try ExportFiles.readBundle(at: broken)
    }
    #expect(failure?.failureKind == .malformed)
    #expect(failure?.diagnostics.first?.severity == .error)
    #expect(failure?.diagnostics.first?.location.file == broken.path)
    #expect(failure?.diagnostics.first?.location.line == 2)
  }
}
