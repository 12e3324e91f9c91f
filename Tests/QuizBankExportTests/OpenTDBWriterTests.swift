import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

struct OpenTDBWriterTests {
  @Test func writesTheAPIShapeWithEntityEncodedText() throws {
    var choice = ExportSamples.plainChoice()
    choice.prompt = ["en": "Which film's director said \"I'll be back\" & <meant> it?"]
    choice.choices[0].text = ["en": "Amélie – Café"]
    choice.choices.append(Choice(id: "d", text: ["en": "Heat"]))
    choice.difficulty = .hard
    let bundle = ExportSamples.bundle([ExportSamples.plainYesNo(correct: "no"), choice])
    let expected = """
      {
        "response_code": 0,
        "results": [
          {
            "type": "boolean",
            "difficulty": "medium",
            "category": "Movie night",
            "question": "Is this film&#039;s rating greater than 8?",
            "correct_answer": "False",
            "incorrect_answers": ["True"]
          },
          {
            "type": "multiple",
            "difficulty": "hard",
            "category": "Movie night",
            "question": "Which film&#039;s director said &quot;I&#039;ll be back&quot; &amp; &lt;meant&gt; it?",
            "correct_answer": "Forrest Gump",
            "incorrect_answers": ["Am&eacute;lie &ndash; Caf&eacute;", "The Shawshank Redemption", "Heat"]
          }
        ]
      }

      """
    let result = try ExportSamples.export(bundle, .opentdb)
    #expect(String(decoding: result.data, as: UTF8.self) == expected)
    #expect(ExportSamples.kinds(result, "q1") == [.id])
    #expect(ExportSamples.kinds(result, "q2") == [.id])
    let json = try JSONSerialization.jsonObject(with: result.data) as? [String: Any]
    #expect(json?["response_code"] as? Int == 0)
  }

  @Test func leavesOutMultipleResponseQuestionsAndSaysSo() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.plainResponse(), ExportSamples.plainYesNo()]), .opentdb)
    let json = try JSONSerialization.jsonObject(with: result.data) as? [String: Any]
    let results = json?["results"] as? [[String: Any]]
    #expect(results?.count == 1)
    #expect(ExportSamples.kinds(result, "q3") == [.multipleResponse])
  }

  @Test func reportsEverythingTheFormatCannotHold() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"]), .opentdb)
    #expect(
      ExportSamples.kinds(result, "godfather") == [
        .locale, .id, .image, .subject, .explanation, .points, .tags, .provenance,
      ])
  }

  @Test func writesAnEmptyResultListForAnEmptyBundle() throws {
    let text = try ExportSamples.text(ExportSamples.bundle([]), .opentdb)
    #expect(text == "{\n  \"response_code\": 0,\n  \"results\": []\n}\n")
  }
}
