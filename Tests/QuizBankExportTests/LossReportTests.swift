import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

struct LossReportTests {
  @Test func everyLossKindIsReportedBySomeFormat() throws {
    let long = Question(
      id: "long", kind: .multipleChoice,
      prompt: ["en": String(repeating: "x", count: 200) + "\u{07}"],  // a bell XML cannot hold
      choices: (0..<5).map { Choice(id: "c\($0)", text: ["en": "Choice \($0)"]) }, correct: ["c0"])
    var twoLines = ExportSamples.plainChoice(id: "two-lines")
    twoLines.prompt = ["en": "First line\nsecond line"]
    let bundle = ExportSamples.bundle(
      [ExportSamples.rich(), ExportSamples.plainResponse(), long, twoLines], locales: ["en", "it"])
    var seen = Set<ExportLoss.Kind>()
    for format in ExportFormat.allCases {
      let flavors: [CSVFlavor?] = format == .csv ? CSVFlavor.allCases : [nil]
      for flavor in flavors {
        let result = try ExportSamples.export(bundle, format, flavor: flavor)
        seen.formUnion(result.report.losses.map(\.kind))
      }
    }
    #expect(seen == Set(ExportLoss.Kind.allCases))
  }

  @Test(arguments: [ExportFormat.gift, .moodleXML])
  func aMultipleResponseWithOneRightAnswerIsReportedAsAKindLoss(format: ExportFormat) throws {
    let one = ExportSamples.plainResponse(id: "one", correct: ["a"])
    let result = try ExportSamples.export(ExportSamples.bundle([one]), format)
    let losses = result.report.losses.filter { $0.questionId == "one" }
    #expect(
      losses == [
        ExportLoss(
          questionId: "one", kind: .kind,
          message: "multiple response with one right answer is read back as multiple choice")
      ])
  }

  @Test func rendersOneLinePerLossAndASummary() {
    let report = LossReport(
      format: "gift", locale: "en",
      losses: [
        ExportLoss(questionId: "q1", kind: .image, message: "image \"a.jpg\" is not carried"),
        ExportLoss(questionId: "q1", kind: .points, message: "3 points become 1"),
        ExportLoss(questionId: "q2", kind: .locale, message: "text in it is dropped (exported en)"),
      ])
    #expect(
      report.renderText() == """
        q1: image: image "a.jpg" is not carried
        q1: points: 3 points become 1
        q2: locale: text in it is dropped (exported en)
        loss report: 3 losses in 2 questions for gift

        """)
    #expect(report.affectedQuestions == ["q1", "q2"])
  }

  @Test func saysWhenNothingIsLost() {
    let report = LossReport(format: "xml-pack", locale: nil, losses: [])
    #expect(report.isLossless)
    #expect(report.renderText() == "loss report: xml-pack holds everything exported\n")
  }

  @Test func encodesAsJSONThatDecodesBack() throws {
    let report = LossReport(
      format: "opentdb", locale: "it",
      losses: [ExportLoss(questionId: "q3", kind: .multipleResponse, message: "left out")])
    let data = try report.renderJSON()
    #expect(String(decoding: data, as: UTF8.self).contains("\"kind\" : \"multiple-response\""))
    #expect(try JSONDecoder().decode(LossReport.self, from: data) == report)
  }
}
