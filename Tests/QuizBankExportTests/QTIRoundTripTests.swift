import Crypto
import Foundation
import QuizBankImport
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// bundle → QTI package → bundle: everything comes back but what the loss report names.
struct QTIRoundTripTests {
  /// The question as the package can carry it: the fields named by `losses`
  /// dropped, texts in the exported locale only, no provenance (the importer
  /// writes its own), the picture compared by digest and alt text.
  static func carried(_ question: Question, losses: Set<ExportLoss.Kind>) -> Question {
    var out = question
    func english(_ text: LocalizedText) -> LocalizedText { ["en": text["en"] ?? ""] }
    if losses.contains(.locale) {
      out.prompt = english(out.prompt)
      out.choices = out.choices.map { Choice(id: $0.id, text: english($0.text)) }
      if let alt = out.image?.alt { out.image?.alt = english(alt) }
    }
    if losses.contains(.subject) { out.subject = nil }
    if losses.contains(.explanation) { out.explanation = nil }
    if losses.contains(.points) { out.points = 1 }
    if losses.contains(.tags) { out.tags = [] }
    if losses.contains(.difficulty) { out.difficulty = nil }
    out.provenance = nil
    out.image?.source = ""
    return out
  }

  @Test func questionsAndTheirPictureComeBackButForTheReportedLosses() throws {
    let bytes = ExportSamples.imageBytes
    let digest = SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    var rich = ExportSamples.rich()
    rich.image?.sha256 = digest
    var odd = ExportSamples.plainChoice(id: "odd id é")
    odd.prompt = ["en": "Quotes \"&\" <tags> and ünïcödé?"]
    odd.choices[1].text = ["en": "a < b & c"]
    let bundle = ExportSamples.bundle(
      [rich, ExportSamples.plainYesNo(), odd, ExportSamples.plainResponse()],
      locales: ["en", "it"])
    let result = try ExportSamples.export(bundle, .qti)
    let file = try ToolRunner.temporaryFile(result.data, name: "package.zip")
    let plan = try Importer.plan([file.path], options: ImportOptions())
    #expect(plan.inputs.first?.format == .qti)
    let (back, summary) = try Importer.readQuestions(plan)
    #expect(summary.issues.isEmpty && summary.skipped == 0)
    try #require(back.count == bundle.questions.count)
    for (imported, original) in zip(back, bundle.questions) {
      let losses = Set(ExportSamples.kinds(result, original.id))
      var got = imported
      got.provenance = nil
      got.image?.source = ""
      #expect(got == Self.carried(original, losses: losses), "\(original.id)")
      #expect(imported.provenance?.source == "qti")
    }
    // The picture: an asset with the same bytes and the same SHA-256.
    let image = try #require(back[0].image)
    #expect(image.sha256 == digest)
    let asset = try #require(summary.assets.first)
    #expect(summary.assets.count == 1)
    #expect(asset.path == image.source && asset.data == bytes && asset.sha256 == digest)
    #expect(
      Set(ExportSamples.kinds(result, "godfather")) == [
        .locale, .subject, .explanation, .points, .tags, .difficulty, .provenance,
      ])
  }
}
