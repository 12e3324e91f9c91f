import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// Exported pages played in headless Chromium by `browser/play_page.py`:
/// whole rounds and games by keyboard and by clicks, statistics across reloads,
/// languages, a tampered digest and an injection attempt; screenshots of each
/// screen at 1280×800 and 375×667 go to a folder printed on the output
/// (`QBANK_HTML_SHOTS` chooses it).
@Suite(.serialized)
struct HTMLBrowserTests {
  static let script = TestPaths.packageRoot.appendingPathComponent(
    "Tests/QuizBankExportTests/browser/play_page.py")

  /// The menu-mode bundle: an injection attempt first, a multiple-response
  /// question, pictures from the samples, tricky numbers, escapes and non-BMP
  /// keys, and a right-to-left locale.
  static func menuBundle() throws -> QuizBundle {
    var night = try BundleReader().read(from: TestPaths.sample("bundles/movie-night.json"))
    let locales = ["en", "ru", "uk", "it"]
    func all(_ text: String) -> LocalizedText {
      LocalizedText(Dictionary(uniqueKeysWithValues: locales.map { ($0, text) }))
    }
    let injection = Question(
      id: "injection", kind: .multipleChoice, prompt: all("<img src=x onerror=alert(1)>"),
      choices: [
        Choice(id: "a", text: all("</script><script>alert(2)</script>")),
        Choice(id: "b", text: all("<!-- \"quoted\" \\ back\u{1}slash \u{2028} 🎬")),
        Choice(id: "c", text: all("&amp; &lt;b&gt;")),
      ],
      correct: ["b"], points: 2,
      provenance: Provenance(
        source: "hand",
        values: [
          "😀": .number(1e21), "\u{10000}a": .number(5e-324), "\u{FFFF}": .number(0.1 + 0.2),
          "é": .string("\u{1}\u{7f}\u{2028}</script>"), "z": .number(-1.5e-7),
          "big": .number(123_456_789_012_345_680_000), "small": .number(1e-6), "neg": .number(-0.0),
          "t": .bool(true),
        ]))
    let response = Question(
      id: "kubrick", kind: .multipleResponse, prompt: all("Which of these did Kubrick direct?"),
      choices: [
        Choice(id: "a", text: all("The Shining")), Choice(id: "b", text: all("Jaws")),
        Choice(id: "c", text: all("Barry Lyndon")),
      ],
      correct: ["a", "c"], points: 3)
    let local = night.questions.filter { $0.image.map { !$0.source.hasPrefix("https:") } ?? false }
    night.questions = [injection, response] + local + night.questions.prefix(2)
    night.id = "menu-night"
    night.rounds = nil
    night.settings = PlaySettings(
      roundSize: 5, feedbackDelayMs: 2000, shuffleQuestions: false, shuffleChoices: false,
      mode: .menu)
    // Hebrew, right to left, beside the four.
    func hebrew(_ text: inout LocalizedText) { text.values["he"] = "עברית: " + (text["en"] ?? "") }
    night.locales.append("he")
    hebrew(&night.title)
    for index in night.questions.indices {
      hebrew(&night.questions[index].prompt)
      for choice in night.questions[index].choices.indices {
        hebrew(&night.questions[index].choices[choice].text)
      }
    }
    return try BundleWriter().sealed(night)
  }

  @Test(.requires(.chromium, .chromedriver, .selenium))
  func playsExportedPagesInHeadlessChromium() throws {
    let pages = try TestPaths.temporaryDirectory("qbank-html-pages")
    let shots =
      ProcessInfo.processInfo.environment["QBANK_HTML_SHOTS"].map(URL.init(fileURLWithPath:))
      ?? pages.appendingPathComponent("screenshots")
    // The classic sample, through the built binary.
    let classic = try runQbank([
      "export", TestPaths.sample("movie-quiz/dist/movie-quiz.json").path, "--to", "html", "-o",
      pages.appendingPathComponent("classic.html").path,
    ])
    #expect(classic.status == 0, "\(classic.stderr)")
    // The menu bundle beside copies of the sample pictures.
    let menu = try Self.menuBundle()
    try FileManager.default.copyItem(
      at: TestPaths.sample("bundles/assets"), to: pages.appendingPathComponent("assets"))
    try BundleWriter().write(menu, to: pages.appendingPathComponent("menu.json"))
    let exported = try runQbank(
      ["export", "menu.json", "--to", "html", "-o", "menu.html"], directory: pages)
    #expect(exported.status == 0, "\(exported.stderr)")
    let withFolder = try runQbank(
      [
        "export", "menu.json", "--to", "html", "-o", "menu-assets.html", "--assets-dir", "pictures",
      ],
      directory: pages)
    #expect(withFolder.status == 0, "\(withFolder.stderr)")
    let expected: [String: Any] = [
      "menu": [
        "digest": try BundleDigest.compute(for: menu),
        "injection": "<img src=x onerror=alert(1)>", "roundSize": 5, "rtl": "he",
        "pattern": [true, false, true, true, false],
      ]
    ]
    try JSONSerialization.data(withJSONObject: expected).write(
      to: pages.appendingPathComponent("expected.json"))
    let python = try #require(TestTools.python)
    let run = try runTool(python, [Self.script.path, pages.path, shots.path])
    print("html browser test screenshots: \(shots.path)")
    #expect(run.status == 0, "\(run.output)")
  }
}
