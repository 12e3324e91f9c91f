import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// Whole-file outputs of one sample bundle, compared with files under
/// `Golden/`. They are re-recorded only on purpose: run the suite with
/// `QBANK_RECORD_GOLDEN=1`, review the diff, commit.
struct GoldenFileTests {
  static let folder = TestPaths.packageRoot.appendingPathComponent(
    "Tests/QuizBankExportTests/Golden")
  static let recording = ProcessInfo.processInfo.environment["QBANK_RECORD_GOLDEN"] == "1"

  static let bundle: QuizBundle = {
    var special = ExportSamples.plainChoice(id: "special")
    special.prompt = [
      "en": "Which {film} has 2:1 = \"wide\" & #1 <ratio>?", "it": "Quale {film} ha 2:1?",
    ]
    special.choices = [
      Choice(id: "a", text: ["en": "Café ~ Society", "it": "Café Society"]),
      Choice(id: "b", text: ["en": "C:\\Films", "it": "C:\\Film"]),
    ]
    special.correct = ["a"]
    var response = ExportSamples.plainResponse()
    response.prompt["it"] = "Quali film ha diretto Kubrick?"
    for index in response.choices.indices {
      response.choices[index].text["it"] = response.choices[index].text["en"]
    }
    var bundle = ExportSamples.bundle(
      [ExportSamples.rich(), special, response], locales: ["en", "it"])
    bundle.version = "1.2.0"
    return bundle
  }()

  @Test(arguments: [
    ("sample.gift", ExportFormat.gift, CSVFlavor?.none),
    ("sample.moodle.xml", .moodleXML, nil),
    ("sample.opentdb.json", .opentdb, nil),
    ("sample.anki.csv", .csv, .anki),
    ("sample.kahoot.csv", .csv, .kahoot),
    ("sample.pack.xml", .xmlPack, nil),
    ("sample.losses.json", .gift, nil),
  ])
  func matchesTheGoldenFile(name: String, format: ExportFormat, flavor: CSVFlavor?) throws {
    let result = try ExportSamples.export(Self.bundle, format, flavor: flavor)
    let actual = name.hasSuffix("losses.json") ? try result.report.renderJSON() : result.data
    let url = Self.folder.appendingPathComponent(name)
    if Self.recording {
      try actual.write(to: url)
      Issue.record("recorded \(name); run again without QBANK_RECORD_GOLDEN to check it")
      return
    }
    let expected = try #require(
      try? Data(contentsOf: url), "no golden file \(name): record it with QBANK_RECORD_GOLDEN=1")
    #expect(
      String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
      "\(name) differs from the golden file; if the change is intended, re-record with QBANK_RECORD_GOLDEN=1"
    )
  }
}
