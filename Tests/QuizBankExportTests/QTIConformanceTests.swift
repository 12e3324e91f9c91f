import Crypto
import Foundation
import QuizBankImport
import QuizBankModel
import QuizBankTestSupport
import Testing
import ZIPFoundation

@testable import QuizBankExport

/// Every XML file of a QTI package written from a stress bundle validates
/// against the IMS schemas in `../shared/conformance/ims-qti21/` with
/// `xmllint --nonet --schema`: items and the assessmentTest against the QTI 2.1
/// XSD, the manifest against IMS Content Packaging 1.1. The schemas import
/// their neighbours (`../w3/xml.xsd`, …) by relative paths, so no catalog is needed.
struct QTIConformanceTests {
  /// Text with every character XML treats specially, in every position.
  static let nasty = "<&>\"' ]]> \t tab\nline\r\nCRLF é 中文 🎬 \u{1}ctl &amp; <br> %50% [html]"

  /// Questions of every kind, with special characters in every field, ids that
  /// need escaping, local and remote pictures, and 1 to 20 right answers.
  static func stressBundle() -> (QuizBundle, MemoryExportAssets) {
    var questions: [Question] = [
      Question(
        id: "yes no 1", kind: .yesNo, prompt: ["en": nasty],
        image: ImageReference(source: "assets/p one é.png", alt: ["en": nasty]),
        choices: [Choice(id: "yes", text: ["en": "Yes"]), Choice(id: "no", text: ["en": "No"])],
        correct: ["no"]),
      Question(
        id: "9 starts with a digit", kind: .multipleChoice, prompt: ["en": "Single " + nasty],
        image: ImageReference(source: "https://example.com/a b.png?x=1&y=\"2\"", alt: nil),
        choices: [
          Choice(id: "1", text: ["en": nasty]), Choice(id: "a b", text: ["en": "a b"]),
          Choice(id: "a_b", text: ["en": "a_b"]), Choice(id: "é", text: ["en": ""]),
        ],
        correct: ["a_b"]),
      Question(
        id: String(repeating: "long-", count: 80), kind: .multipleChoice,
        prompt: ["en": String(repeating: "Long prompt ", count: 60)],
        choices: [Choice(id: "a", text: ["en": "A"]), Choice(id: "b", text: ["en": "B"])],
        correct: ["a"]),
    ]
    for right in 1...20 {
      questions.append(
        Question(
          id: "multi-\(right)", kind: .multipleResponse, prompt: ["en": "Pick \(right) " + nasty],
          choices: (0..<max(right + 1, 2)).map {
            Choice(id: "c\($0)", text: ["en": "Choice \($0) <&>"])
          },
          correct: (0..<right).map { "c\($0)" }))
    }
    let bundle = QuizBundle(
      id: "stress bundle é", version: "1.0.0", title: ["en": "Stress " + nasty], locales: ["en"],
      questions: questions)
    return (bundle, MemoryExportAssets(["assets/p one é.png": Data([0x89, 0x50, 0x4E, 0x47])]))
  }

  /// The package's files, unzipped into a new folder.
  static func unzip(_ data: Data) throws -> (URL, [String]) {
    let folder = try TestPaths.temporaryDirectory("qti-conformance")
    let archive = try Archive(data: data, accessMode: .read)
    var names: [String] = []
    for entry in archive {
      let url = folder.appendingPathComponent(entry.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      _ = try archive.extract(entry, to: url)
      names.append(entry.path)
    }
    return (folder, names)
  }

  static func validate(_ files: [URL], schema: String) throws {
    let xsd = TestPaths.conformance.appendingPathComponent("ims-qti21/\(schema)").path
    let run = try ToolRunner.run(
      "xmllint", ["--noout", "--nonet", "--schema", xsd] + files.map(\.path))
    #expect(run.status == 0, "\(schema): \(run.output)")
    for file in files {
      #expect(run.output.contains("\(file.path) validates"), "\(file.lastPathComponent)")
    }
  }

  @Test(.requires(.xmllint), .requires(.conformance))
  func everyItemTheTestAndTheManifestValidateAgainstTheIMSSchemas() throws {
    let (bundle, images) = Self.stressBundle()
    let result = try BundleExporter(images: images).export(
      bundle, options: ExportOptions(format: .qti))
    let (folder, names) = try Self.unzip(result.data)
    let items = names.filter { $0.hasPrefix("items/") }
    // The 400-character id does not fit QTI's 256-character label: a named loss,
    // and its file name is cut to fit the file system.
    let long = bundle.questions[2].id
    #expect(
      result.report.losses.filter { $0.kind == .id }.map(\.questionId) == [long])
    #expect(items.allSatisfy { $0.utf8.count < 120 })
    #expect(items.count == bundle.questions.count)
    #expect(names.contains("assessmentTest.xml") && names.contains("imsmanifest.xml"))
    try Self.validate(
      (["assessmentTest.xml"] + items).map { folder.appendingPathComponent($0) },
      schema: "qtiv2p1/imsqti_v2p1.xsd")
    try Self.validate(
      [folder.appendingPathComponent("imsmanifest.xml")], schema: "imscp_v1p1.xsd")
  }

  /// The stress package reads back: every question but the one whose choice has
  /// no text (the importer skips it, with a warning), with the same right answers.
  @Test func theStressPackageImportsBack() throws {
    let (bundle, images) = Self.stressBundle()
    let data = try BundleExporter(images: images).export(
      bundle, options: ExportOptions(format: .qti)
    ).data
    let file = try ToolRunner.temporaryFile(data, name: "stress.zip")
    let (back, summary) = try Importer.readQuestions(
      Importer.plan([file.path], options: ImportOptions()))
    #expect(summary.skipped == 1)
    #expect(
      summary.issues.map(\.message) == [
        "item _9_starts_with_a_digit skipped: choice _ has no text (image-only choices are not carried)"
      ])
    let expected = bundle.questions.filter { $0.id != "9 starts with a digit" }
    try #require(back.count == expected.count)
    for (imported, original) in zip(back, expected) {
      let longID = original.id.unicodeScalars.count > QTIItemWriter.labelLimit
      #expect(imported.id == (longID ? QTIItemWriter.label(original.id) : original.id))
      #expect(imported.kind == original.kind && imported.correct == original.correct)
    }
    let digest = SHA256.hash(data: Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(back[0].image?.sha256 == digest.map { String(format: "%02x", $0) }.joined())
  }

  @Test(.requires(.xmllint), .requires(.conformance))
  func theSchemasRefuseABrokenItemSoTheCheckCanFail() throws {
    let (bundle, images) = Self.stressBundle()
    let data = try BundleExporter(images: images).export(
      bundle, options: ExportOptions(format: .qti)
    ).data
    let (folder, names) = try Self.unzip(data)
    let item = folder.appendingPathComponent(try #require(names.first { $0.hasPrefix("items/") }))
    let text = try String(contentsOf: item, encoding: .utf8)
      .replacingOccurrences(of: "<itemBody>", with: "<itemBody><notQTI/>")
    try Data(text.utf8).write(to: item)
    let xsd = TestPaths.conformance.appendingPathComponent("ims-qti21/qtiv2p1/imsqti_v2p1.xsd")
    let run = try ToolRunner.run(
      "xmllint", ["--noout", "--nonet", "--schema", xsd.path, item.path])
    #expect(run.status != 0)
    #expect(run.output.contains("notQTI"), "\(run.output)")
  }
}
