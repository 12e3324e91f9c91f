import Foundation
import QuizBankJSON
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

/// A bundle file that another program shortens while `qbank validate` reads it
/// through its map: the pages past the new end are gone, and touching them
/// raises SIGBUS. The guard turns them into zeros, so the check falls back to
/// reading the file in chunks and reports it cut short, like any truncated
/// file; the process goes on (the other inputs are checked as usual).
struct ShortenedFileTests {
  @Test func readingPastTheEndOfAShortenedMappedFileFindsZeros() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-shortened")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("input.json").path
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    try Data(repeating: UInt8(ascii: "x"), count: 4 * page).write(to: URL(fileURLWithPath: path))
    let mapped = try #require(JSONMappedFile(path: path))
    #expect(mapped.bytes[3 * page] == UInt8(ascii: "x"))  // read before it shrinks
    #expect(truncate(path, off_t(page)) == 0)
    #expect(mapped.bytes[page - 1] == UInt8(ascii: "x"))
    #expect(mapped.bytes[2 * page + 5] == 0)
    #expect(mapped.bytes[4 * page - 1] == 0)
  }

  @Test func aBundleShortenedWhileMappedIsReportedCutShortAndNothingCrashes() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-shortened")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bundle.json")
    let text = Fixture.bundle(questions: StreamingCheckTests.questions(2_000))
    try Data(text.utf8).write(to: url)
    let half = text.utf8.count / 2
    #expect(half > 64 * 1024)  // many pages past the cut
    func check(mapped: @escaping () -> JSONMappedFile?) -> FileReport {
      BundleJSONCheck(
        file: url.path, imageDirectory: nil, open: { try JSONReader(file: url.path) },
        mapped: mapped, data: { try Data(contentsOf: url) }, source: { SourceText(url: url) }
      ).run().report
    }
    let shortened = check(mapped: {
      let mapped = JSONMappedFile(path: url.path)
      _ = truncate(url.path, off_t(half))
      return mapped
    })
    let ordinary = check(mapped: { nil })  // the file as it is now, read in chunks
    #expect(shortened == ordinary)
    #expect(shortened.status == .malformed)
    #expect(shortened.diagnostics.map(\.hint) == [BundleJSONCheck.truncatedHint])
  }
}
