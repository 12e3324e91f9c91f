import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport
@testable import QuizBankImport

/// Open Trivia DB: the category survives bundle → opentdb → bundle, and a
/// `multiple` question without exactly three wrong answers is a loss (issue 13, Export item 5).
struct OpenTDBRoundTripTests {
  static func fourChoices(id: String, tags: [String]) -> Question {
    Question(
      id: id, kind: .multipleChoice, prompt: ["en": "Which shark film came first? (\(id))"],
      choices: ["Jaws", "Deep Blue Sea", "The Meg", "The Shallows"].enumerated().map {
        Choice(id: ["a", "b", "c", "d"][$0.offset], text: ["en": $0.element])
      },
      correct: ["a"], tags: tags, difficulty: .easy)
  }

  @Test func keepsTheCategoryNameAcrossARoundTrip() throws {
    let tags = ["category:entertainment-film", "category-name:Entertainment: Film"]
    let bundle = ExportSamples.bundle([Self.fourChoices(id: "q1", tags: tags)])
    let result = try ExportSamples.export(bundle, .opentdb)
    let json = try JSONSerialization.jsonObject(with: result.data) as? [String: Any]
    let first = (json?["results"] as? [[String: Any]])?.first
    #expect(first?["category"] as? String == "Entertainment: Film")
    #expect(ExportSamples.kinds(result, "q1") == [.id])
    let input = try ImportInput(name: "round.json", data: result.data, maxSize: 1 << 20)
    let (questions, _) = try Importer.readQuestions(
      Importer.plan([input], options: ImportOptions()))
    #expect(questions.first?.tags == tags)
    #expect(
      questions.first?.choices.map { $0.text["en"]! } == [
        "Deep Blue Sea", "Jaws", "The Meg", "The Shallows",
      ])
  }

  @Test func reportsOtherTagsButNotTheCategoryTags() throws {
    let tags = ["category:film", "category-name:Film", "decade:1970s"]
    let result = try ExportSamples.export(
      ExportSamples.bundle([Self.fourChoices(id: "q1", tags: tags)]), .opentdb)
    let loss = result.report.losses.first { $0.kind == .tags }
    #expect(loss?.message == "tags decade:1970s are not carried")
  }

  @Test func leavesOutAMultipleQuestionWithoutThreeWrongAnswers() throws {
    let three = ExportSamples.plainChoice()  // one right, two wrong
    var five = Self.fourChoices(id: "q5", tags: [])
    five.choices.append(Choice(id: "e", text: ["en": "Orca"]))
    let result = try ExportSamples.export(
      ExportSamples.bundle([three, five, Self.fourChoices(id: "q4", tags: [])]), .opentdb)
    let json = try JSONSerialization.jsonObject(with: result.data) as? [String: Any]
    let results = try #require(json?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect((results[0]["incorrect_answers"] as? [String])?.count == 3)
    #expect(ExportSamples.kinds(result, "q2") == [.choices])
    #expect(
      result.report.losses.first { $0.questionId == "q2" }?.message
        == "Open Trivia DB's multiple results have exactly 3 incorrect answers, this question has 2; the question is left out"
    )
    #expect(ExportSamples.kinds(result, "q5") == [.choices])
  }
}
