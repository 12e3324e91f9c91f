import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Hostile and awkward inputs: each is refused with a clear error or read right.
struct XMLSafetyTests {
  typealias S = XMLTestSupport

  /// A pack whose prompt is an external entity pointing at a local file.
  static func xxePack(secretPath: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE pack [ <!ENTITY xxe SYSTEM "file://\(secretPath)"> ]>
    <pack xmlns="https://quizbank.dev/ns/quizpack/1" id="t" version="1" default-locale="en" locales="en">
      <title><text xml:lang="en">&xxe;</text></title>
    </pack>

    """
  }

  static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE lolz [
     <!ENTITY lol "lol">
     <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
     <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
     <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
     <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
     <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
     <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
     <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
     <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
     <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    ]>
    <pack xmlns="https://quizbank.dev/ns/quizpack/1" id="t" version="1" default-locale="en" locales="en">
      <title><text xml:lang="en">&lol9;</text></title>
    </pack>

    """

  /// Everything a result says, as one string, to look for leaked content in.
  static func everything(_ diagnostics: [Diagnostic], _ bundle: QuizBundle?) throws -> String {
    var text = S.rendered(diagnostics).joined(separator: "\n")
    text += diagnostics.compactMap(\.hint).joined(separator: "\n")
    text += diagnostics.compactMap(\.location.path).joined(separator: "\n")
    if let bundle { text += String(decoding: try BundleWriter().encode(bundle), as: UTF8.self) }
    return text
  }

  @Test func externalEntityNeverReadsTheLocalFile() throws {
    let folder = try TestPaths.temporaryDirectory("xxe")
    let secret = folder.appendingPathComponent("secret.txt")
    let marker = "TOP-SECRET-\(UUID().uuidString)"
    try Data(marker.utf8).write(to: secret)
    let text = Self.xxePack(secretPath: secret.path)

    let pack = try S.readPack(text, name: "xxe.xml")
    #expect(pack.bundle == nil)
    #expect(
      S.rendered(pack.diagnostics).first
        == "xxe.xml:2:1: error[QBX003]: the file declares a document type (<!DOCTYPE …>); DTDs and entity declarations are refused for safety"
    )
    #expect(!(try Self.everything(pack.diagnostics, pack.bundle)).contains(marker))

    let moodle = try MoodleReader().read(.bytes(Data(text.utf8), name: "xxe.xml"))
    #expect(moodle.bundle == nil)
    #expect(moodle.diagnostics.contains { $0.code == "QBX003" })
    #expect(!(try Self.everything(moodle.diagnostics, moodle.bundle)).contains(marker))
  }

  @Test func billionLaughsFailsWithAClearError() throws {
    let pack = try S.readPack(Self.billionLaughs, name: "lol.xml")
    #expect(pack.bundle == nil)
    #expect(pack.diagnostics.count <= 2)
    let first = try #require(pack.diagnostics.first)
    #expect(first.code == "QBX003")
    #expect(first.message == "entity expansion refused: Detected an entity reference loop")
    #expect(first.hint?.contains("billion laughs") == true)
    let moodle = try MoodleReader().read(.bytes(Data(Self.billionLaughs.utf8), name: "lol.xml"))
    #expect(moodle.bundle == nil)
    #expect(moodle.diagnostics.first?.code == "QBX003")
  }

  @Test func truncatedFileFailsAtItsEnd() throws {
    let full = S.pack(S.yesNo())
    let end = try #require(full.range(of: "<choice id=\"no\">")).upperBound
    let cut = String(full[..<end])
    let result = try S.readPack(cut, name: "cut.xml")
    #expect(result.bundle == nil)
    let first = try #require(result.diagnostics.first)
    #expect(first.code == "QBX001")
    #expect(first.location.line == 7)
    #expect(first.message == "the file ends before the document is complete")
    #expect(first.location.column == 21)
    #expect(first.hint == "the file looks truncated: check that it was copied or downloaded whole")
    #expect(result.diagnostics.count == 1)
  }

