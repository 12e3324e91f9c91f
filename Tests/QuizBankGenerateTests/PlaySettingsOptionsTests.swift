import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// Issue 14, bug 7: menu (myAEDES) bundles were hard to make: `--mode`,
/// `--feedback-delay` and `--round-size` on import, generate and build.
struct PlaySettingsOptionsTests {
  let folder: URL

  init() throws {
    folder = try TestPaths.temporaryDirectory("qbank-settings")
    try CatalogueFile.write(Films.films(0..<40), to: folder.appendingPathComponent("films.jsonl"))
    try "rounds: 10\nrules:\n  - type: rating-threshold\n    comparisons: [greater, less]\n"
      .write(to: folder.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
  }

  func bundle(_ name: String) throws -> QuizBundle {
    try BundleReader().read(from: folder.appendingPathComponent(name))
  }

  @Test func generateWritesTheSettingsAndBuildsRoundsOfTheSizeGiven() throws {
    let result = try runQbank(
      [
        "generate", "films.jsonl", "--rules", "rules.yaml", "-o", "menu.json", "--mode", "menu",
        "--feedback-delay", "2000", "--round-size", "5",
      ], directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let bundle = try bundle("menu.json")
    #expect(bundle.settings.mode == .menu)
    #expect(bundle.settings.feedbackDelayMs == 2000)
    #expect(bundle.settings.roundSize == 5)
    #expect(bundle.rounds?.count == 8)
    #expect(bundle.rounds?.allSatisfy { $0.questions.count == 5 } == true)
    let check = try runQbank(["validate", "--strict", "menu.json"], directory: folder)
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test func withoutTheOptionsTheSettingsAreTheDefaults() throws {
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", "plain.json"], directory: folder)
    #expect(result.status == 0)
    #expect(try bundle("plain.json").settings == PlaySettings())
  }

  @Test(arguments: [
    (["--round-size", "0"], "--round-size must be 1 or more; got 0."),
    (
      ["--feedback-delay=-5"], "--feedback-delay is in milliseconds, 0 or more (e.g. 2000); got -5."
    ),
    (["--mode", "quiz"], "The value 'quiz' is invalid for '--mode <mode>'"),
  ])
  func badValuesAreUsageErrors(options: [String], message: String) throws {
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", "bad.json"] + options,
      directory: folder)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.json").path))
  }

  @Test func importSetsTheSettingsOfAQuizAndKeepsThePacksOwnOtherwise() throws {
    let pack = TestPaths.sample("packs/movie-classics.xml").path
    let result = try runQbank(
      ["import", pack, "--mode", "classic", "--round-size", "2", "-o", "classic.json"],
      directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let bundle = try bundle("classic.json")
    #expect(bundle.settings.mode == .classic)
    #expect(bundle.settings.roundSize == 2)
    #expect(bundle.settings.feedbackDelayMs == 2000)  // the pack's own
    // The pack's one round of 3 is split again, in its order: 2, then the 1 left.
    #expect(
      bundle.rounds == [
        Round(questions: ["shawshank-rating-9", "godfather-director"]),
        Round(questions: ["spirited-away-rating-8"]),
      ])
    let check = try runQbank(["validate", "classic.json"], directory: folder)
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test func importRefusesTheSettingsForFilmLists() throws {
    try #"{"items": [], "errorMessage": ""}"#.write(
      to: folder.appendingPathComponent("top.json"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["import", "top.json", "--mode", "menu", "-o", "films.out.jsonl"], directory: folder)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "top.json: error: --mode set a bundle's play settings, but these inputs hold films"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "hint: use them when importing quiz files, or with qbank generate or qbank build"))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("films.out.jsonl").path))
  }

  @Test func buildOverridesTheProjectSettings() throws {
    try """
    project: 1
    bundle:
      id: night
      version: 1.0.0
      title: {en: Night, ru: Ночь, uk: Ніч, it: Нотте}
      settings: {mode: classic, feedbackDelayMs: 1000}
    sources:
      - catalogue: films.jsonl
    rules: rules.yaml
    outputs:
      - bundle: dist/night.json
    """.write(to: folder.appendingPathComponent("quiz.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["build", "quiz.yaml", "--mode", "menu", "--feedback-delay", "2500", "--round-size", "4"],
      directory: folder)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let bundle = try bundle("dist/night.json")
    #expect(bundle.settings.mode == .menu)
    #expect(bundle.settings.feedbackDelayMs == 2500)
    #expect(bundle.settings.roundSize == 4)
    #expect(bundle.rounds?.first?.questions.count == 4)
  }
}
