import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Issue 17, Low 14: one rule for UTF-16 with a byte order mark, everywhere:
/// XML (packs, Moodle) is read, as XML allows, by `validate` and `import`
/// alike; JSON (bundles) is refused by `validate` and `play` alike.
struct UTF16RuleTests {
  static func utf16(_ text: String, littleEndian: Bool) -> Data {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in text.utf16 {
      let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
      bytes += littleEndian ? [low, high] : [high, low]
    }
    return Data(bytes)
  }

  @Test(arguments: [true, false])
  func aUTF16PackImportsAsItValidates(littleEndian: Bool) throws {
    let pack = TestPaths.sample("packs/movie-classics.xml")
    let text = try String(contentsOf: pack, encoding: .utf8)
      .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
    let folder = try TestPaths.temporaryDirectory("qbank-utf16")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("pack16.xml")
    try Self.utf16(text, littleEndian: littleEndian).write(to: url)

    let validated = try runQbank(["validate", url.path])
    #expect(validated.status == 0, "\(validated.stdout)")
    let (utf16, _) = try importQuestions([url.path])
    let (utf8, _) = try importQuestions([pack.path])
    #expect(!utf8.isEmpty)
    #expect(utf16 == utf8)
  }

  @Test func aUTF16BundleIsRefusedByValidateAndPlayAlike() throws {
    let sample = TestPaths.sample("bundles/movie-night.json")
    let folder = try TestPaths.temporaryDirectory("qbank-utf16")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bundle16.json")
    try Self.utf16(String(contentsOf: sample, encoding: .utf8), littleEndian: true).write(to: url)
    let state = try TestPaths.temporaryDirectory("qbank-state")
    let validated = try runQbank(["validate", url.path])
    #expect(validated.status == 65, "\(validated.stdout)")
    let played = try runQbank(
      ["play", url.path, "--machine"], environment: ["XDG_STATE_HOME": state.path])
    #expect(played.status == 65)
    #expect(
      played.stderr
        == "\(url.path): error: not valid JSON: expected a JSON value, found byte 0xFF (line 1, column 1)\n"
    )
  }
}
