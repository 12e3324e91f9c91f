import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

struct AnkiCSVWriterTests {
  @Test func writesHeadersSoReimportsUpdateNotes() throws {
    var choice = ExportSamples.plainChoice()
    choice.tags = ["genre:drama", "best picture"]
    choice.explanation = ["en": "It won in 1995, \"deservedly\"."]
    let bundle = ExportSamples.bundle([ExportSamples.plainYesNo(), choice])
    let expected = """
      #separator:Comma
      #html:false
      #notetype:Basic
      #deck:Movie night
      #columns:GUID,Front,Back,Tags
      #guid column:1
      #tags column:4
      movie-night/q1,Is this film's rating greater than 8?,Yes,
      movie-night/q2,"Which film won Best Picture in 1995?

      A. Pulp Fiction
      B. Forrest Gump
      C. The Shawshank Redemption","B. Forrest Gump

      It won in 1995, ""deservedly"".",genre:drama best_picture

      """
    let result = try ExportSamples.export(bundle, .csv, flavor: .anki)
    #expect(String(decoding: result.data, as: UTF8.self) == expected)
    #expect(result.report.isLossless)
  }

  @Test func putsTheSubjectOnTheFrontAndDifficultyInTags() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"]), .csv, flavor: .anki)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(
      text.contains(
        "movie-night/godfather,The Godfather (1972): Is this film's rating greater than 9?,\"Yes\n\nIt is rated 9.2.\",genre:crime decade:1970s difficulty:easy\n"
      ))
    #expect(ExportSamples.kinds(result, "godfather") == [.locale, .points, .provenance, .image])
  }

  @Test func quotesFieldsThatStartWithAHash() throws {
    var question = ExportSamples.plainYesNo()
    question.prompt = ["en": "#1 at the box office?"]
    let text = try ExportSamples.text(ExportSamples.bundle([question]), .csv, flavor: .anki)
    #expect(text.contains("movie-night/q1,\"#1 at the box office?\",Yes,\n"))
  }
}

struct KahootCSVWriterTests {
  @Test func writesTheTemplateColumnsWithNumberedRightAnswers() throws {
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(correct: "no"), ExportSamples.plainChoice(),
      ExportSamples.plainResponse(),
    ])
    let expected = """
      Question - max 120 characters,Answer 1 - max 75 characters,Answer 2 - max 75 characters,Answer 3 - max 75 characters,Answer 4 - max 75 characters,"Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs",Correct answer(s) - choose at least one
      Is this film's rating greater than 8?,Yes,No,,,30,2
      Which film won Best Picture in 1995?,Pulp Fiction,Forrest Gump,The Shawshank Redemption,,30,2
      Which of these films did Kubrick direct?,The Shining,Jaws,Barry Lyndon,,30,"1,3"

      """
    let result = try ExportSamples.export(bundle, .csv, flavor: .kahoot, timeLimit: 30)
    #expect(String(decoding: result.data, as: UTF8.self) == expected)
    #expect(result.report.isLossless == false)
    #expect(Set(result.report.losses.map(\.kind)) == [.id])
  }

  @Test func shortensOverlongQuestionsAndAnswers() throws {
    var question = ExportSamples.plainChoice()
    question.prompt = ["en": String(repeating: "q", count: 130)]
    question.choices[2].text = ["en": String(repeating: "a", count: 80)]
    let result = try ExportSamples.export(ExportSamples.bundle([question]), .csv, flavor: .kahoot)
    let row = String(decoding: result.data, as: UTF8.self).split(separator: "\n")[1]
    let fields = row.split(separator: ",", omittingEmptySubsequences: false)
    #expect(fields[0].count == KahootLimits.questionLength)
    #expect(fields[0].hasSuffix("…"))
    #expect(fields[3].count == KahootLimits.answerLength)
    #expect(ExportSamples.kinds(result, "q2") == [.id, .length, .length])
  }

  @Test func keepsTheRightAnswersWhenThereAreMoreThanFour() throws {
    let choices = (0..<6).map { Choice(id: "c\($0)", text: ["en": "Choice \($0)"]) }
    let question = Question(
      id: "six", kind: .multipleChoice, prompt: ["en": "Which?"], choices: choices, correct: ["c5"])
    let result = try ExportSamples.export(ExportSamples.bundle([question]), .csv, flavor: .kahoot)
    let row = String(decoding: result.data, as: UTF8.self).split(separator: "\n")[1]
    #expect(row == "Which?,Choice 0,Choice 1,Choice 2,Choice 5,20,4")
    #expect(ExportSamples.kinds(result, "six") == [.id, .choices])
    #expect(result.report.losses.last?.message.contains("dropped c3, c4") == true)
  }

  @Test func rejectsATimeLimitKahootDoesNotAllow() throws {
    #expect(throws: ExportError.invalidTimeLimit(25)) {
      try ExportSamples.export(
        ExportSamples.bundle([ExportSamples.plainYesNo()]), .csv, flavor: .kahoot, timeLimit: 25)
    }
  }

  @Test func reportsWhatTheTemplateHasNoColumnFor() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"]), .csv, flavor: .kahoot)
    #expect(
      ExportSamples.kinds(result, "godfather") == [
        .locale, .id, .image, .explanation, .points, .tags, .difficulty, .provenance,
      ])
  }
}
