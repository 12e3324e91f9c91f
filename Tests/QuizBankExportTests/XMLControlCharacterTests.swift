import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// Moodle XML, QTI and Kahoot's .xlsx leave out the control characters XML 1.0 cannot hold; each
/// question that had them gets a `characters` loss, and the output stays well-formed.
struct XMLControlCharacterTests {
  /// A bundle with U+0001 in one question's prompt and in one of its choices.
  static func bundle() -> QuizBundle {
    var question = ExportSamples.plainChoice(id: "bell")
    question.prompt = ["en": "Ring\u{1} the bell?"]
    question.choices[1].text = ["en": "Ding\u{1}dong"]
    return ExportSamples.bundle([question, ExportSamples.plainYesNo()])
  }

  static let expected = [
    ExportLoss(
      questionId: "bell", kind: .characters,
      message: "control characters in prompt, choices are left out (XML 1.0 cannot hold them)")
  ]

  @Test(.requires(.xmllint)) func moodleXMLReportsTheLossAndStaysWellFormed() throws {
    let result = try ExportSamples.export(Self.bundle(), .moodleXML)
    #expect(result.report.losses.filter { $0.kind == .characters } == Self.expected)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("Ring the bell?"))
    #expect(!text.contains("\u{1}"))
    let file = try ToolRunner.temporaryFile(result.data, name: "bell-moodle.xml")
    let lint = try ToolRunner.run("xmllint", ["--noout", "--nonet", file.path])
    #expect(lint.status == 0, "\(lint.output)")
  }

  @Test(.requires(.xmllint)) func qtiReportsTheLossAndStaysWellFormed() throws {
    let result = try ExportSamples.export(Self.bundle(), .qti)
    #expect(result.report.losses.filter { $0.kind == .characters } == Self.expected)
    let (folder, names) = try QTIConformanceTests.unzip(result.data)
    let xml = names.filter { $0.hasSuffix(".xml") }.map { folder.appendingPathComponent($0) }
    #expect(xml.count >= 3, "items, test and manifest: \(names)")
    for file in xml {
      let bytes = try Data(contentsOf: file)
      #expect(!bytes.contains(0x01), "\(file.lastPathComponent)")
    }
    let lint = try ToolRunner.run("xmllint", ["--noout", "--nonet"] + xml.map(\.path))
    #expect(lint.status == 0, "\(lint.output)")
  }

  @Test func kahootReportsTheLoss() throws {
    let result = try ExportSamples.export(Self.bundle(), .kahoot)
    #expect(result.report.losses.filter { $0.kind == .characters } == Self.expected)
  }

  @Test(.requires(KahootXLSXTests.openpyxl)) func kahootLeavesTheCharactersOut() throws {
    let cells = try KahootXLSXTests.cells(try ExportSamples.export(Self.bundle(), .kahoot).data)
    let texts = cells.compactMap { $0["value"] as? String }
    #expect(texts.contains("Ring the bell?"), "\(texts)")
    #expect(!texts.contains { $0.contains("\u{1}") })
  }

  @Test func aBundleWithoutControlCharactersHasNoSuchLoss() throws {
    for format in [ExportFormat.moodleXML, .qti, .kahoot] {
      let result = try ExportSamples.export(
        ExportSamples.bundle([ExportSamples.plainChoice(id: "bell")]), format)
      #expect(!result.report.losses.contains { $0.kind == .characters }, "\(format)")
    }
  }

  @Test(arguments: ["moodle-xml", "qti"])
  func strictRefusesAControlCharacter(format: String) throws {
    let folder = try TestPaths.temporaryDirectory("xml-control")
    try BundleWriter().write(Self.bundle(), to: folder.appendingPathComponent("bundle.json"))
    let run = try runQbank(
      ["export", "bundle.json", "--to", format, "-o", "out", "--strict"], directory: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "bell: characters: control characters in prompt, choices are left out (XML 1.0 cannot hold them)"
      ), "\(run.stderr)")
    #expect(run.stderr.contains("qbank: error: --strict: \(format) cannot hold everything"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }
}
