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
