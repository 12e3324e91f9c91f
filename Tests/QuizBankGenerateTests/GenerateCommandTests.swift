import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

struct GenerateCommandTests {
  let folder: URL

  init() throws {
    folder = try TestPaths.temporaryDirectory("qbank-generate")
    try CatalogueFile.write(
      Films.films(0..<40) + [Film(id: "tt9", source: "imdb", title: "Unrated")],
      to: folder.appendingPathComponent("films.jsonl"))
    try """
    rounds: 10
    rules:
      - type: rating-threshold
        comparisons: [greater, less]
    """.write(to: folder.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A timestamp is recorded only from `SOURCE_DATE_EPOCH`, so builds stay reproducible.
  @Test func recordsCreatedAtOnlyFromSourceDateEpoch() throws {
    let arguments = ["generate", "films.jsonl", "--rules", "rules.yaml", "--seed", "3"]
    let plain = try runQbank(
      arguments + ["-o", "plain.json"], directory: folder,
      environment: ["SOURCE_DATE_EPOCH": ""])
    #expect(plain.status == 0)
    #expect(
      try BundleReader().read(from: folder.appendingPathComponent("plain.json")).createdAt == nil)
    for name in ["dated-1.json", "dated-2.json"] {
      let dated = try runQbank(
        arguments + ["-o", name], directory: folder,
        environment: ["SOURCE_DATE_EPOCH": "86400"])
      #expect(dated.status == 0)
    }
    let first = try Data(contentsOf: folder.appendingPathComponent("dated-1.json"))
    #expect(first == (try Data(contentsOf: folder.appendingPathComponent("dated-2.json"))))
    #expect(try BundleReader().decode(first).createdAt == "1970-01-02T00:00:00Z")
  }

  @Test func writesABundleAndPrintsASummary() throws {
    let result = try runQbank(
      [
        "generate", "films.jsonl", "--rules", "rules.yaml", "-o", "quiz.json", "--seed", "3",
        "--id", "night", "--bundle-version", "2.0.0", "--title", "Night",
      ], directory: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix("Generated 40 questions from 41 films in 4 rounds → quiz.json\n"))
    #expect(result.stdout.contains("  rating: 40 questions (20 yes, 20 no)\n"))
    #expect(result.stdout.contains("    skipped, no rating: 1\n"))
    let bundle = try BundleReader().read(from: folder.appendingPathComponent("quiz.json"))
    #expect(bundle.id == "night")
    #expect(bundle.version == "2.0.0")
    #expect(bundle.title["uk"] == "Night")
    #expect(bundle.questions.count == 40)
    #expect(bundle.rounds?.count == 4)
    #expect(result.stdout.contains("digest: \(bundle.digest!)"))
  }

  /// Issue 14, bug 8: a comparison rule's line said "(0 yes, 5 no)".
  @Test func theSummarySaysWhatKindOfQuestionEachRuleMade() throws {
    try """
    rules:
      - type: rating-threshold
        id: rating
        comparisons: [greater, less]
      - type: rating-comparison
        id: cmp
        count: 5
    """.write(to: folder.appendingPathComponent("mixed.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "mixed.yaml", "-o", "quiz.json", "--seed", "3"],
      directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  rating: 40 questions (20 yes, 20 no)\n"), "\(result.stdout)")
    #expect(result.stdout.contains("  cmp: 5 questions (multiple choice)\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("(0 yes, 5 no)"))
  }

  @Test(.requires(.python)) func printsTheDigestAnIndependentRFC8785ImplementationComputes()
    throws
  {
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", "quiz.json", "--seed", "3"],
      directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let expected = try IndependentJCS.digest(of: folder.appendingPathComponent("quiz.json"))
    #expect(result.stdout.contains("digest: \(expected)\n"), "\(result.stdout)")
    let bundle = try BundleReader().read(from: folder.appendingPathComponent("quiz.json"))
    #expect(bundle.digest == expected)
  }

  @Test func theSameSeedGivesTheSameFile() throws {
    for name in ["a.json", "b.json"] {
      let result = try runQbank(
        ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", name, "-q"], directory: folder)
      #expect(result.status == 0)
      #expect(result.stdout == "")
    }
    let a = try Data(contentsOf: folder.appendingPathComponent("a.json"))
    #expect(a == (try Data(contentsOf: folder.appendingPathComponent("b.json"))))
  }

  @Test func aBadRuleFileIsNamedWithLineAndColumn() throws {
    try "rules:\n  - type: rating-threshold\n    margn: 0.2\n".write(
      toFile: path("bad.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "bad.yaml", "-o", "quiz.json"], directory: folder)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("bad.yaml:3:5: error: unknown key 'margn' in 'rules[0]'"))
    #expect(result.stderr.contains("\n    margn: 0.2\n    ^\n"))
    #expect(!FileManager.default.fileExists(atPath: path("quiz.json")))
  }

  @Test func aHostileRuleFileNameAndKeyReachTheTerminalEscaped() throws {
    // YAML decodes \e, \a and \u202E in the key; the file name holds them raw.
    let name = "rules\u{1B}]0;t\u{07}\u{202E}.yaml"
    try #""ru\e]0;t\ales\u202E": []"#.appending("\n").write(
      toFile: path(name), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", name, "-o", "quiz.json"], directory: folder)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == #"rules\e]0;t\u{7}\u{202E}.yaml:1:1: error: unknown key 'ru\e]0;t\u{7}les\u{202E}' in the document"#
        + " (expected one of: choices, locales, rounds, rules, seed, select, version)\n"
        + #""ru\e]0;t\ales\u202E": []"# + "\n^\n")
    #expect(!result.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
    #expect(!FileManager.default.fileExists(atPath: path("quiz.json")))
  }

  @Test func aHostileOutputNameIsShownEscapedInTheSummary() throws {
    let name = "quiz\u{1B}]0;t\u{07}\u{202E}.json"
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", name], directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#" → quiz\e]0;t\u{7}\u{202E}.json"# + "\n"), "\(result.stdout)")
    #expect(!result.stdout.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
    #expect(FileManager.default.fileExists(atPath: path(name)))
  }

  @Test func aMissingCatalogueOrRuleFileExits66() throws {
    let noCatalogue = try runQbank(
      ["generate", "nope.jsonl", "--rules", "rules.yaml", "-o", "quiz.json"], directory: folder)
    #expect(noCatalogue.status == 66)
    #expect(
      noCatalogue.stderr == "nope.jsonl: error: cannot open the catalogue\n"
        + "hint: check the path; qbank import or qbank fetch writes a catalogue\n")
    let noRules = try runQbank(
      ["generate", "films.jsonl", "--rules", "nope.yaml", "-o", "quiz.json"], directory: folder)
    #expect(noRules.status == 66)
    #expect(noRules.stderr == "nope.yaml: error: cannot open the file\nhint: check the path\n")
  }

  @Test func aMalformedCatalogueLineIsNamedAndNothingIsWritten() throws {
    let good = CatalogueFile.line(for: Films.film(1))
    try "\(good)\n{\"id\": 5}\n".write(toFile: path("bad.jsonl"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["generate", "bad.jsonl", "--rules", "rules.yaml", "-o", "quiz.json"], directory: folder)
    #expect(result.status == 65)
    #expect(
      result.stderr == """
        \(path("bad.jsonl")):2:8: error: not a catalogue film: 'id' must be a string
        {"id": 5}
               ^
        hint: each line of a catalogue is one film object, as qbank import and qbank fetch write them

        """)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!left.contains { $0.contains("quiz.json") })
  }

  @Test func helpShowsExamples() throws {
    let result = try runQbank(["generate", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("qbank generate films.jsonl --rules rules.yaml -o quiz.json"))
  }

  @Test func theBundleVersionOptionDoesNotShadowVersion() throws {
    let help = try runQbank(["generate", "--help"])
    #expect(help.stdout.contains("--bundle-version <bundle-version>"))
    #expect(help.stdout.components(separatedBy: "--version").count <= 2)
    let version = try runQbank(["generate", "--version"])
    #expect(version.status == 0, "\(version.stderr)")
    #expect(!version.stderr.contains("Missing value"))
    #expect(version.stdout == (try runQbank(["--version"])).stdout)
  }

  @Test func anUnwritableOutputExits74() throws {
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", "no/such/folder/quiz.json"],
      directory: folder)
    #expect(result.status == 74)
    #expect(result.stderr.hasPrefix("no/such/folder/quiz.json: error: cannot write the bundle"))
  }
}
