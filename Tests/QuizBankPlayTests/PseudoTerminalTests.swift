import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// The player on a real pseudo-terminal, driven by `pty/play_e2e.py` (pexpect).
@Suite(
  .serialized,
  .requires(.pexpect))
struct PseudoTerminalTests {
  @Test func aWholeClassicRoundShowsFramesSummaryAndRecordAndStatisticsSurviveARestart() throws {
    try PseudoTerminal.run("classic", bundle: PlayFixtures.write(PlayFixtures.classic()))
  }

  @Test func aWholeMenuGameScoresRevealsAndSavesTheHighScore() throws {
    try PseudoTerminal.run("menu", bundle: PlayFixtures.write(PlayFixtures.menu()))
  }

  @Test func escapeSequencesInABundleNeverReachTheTerminal() throws {
    try PseudoTerminal.run("escapes", bundle: PlayFixtures.write(PseudoTerminal.hostileBundle()))
  }

  @Test func kittyShowsTheBundlesPicturesAndOtherTerminalsAPlaceholder() throws {
    var bundle = PlayFixtures.classic()
    for index in bundle.questions.indices {
      bundle.questions[index].image = ImageReference(source: "posters/film\(index + 1).png")
    }
    let url = try PlayFixtures.write(bundle)
    let posters = url.deletingLastPathComponent().appendingPathComponent("posters")
    try FileManager.default.createDirectory(at: posters, withIntermediateDirectories: true)
    // A 1×1 PNG.
    let png = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
      ))
    for index in bundle.questions.indices {
      try png.write(to: posters.appendingPathComponent("film\(index + 1).png"))
    }
    try PseudoTerminal.run("pictures", bundle: url)
  }

  @Test func arrowKeysAreIgnoredAndACyrillicLayoutAnswers() throws {
    try PseudoTerminal.run("keys", bundle: PlayFixtures.write(PlayFixtures.classic()))
  }

  @Test func everyScreenFitsIn80By24EvenWithLongWideText() throws {
    var bundle = PlayFixtures.menu(count: 2)
    for index in bundle.questions.indices {
      bundle.questions[index].prompt = [
        "en": String(repeating: "A very long question about 七人の侍 and other films, ", count: 8)
      ]
      bundle.questions[index].subject = Subject(
        title: "七人の侍 " + String(repeating: "Seven Samurai ", count: 10), year: 1954)
      bundle.questions[index].image = ImageReference(
        source: "https://example.org/" + String(repeating: "poster/", count: 20) + "x.jpg",
        alt: ["en": String(repeating: "alt text ", count: 20)])
      bundle.questions[index].choices = (1...9).map {
        Choice(id: "c\($0)", text: ["en": String(repeating: "侍 answer \($0) ", count: 12)])
      }
      bundle.questions[index].correct = ["c2"]
      bundle.questions[index].explanation = [
        "en": String(repeating: "Because 侍 is the answer, as everyone knows. ", count: 10)
      ]
    }
    bundle.title = ["en": String(repeating: "A long title ", count: 10)]
    try PseudoTerminal.run("layout", bundle: PlayFixtures.write(bundle))
  }

  @Test func ctrlCRestoresTheTerminal() throws {
    try PseudoTerminal.run("interrupt", bundle: PlayFixtures.write(PlayFixtures.classic()))
  }

  @Test func ctrlZRestoresTheTerminalAndFgMakesItRawAgainAndRedraws() throws {
    try PseudoTerminal.run("suspend", bundle: PlayFixtures.write(PlayFixtures.classic()))
  }

  @Test func sigtermRestoresTheTerminalTheCuratorMadeRaw() throws {
    var bundle = PlayFixtures.classic(count: 2, id: "candidates")
    for index in bundle.questions.indices { bundle.questions[index].image = nil }
    try PseudoTerminal.run("curate-term", bundle: PlayFixtures.write(bundle))
  }

  @Test func aBundleThatCannotBeLoadedOffersARetry() throws {
    try PseudoTerminal.run("retry", bundle: PlayFixtures.write(PlayFixtures.classic()))
  }
}

enum PseudoTerminal {
  static let script = TestPaths.packageRoot.appendingPathComponent(
    "Tests/QuizBankPlayTests/pty/play_e2e.py")

  /// Runs one scenario of the script; records its output as the failure when it fails.
  static func run(_ scenario: String, bundle: URL) throws {
    let state = try TestPaths.temporaryDirectory("qbank-pty-state")
    let result = try runPython(
      [script.path, TestPaths.qbank.path, scenario, bundle.path, state.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("PASS \(scenario)"))
  }

  /// A bundle whose every text carries escape sequences and control characters.
  static func hostileBundle() -> QuizBundle {
    let question = Question(
      id: "evil", kind: .yesNo,
      prompt: ["en": "Question\u{1B}[2J\u{1B}[8m is shown\u{9B}1;1H\u{08}\u{07}"],
      subject: Subject(title: "Evil\u{1B}[31m film\u{1B}]0;pwned\u{07}", year: 1999),
      image: ImageReference(source: "evil\u{1B}[5m.jpg"),
      choices: [
        Choice(id: "yes", text: ["en": "Yes\u{1B}[?25l"]),
        Choice(id: "no", text: ["en": "No\u{1B}]2;pwned\u{1B}\\"]),
      ],
      correct: ["yes"])
    var second = question
    second.id = "evil2"
    return QuizBundle(
      id: "hostile", version: "1.0.0", title: ["en": "Escape\u{1B}]2;pwned\u{1B}\\ test"],
      locales: ["en"],
      settings: PlaySettings(roundSize: 2, feedbackDelayMs: 0, mode: .classic),
      questions: [question, second])
  }
}
