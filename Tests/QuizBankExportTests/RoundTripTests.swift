import Foundation
import QuizBankImport
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// Export, then import with the importers, and compare what the format carries.
struct RoundTripTests {
  static func importQuestions(_ data: Data, name: String, format: ImportFormat) throws -> [Question]
  {
    let file = try ToolRunner.temporaryFile(data, name: name)
    let plan = try Importer.plan([file.path], options: ImportOptions(format: format))
    return try Importer.readQuestions(plan).0
  }

  /// Text, choices, answers and difficulty come back; ids (the format has
  /// none), choice order and ids (the importer sorts choices), provenance and
  /// tags (the importer adds `category:`) do not.
  @Test func openTriviaDBCarriesTextAnswersAndDifficulty() throws {
    var accents = ExportSamples.plainChoice(id: "accents")
    accents.prompt = ["en": "Which film's title has \"Café\" & <brackets> — or ’quotes’?"]
    accents.choices[0].text = ["en": "Amélie"]
    accents.difficulty = .hard
    var falseOne = ExportSamples.plainYesNo(id: "no-one", correct: "no")
    falseOne.prompt = ["en": "Is this film's rating greater than 9?"]
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(), falseOne,
      ExportSamples.plainChoice(), accents, ExportSamples.plainResponse(),
    ])
    let exported = bundle.questions.filter { $0.kind != .multipleResponse }
    let back = try Self.importQuestions(
      try ExportSamples.export(bundle, .opentdb).data, name: "otdb.json", format: .opentdb)
    try #require(back.count == exported.count)
    for (imported, original) in zip(back, exported) {
      #expect(imported.kind == original.kind, "\(original.id)")
      #expect(imported.prompt == original.prompt, "\(original.id)")
      #expect(imported.difficulty == (original.difficulty ?? .medium), "\(original.id)")
      #expect(imported.tags == ["category:movie-night"])
      func rightText(_ question: Question) -> Set<String> {
        Set(
          question.choices.filter { question.correct.contains($0.id) }.compactMap { $0.text["en"] })
      }
      if original.kind == .yesNo {
        #expect(imported.correct == original.correct, "\(original.id)")
      } else {
        #expect(
          Set(imported.choices.compactMap { $0.text["en"] })
            == Set(original.choices.compactMap { $0.text["en"] }))
        #expect(rightText(imported) == rightText(original), "\(original.id)")
      }
    }
  }
}
