import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

struct LoadingAndTextTests {
  @Test func aMissingBundleIsReportedAsMissing() {
    #expect(throws: BundleLoadError.missing("/nonexistent/quiz.json")) {
      try BundleLoader().load(from: URL(fileURLWithPath: "/nonexistent/quiz.json"))
    }
    #expect(BundleLoadError.missing("x").isMissing)
  }

  @Test func bytesThatAreNotJSONAreInvalid() throws {
    let url = try TestFiles.write("{ nope")
    do {
      _ = try BundleLoader().load(from: url)
      Issue.record("expected an error")
    } catch {
      #expect(!error.isMissing)
      #expect(error.reason.hasPrefix("not valid JSON"))
    }
  }

  @Test func aBundleWithNoQuestionsCannotBePlayed() throws {
    var bundle = PlayFixtures.classic()
    bundle.questions = []
    let url = try PlayFixtures.write(bundle)
    #expect(throws: BundleLoadError.invalid(url.path, "it has no questions")) {
      try BundleLoader().load(from: url)
    }
  }

  @Test func aCorrectAnswerThatIsNoChoiceIsReported() throws {
    var bundle = PlayFixtures.classic(count: 2)
    bundle.questions[1].correct = ["maybe"]
    let url = try PlayFixtures.write(bundle)
    #expect(
      throws: BundleLoadError.invalid(
        url.path, "question 2 (q2) names a correct answer that is not one of its choices")
    ) { try BundleLoader().load(from: url) }
  }

  @Test func aQuestionWorthAbsurdlyManyPointsCannotBePlayed() throws {
    var bundle = PlayFixtures.classic(count: 2)
    bundle.questions[1].points = Int.max
    let url = try PlayFixtures.write(bundle)
    #expect(
      throws: BundleLoadError.invalid(
        url.path,
        "question 2 (q2) is worth 9223372036854775807 points; the player takes at most 1000000 a question"
      )
    ) { try BundleLoader().load(from: url) }
    bundle.questions[1].points = 1_000_000
    #expect(throws: Never.self) { try BundleLoader().load(from: PlayFixtures.write(bundle)) }
  }

  @Test func scoresAndTotalsStopAtTheLargestIntegerInsteadOfCrashing() {
    let question = PlayFixtures.classic(count: 1).questions[0]
    var huge = question
    huge.points = Int.max
    var round = GameRound(questions: [huge, huge], number: 1)
    #expect(round.answer(Set(huge.correct)).points == Int.max)
    _ = round.advance()
    _ = round.answer(Set(huge.correct))
    #expect(round.score == Int.max)

    // A statistics file holding a total near the limit keeps working round after round.
    var statistics = BundleStatistics()
    statistics.totalScore = Int.max - 1
    statistics.roundsPlayed = Int.max
    let date = Date(timeIntervalSince1970: 0)
    statistics.add(RoundRecord(correct: 10, total: 10, score: 5, date: date))
    statistics.add(RoundRecord(correct: 10, total: 10, score: Int.max, date: date))
    #expect(statistics.totalScore == Int.max)
    #expect(statistics.roundsPlayed == Int.max)
    #expect(statistics.questionsAnswered == 20)
    var negative = BundleStatistics()
    negative.totalScore = Int.min + 1
    negative.add(RoundRecord(correct: 0, total: 1, score: -5, date: date))
    #expect(negative.totalScore == Int.min)
  }

  @Test func placeholdersAreFilledInOnePassSoAFilmTitleIsNeverRescanned() {
    let table = TextTable([
      "result": [.en: "{title}: {score} points", .ru: "{title}: {score}"],
      "swap": [.en: "{a} then {b}"],
    ])
    let text = Localizer(language: .en, table: table)
    #expect(
      text.text("result", ["title": "The {score} Club", "score": "7"])
        == "The {score} Club: 7 points")
    // Whichever order the arguments come in, neither value is filled in again.
    #expect(text.text("swap", ["a": "{b}", "b": "{a}"]) == "{b} then {a}")
    #expect(text.text("swap", ["a": "x"]) == "x then {b}")
    #expect(
      Localizer(language: .en, table: TextTable(["odd": [.en: "{{a}} {"]])).text("odd", ["a": "1"])
        == "{1} {")
  }

  @Test func escapeSequencesAndControlCharactersAreStrippedWhole() {
    #expect(DisplayText.sanitized("a\u{1B}[2Jb\u{1B}[31mc") == "abc")
    #expect(DisplayText.sanitized("x\u{1B}]0;pwned\u{07}y") == "xy")
    #expect(DisplayText.sanitized("x\u{1B}]2;title\u{1B}\\y") == "xy")
    #expect(DisplayText.sanitized("x\u{9B}1;1Hy\u{9D}0;t\u{9C}z") == "xyz")
    #expect(DisplayText.sanitized("hid\u{1B}[8mden\u{0}\u{8}\u{7F}") == "hidden")
    #expect(DisplayText.sanitized("a\u{202E}b\u{2066}c") == "abc")
    #expect(DisplayText.sanitized("line\nbreak\ttab") == "line break tab")
    #expect(DisplayText.sanitized("Амели — Sì ✓") == "Амели — Sì ✓")
  }

  @Test func everyPlayerStringExistsInEveryLanguage() {
    #expect(TextTable.player.incompleteKeys.isEmpty)
    let russian = Localizer(language: .ru, table: .player)
    #expect(
      russian.text("summary.result", ["correct": "6", "total": "10"]) == "Ваш результат: 6/10")
  }
}

enum TestFiles {
  static func write(_ text: String) throws -> URL {
    let url = try TestPaths.temporaryDirectory("qbank-play").appendingPathComponent("bundle.json")
    try Data(text.utf8).write(to: url)
    return url
  }
}