  @Test func invalidUTF8IsRefusedWithItsPosition() throws {
    var bytes = Data(S.pack(S.yesNo()).utf8)
    let at = try #require(bytes.firstRange(of: Data("Is it?".utf8)))
    bytes[at.lowerBound + 3] = 0xFF
    let result = try S.readPack(bytes: bytes, name: "bad-utf8.xml")
    #expect(result.bundle == nil)
    let first = try #require(result.diagnostics.first)
    #expect(first.code == "QBX004")
    #expect(first.location.line == 5)
    #expect(first.message.hasPrefix("Input is not proper UTF-8, indicate encoding"))
    #expect(first.message.contains("0xFF"))
    #expect(first.hint?.contains("save the file as UTF-8") == true)
  }

  @Test func byteOrderMarkIsRead() throws {
    let bytes = Data([0xEF, 0xBB, 0xBF]) + Data(S.pack(S.yesNo()).utf8)
    let result = try S.readPack(bytes: bytes)
    #expect(result.diagnostics == [])
    #expect(result.bundle?.questions.first?.prompt["en"] == "Is it?")
  }

  @Test func crlfLineEndsAreReadAndPositionsStayRight() throws {
    let text = S.pack(S.yesNo(extra: "\n    <tag>a\nb</tag>")).replacingOccurrences(
      of: "\n", with: "\r\n")
    let result = try S.readPack(text)
    #expect(result.diagnostics == [])
    #expect(result.bundle?.questions.first?.tags == ["a\nb"])

    let bad = S.pack(S.yesNo(extra: "\n    <colour/>")).replacingOccurrences(of: "\n", with: "\r\n")
    let failed = try S.readPack(bad, name: "crlf.xml")
    #expect(
      S.rendered(failed.diagnostics).first?.hasPrefix(
        "crlf.xml:8:5: error[QBX002]: Element 'colour'") == true)
  }

  @Test func latin1DeclaredFileIsDecoded() throws {
    var text = S.pack(S.yesNo()).replacingOccurrences(
      of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
    text = text.replacingOccurrences(of: "Is it?", with: "Café?")
    let bytes = Data(text.unicodeScalars.map { UInt8($0.value) })
    let result = try S.readPack(bytes: bytes)
    #expect(result.diagnostics == [])
    #expect(result.bundle?.questions.first?.prompt["en"] == "Café?")
  }

  @Test func inputOverTheSizeLimitIsRefusedBeforeParsing() throws {
    let text = S.pack(S.yesNo())
    #expect(throws: XMLReadError.tooLarge("big.xml", size: text.utf8.count, limit: 100)) {
      try QuizPackReader(limits: XMLReadLimits(maxInputBytes: 100)).read(
        .bytes(Data(text.utf8), name: "big.xml"))
    }
    let error = XMLReadError.tooLarge("big.xml", size: 500, limit: 100)
    #expect(error.diagnostic.message == "the input is 500 bytes, over the limit of 100 bytes")
    #expect(error.diagnostic.hint == "raise the limit with --max-size if the file is trusted")
  }

  @Test func tenThousandDeepNestingFailsWithoutCrashing() throws {
    let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
    let text = S.pack("  <question id=\"q\" kind=\"yes-no\" correct=\"yes\">\(deep)</question>")
    let pack = try S.readPack(text, name: "deep.xml")
    #expect(pack.bundle == nil)
    let depth = try #require(pack.diagnostics.first { $0.code == "QBX001" })
    #expect(depth.message.hasPrefix("Excessive depth in document: 256"))
    #expect(depth.location.line == 4)
    let moodle = try MoodleReader().read(
      .bytes(Data(("<quiz>" + deep + "</quiz>").utf8), name: "deep.xml"))
    #expect(moodle.bundle == nil)
    #expect(moodle.diagnostics.first?.message.hasPrefix("Excessive depth in document") == true)
  }

  @Test func missingFileIsReportedAsMissing() {
    #expect(throws: XMLReadError.missing("/nonexistent/pack.xml")) {
      try QuizPackReader().read(.file(URL(fileURLWithPath: "/nonexistent/pack.xml")))
    }
  }
}
