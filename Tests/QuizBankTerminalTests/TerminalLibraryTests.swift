import Foundation
import QuizBankImport
import QuizBankLocalization
import QuizBankModel
import QuizBankTerminal
import QuizBankTestSupport
import Testing

/// The library's exit status (Swift Testing has an `ExitStatus` of its own).
private typealias Status = QuizBankTerminal.ExitStatus

/// The terminal library on its own, written into a recording output: what the
/// commands show and how they end, without running the binary.
struct TerminalLibraryTests {
  private let english = Localizer(language: .en, table: .catalog)

  private func films(_ count: Int) -> [Film] {
    (1...count).map { Film(id: "\($0)", source: "tmdb", title: "Film \($0)", year: 2000 + $0) }
  }

  @Test func theStatusesAreTheSysexitsCodesTheCommandsDocument() {
    let expected: [(Status, Int32)] = [
      (.findings, 1), (.usage, 64), (.dataError, 65), (.noInput, 66), (.unavailable, 69),
      (.software, 70), (.ioError, 74),
    ]
    for (status, code) in expected { #expect(status.rawValue == code, "\(status)") }
  }

  @Test func aPagePastTheLastSaysHowManyThereAreWritesNothingAndIsAUsageError() {
    let output = RecordingOutput()
    #expect(throws: Status.usage) {
      try CatalogListing(text: english, console: output).write(films(3), page: 2, json: false)
    }
    #expect(output.errText == "There is no page 2: the list has 1 pages.\n")
    #expect(output.outText.isEmpty)
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

  @Test func aMissingCatalogueIsSaidWithTheFetchThatMakesOneAndIsNoInput() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-terminal")
    let path = folder.appendingPathComponent("none.jsonl").path
    let output = RecordingOutput()
    #expect(throws: Status.noInput) {
      try CatalogueLoader.load(path, text: english, console: output)
    }
    #expect(
      output.errText
        == "error: \(path): no such catalogue. Fetch one with: qbank fetch tmdb popular -o \(path)\n"
    )
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
    let output = RecordingOutput()
    #expect(throws: Status.ioError) {
      try ExportFiles.write(
        Data("x".utf8), to: target, console: output, style: Style(enabled: false))
    }
    #expect(
      output.errText
        == "\(target): error: cannot write: the folder \(folder.path)/missing does not exist\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
  }

  @Test func aMissingBundleIsNoInputAndAMalformedOneNamesItsLineAndColumn() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-terminal")
    let output = RecordingOutput()
    let missing = folder.appendingPathComponent("gone.json")
    #expect(throws: Status.noInput) {
      try ExportFiles.readBundle(at: missing, console: output, style: Style(enabled: false))
    }
    #expect(output.errText == "\(missing.path): error: no such file\n")

    let broken = folder.appendingPathComponent("broken.json")
    try Data("{\n  \"id\": ]\n}\n".utf8).write(to: broken)
    let second = RecordingOutput()
    #expect(throws: Status.dataError) {
      try ExportFiles.readBundle(at: broken, console: second, style: Style(enabled: false))
    }
    #expect(second.errText.hasPrefix("\(broken.path):2:"), "\(second.errText)")
    #expect(second.errText.contains(": error: "))
  }
}
