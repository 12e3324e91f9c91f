import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankBuild

struct BuildCommandTests {
  let folder: URL

  init() throws {
    folder = try TestPaths.temporaryDirectory("qbank-build")
    let sources = folder.appendingPathComponent("sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try CatalogueFile.write(Films.films(0..<25), to: sources.appendingPathComponent("a.jsonl"))
    try CatalogueFile.write(Films.films(20..<30), to: sources.appendingPathComponent("b.jsonl"))
    try write(
      "rules.yaml",
      "rounds: 5\nrules:\n  - type: rating-threshold\n    comparisons: [greater, less]\n")
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func project(
    select: String = "", rules: String = "rules: rules.yaml", outputs: String = ""
  ) -> String {
    """
    project: 1
    bundle:
      id: night
      version: 1.1.0
      title: {en: Night, ru: Ночь, uk: Ніч, it: Notte}
      settings: {mode: classic}
    sources:
      - catalogue: sources/a.jsonl
        list: list:a
      - catalogue: sources/b.jsonl
        list: list:b
    \(select)
    \(rules)
    seed: 5
    outputs:
      - bundle: dist/night.json
    \(outputs)
    """
  }

  @Test func buildsAValidatedBundleFromTheProjectSources() throws {
    try write("quiz.yaml", project())
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        "Generated 30 questions from 35 films in 6 rounds → dist/night.json\n"))
    #expect(
      result.stdout.contains("    duplicate film: 5\n")
        || result.stdout.contains("skipped, duplicate film: 5\n"))
    #expect(result.stdout.hasSuffix("Validated: no errors\n"))
    let bundle = try BundleReader().read(from: folder.appendingPathComponent("dist/night.json"))
    #expect(bundle.id == "night")
    #expect(bundle.version == "1.1.0")
    #expect(bundle.title["ru"] == "Ночь")
    #expect(bundle.settings.roundSize == 5)
    #expect(bundle.rounds?.count == 6)
  }

  @Test func aFilmInTwoSourcesIsInBothLists() throws {
    try write("quiz.yaml", project(select: "select: {lists: [list:b]}"))
    let result = try runQbank(["build", "quiz.yaml", "-q"], directory: folder)
    #expect(result.status == 0)
    let bundle = try BundleReader().read(from: folder.appendingPathComponent("dist/night.json"))
    // Films 20…24 are first read from a.jsonl but are in list:b too.
    #expect(bundle.questions.count == 10)
    #expect(bundle.questions.first?.subject?.title == "Film 20")
  }

  @Test func inlineRulesWork() throws {
    try write(
      "quiz.yaml",
      project(
        rules: """
          rules:
            locales: [en]
            rules:
              - type: rating-comparison
                count: 3
          """))
    let result = try runQbank(["build", "quiz.yaml", "-q"], directory: folder)
    #expect(result.status == 0)
    let bundle = try BundleReader().read(from: folder.appendingPathComponent("dist/night.json"))
    #expect(bundle.questions.map(\.kind) == [.multipleChoice, .multipleChoice, .multipleChoice])
    #expect(bundle.locales == ["en"])
  }

  /// The hint every missing source gets.
  private static let missingSourceHint =
    "hint: check the path in the project file: a relative path is relative to the project file's folder\n"

  @Test func aMissingSourceExits66NamingTheProjectFileItsLineAndTheResolvedPath() throws {
    try write(
      "quiz.yaml", project().replacingOccurrences(of: "sources/b.jsonl", with: "sources/c.jsonl"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 66)
    let resolved = folder.appendingPathComponent("sources/c.jsonl").standardizedFileURL.path
    #expect(
      result.stderr
        == "quiz.yaml:10:16: error: cannot open the source file 'sources/c.jsonl' (looked for \(resolved))\n"
        + "  - catalogue: sources/c.jsonl\n" + String(repeating: " ", count: 15) + "^\n"
        + Self.missingSourceHint)
  }

  @Test func aMissingSourceOfAProjectInAnotherFolderIsLookedForInThatFolder() throws {
    let nested = folder.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try project(rules: "rules: ../rules.yaml")
      .replacingOccurrences(of: "sources/a.jsonl", with: "../sources/a.jsonl")
      .replacingOccurrences(of: "sources/b.jsonl", with: "missing.json")
      .write(to: nested.appendingPathComponent("quiz.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(["build", "nested/quiz.yaml"], directory: folder)
    #expect(result.status == 66)
    let resolved = nested.appendingPathComponent("missing.json").standardizedFileURL.path
    #expect(
      result.stderr.hasPrefix(
        "nested/quiz.yaml:10:16: error: cannot open the source file 'missing.json' (looked for \(resolved))\n"
      ))
    #expect(result.stderr.hasSuffix(Self.missingSourceHint))
    #expect(!FileManager.default.fileExists(atPath: nested.appendingPathComponent("dist").path))
  }

  @Test func anUnknownProjectKeyIsNamedWithLineAndColumn() throws {
    try write("quiz.yaml", project().replacingOccurrences(of: "  settings:", with: "  setings:"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("quiz.yaml:6:3: error: unknown key 'setings' in 'bundle'"))
  }

  @Test func aMissingRuleFileIsNamedWhereTheProjectNamesIt() throws {
    try write("quiz.yaml", project(rules: "rules: nope.yaml"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("quiz.yaml:13:8: error: cannot open the rule file 'nope.yaml'"))
  }

  @Test func selectionInBothPlacesIsRejected() throws {
    try write("rules.yaml", "select: {minVotes: 5}\nrules:\n  - type: rating-threshold\n")
    try write("quiz.yaml", project(select: "select: {minVotes: 10}"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains("give 'select' in one place: the project or its rules, not both"))
  }

  @Test func aMalformedSourceLeavesNoBundle() throws {
    try write("sources/b.jsonl", "not json\n")
    try write("quiz.yaml", project())
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "b.jsonl:1:1: error: not a catalogue film: invalid literal: expected 'null'"))
    let dist = folder.appendingPathComponent("dist")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? [] == [])
  }

  @Test func writesTheExportsTheProjectNames() throws {
    try write(
      "quiz.yaml",
      project(
        outputs: """
            - moodle-xml: dist/night.xml
            - csv: dist/night-anki.csv
              flavor: anki
              locale: ru
          """))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Exported moodle-xml → dist/night.xml: "))
    #expect(result.stdout.contains("Exported csv → dist/night-anki.csv: "))
    let xml = try String(
      contentsOf: folder.appendingPathComponent("dist/night.xml"), encoding: .utf8)
    #expect(xml.contains("<quiz>"))
    let csv = try String(
      contentsOf: folder.appendingPathComponent("dist/night-anki.csv"), encoding: .utf8)
    #expect(csv.contains("Рейтинг фильма «Film"))
  }

  @Test func writesAGIFTOutputThroughTheExporter() throws {
    try write("quiz.yaml", project(outputs: "  - gift: dist/night.gift"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Exported gift → dist/night.gift: "))
    let gift = try String(
      contentsOf: folder.appendingPathComponent("dist/night.gift"), encoding: .utf8)
    let bundle = try BundleReader().read(from: folder.appendingPathComponent("dist/night.json"))
    let first = try #require(bundle.questions.first)
    #expect(gift.contains("::\(first.id)::"))
    #expect(gift.contains(first.isYes ? "{TRUE" : "{FALSE"))
    let dist = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("dist").path)
    #expect(dist.sorted() == ["night.gift", "night.json"])
  }

  @Test func aCSVOutputWithoutFlavorIsRejected() throws {
    try write("quiz.yaml", project(outputs: "  - csv: dist/night.csv"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix("quiz.yaml:17:5: error: a csv output needs 'flavor' (anki or kahoot)")
    )
  }

  @Test func validationErrorsFailTheBuildAndWriteNothing() throws {
    try write(
      "quiz.yaml", project().replacingOccurrences(of: "version: 1.1.0", with: "version: one"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains(": error[QB102]: version \"one\" is not a semantic version"))
    #expect(result.stderr.hasPrefix("dist/night.rejected.json:"))
    #expect(
      result.stderr.hasSuffix(
        "it was not written; the rejected bundle is kept at dist/night.rejected.json for inspection\n"
      ))
    #expect(result.stdout == "")
    let dist = folder.appendingPathComponent("dist")
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? [] == [
        "night.rejected.json"
      ])
  }

  @Test func theFindingsPointIntoTheKeptRejectedBundle() throws {
    try write(
      "quiz.yaml", project().replacingOccurrences(of: "version: 1.1.0", with: "version: one"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    let first = try #require(result.stderr.split(separator: "\n").first)
    // dist/night.rejected.json:LINE:COL: error[QB102]: ...
    let parts = first.split(separator: ":")
    let line = try #require(Int(parts[1]))
    let column = try #require(Int(parts[2]))
    let text = try String(
      contentsOf: folder.appendingPathComponent("dist/night.rejected.json"), encoding: .utf8)
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    #expect(source.contains("\"version\": \"one\""))
    #expect(column >= 1 && column <= source.count)
  }

  @Test func aGoodBuildRemovesAStaleRejectedBundle() throws {
    try write(
      "quiz.yaml", project().replacingOccurrences(of: "version: 1.1.0", with: "version: one"))
    #expect(try runQbank(["build", "quiz.yaml"], directory: folder).status == 1)
    try write("quiz.yaml", project())
    #expect(try runQbank(["build", "quiz.yaml", "-q"], directory: folder).status == 0)
    let dist = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("dist").path)
    #expect(dist == ["night.json"])
  }

  @Test func aBuildThatMakesNoQuestionFailsWithTheReasonsAndWritesNothing() throws {
    try write("quiz.yaml", project(select: "select: {genres: [Western]}"))
    let result = try runQbank(["build", "quiz.yaml"], directory: folder)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "qbank: error: no questions generated from 35 films; nothing was written\n"
          + "qbank: note: the selection skipped 35 films (genre not selected: 35)\n"))
    let dist = folder.appendingPathComponent("dist")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? [] == [])
  }
}
