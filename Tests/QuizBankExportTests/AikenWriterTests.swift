import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport
@testable import QuizBankImport

struct AikenWriterTests {
  @Test func writesSingleAnswerQuestionsAndReportsWhatItCannotHold() throws {
    var multiLine = ExportSamples.plainChoice(id: "lines")
    multiLine.prompt = ["en": "Which film\nwon in 1995?"]
    var misread = ExportSamples.plainChoice(id: "misread")
    misread.prompt = ["en": "A. Lincoln appears in which film?"]
    let tooMany = Question(
      id: "many", kind: .multipleChoice, prompt: ["en": "Pick one"],
      choices: (0..<27).map { Choice(id: "c\($0)", text: ["en": "Option \($0)"]) }, correct: ["c0"])
    let bundle = ExportSamples.bundle([
      ExportSamples.plainChoice(), ExportSamples.plainYesNo(correct: "no"),
      ExportSamples.plainResponse(), multiLine, misread, tooMany,
    ])
    let result = try ExportSamples.export(bundle, .aiken)
    #expect(
      String(decoding: result.data, as: UTF8.self) == """
        Which film won Best Picture in 1995?
        A) Pulp Fiction
        B) Forrest Gump
        C) The Shawshank Redemption
        ANSWER: B

        Is this film's rating greater than 8?
        A) True
        B) False
        ANSWER: B

        Which film won in 1995?
        A) Pulp Fiction
        B) Forrest Gump
        C) The Shawshank Redemption
        ANSWER: B

        """)
    #expect(ExportSamples.kinds(result, "q2") == [.id])
    #expect(ExportSamples.kinds(result, "q1") == [.id, .kind])
    #expect(ExportSamples.kinds(result, "q3") == [.multipleResponse])
    #expect(ExportSamples.kinds(result, "lines") == [.id, .text])
    #expect(ExportSamples.kinds(result, "misread") == [.text])
    #expect(ExportSamples.kinds(result, "many") == [.choices])
    #expect(
      result.report.losses.first { $0.questionId == "misread" }?.message
        == "the question text \"A. Lincoln appears in which film?\" would be read as an option or an ANSWER: line (Aiken has no escape); the question is left out"
    )
  }

  @Test func roundTripsThroughTheAikenReaderLosingOnlyWhatTheReportNames() throws {
    let bundle = try BundleReader().read(from: TestPaths.sample("bundles/movie-night.json"))
    let exporter = BundleExporter(
      images: FolderExportAssets(folder: TestPaths.sample("bundles")))
    let result = try exporter.export(bundle, options: ExportOptions(format: .aiken))
    let input = try ImportInput(name: "quiz.txt", data: result.data, maxSize: 1 << 24)
    let plan = try Importer.plan([input], options: ImportOptions())
    #expect(plan.inputs.first?.format == .aiken)
    let (questions, _) = try Importer.readQuestions(plan)
    let leftOut = Set(
      result.report.losses.filter { $0.message.hasSuffix("left out") }.map(\.questionId))
    let kept = bundle.questions.filter { !leftOut.contains($0.id) }
    try #require(questions.count == kept.count)
    for (original, back) in zip(kept, questions) {
      let kinds = Set(result.report.losses.filter { $0.questionId == original.id }.map(\.kind))
      #expect(kinds.contains(.id), "\(original.id): ids are not carried")
      let prompt = original.prompt[bundle.defaultLocale] ?? ""
      #expect(
        back.prompt[bundle.defaultLocale]
          == (kinds.contains(.text) ? AikenWriter.oneLine(prompt) : prompt), "\(original.id)")
      if original.kind == .yesNo {
        #expect(kinds.contains(.kind))
        #expect(back.choices.map { $0.text["en"]! } == ["True", "False"])
        #expect(back.correct == [original.correct == ["yes"] ? "a" : "b"])
      } else {
        #expect(
          back.choices.map { $0.text["en"]! }
            == original.choices.map { $0.text[bundle.defaultLocale] ?? "" }, "\(original.id)")
        let right = original.choices.firstIndex { original.correct.contains($0.id) }!
        #expect(back.correct == [back.choices[right].id])
      }
    }
  }
}
