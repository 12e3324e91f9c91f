import Foundation
import QuizBankTestSupport
import Testing

/// `qbank validate` and `qbank rules`, run as the built binary.
struct ValidateCommandTests {
  /// Each invalid sample: the rule it breaks, where, and how `qbank validate` exits.
  struct Broken: Sendable, CustomTestStringConvertible {
    var file: String
    var code: String
    var line: Int
    var column: Int
    var exit: Int32 = 1
    var testDescription: String { file }
  }

  static let broken: [Broken] = [
    Broken(file: "QB003-malformed-json.json", code: "QB003", line: 23, column: 5, exit: 65),
    Broken(file: "QB010-missing-member.json", code: "QB010", line: 53, column: 5),
    Broken(file: "QB011-wrong-type.json", code: "QB011", line: 78, column: 17),
    Broken(file: "QB012-unknown-member.json", code: "QB012", line: 73, column: 7),
    Broken(file: "QB013-disallowed-value.json", code: "QB013", line: 77, column: 15),
    Broken(file: "QB101-unsupported-format-version.json", code: "QB101", line: 5, column: 20),
    Broken(file: "QB102-invalid-semantic-version.json", code: "QB102", line: 106, column: 14),
    Broken(file: "QB103-default-locale-undeclared.json", code: "QB103", line: 2, column: 20),
    Broken(file: "QB104-missing-locale-text.json", code: "QB104", line: 79, column: 7),
    Broken(file: "QB105-undeclared-locale-text.json", code: "QB105", line: 80, column: 15, exit: 0),
    Broken(file: "QB106-empty-text.json", code: "QB106", line: 59, column: 19),
    Broken(file: "QB107-duplicate-question-id.json", code: "QB107", line: 73, column: 13),
    Broken(file: "QB108-duplicate-choice-id.json", code: "QB108", line: 63, column: 17),
    Broken(file: "QB109-yes-no-correct-count.json", code: "QB109", line: 70, column: 7),
    Broken(file: "QB110-yes-no-choice-count.json", code: "QB110", line: 54, column: 7),
    Broken(file: "QB111-correct-count.json", code: "QB111", line: 111, column: 7),
    Broken(file: "QB112-too-few-choices.json", code: "QB112", line: 95, column: 7),
    Broken(file: "QB113-unknown-correct-choice.json", code: "QB113", line: 71, column: 9),
    Broken(file: "QB114-non-positive-points.json", code: "QB114", line: 78, column: 17),
    Broken(file: "QB115-digest-mismatch.json", code: "QB115", line: 3, column: 13),
    Broken(file: "QB116-missing-digest.json", code: "QB116", line: 1, column: 1, exit: 0),
    Broken(file: "QB117-image-path-outside-bundle.json", code: "QB117", line: 75, column: 19),
    Broken(file: "QB118-insecure-image-url.json", code: "QB118", line: 75, column: 19),
    Broken(file: "QB119-malformed-image-sha256.json", code: "QB119", line: 75, column: 19),
    Broken(file: "QB120-image-sha256-mismatch.json", code: "QB120", line: 75, column: 19),
    Broken(file: "QB121-image-file-missing.json", code: "QB121", line: 75, column: 19, exit: 0),
    Broken(file: "QB122-unknown-round-question.json", code: "QB122", line: 100, column: 9),
    Broken(file: "QB123-ambiguous-rating.json", code: "QB123", line: 88, column: 21),
    Broken(file: "QB124-rating-answer-contradiction.json", code: "QB124", line: 71, column: 9),
    Broken(file: "QB125-invalid-play-settings.json", code: "QB125", line: 98, column: 18),
    Broken(file: "QB126-duplicate-locale.json", code: "QB126", line: 10, column: 5),
    Broken(file: "QB127-blank-id.json", code: "QB127", line: 73, column: 13),
    Broken(file: "QB129-empty-bundle.json", code: "QB129", line: 11, column: 3),
    Broken(
      file: "QB130-question-in-no-round.json", code: "QB130", line: 73, column: 13, exit: 0),
  ]

  static let invalidFolder = "samples/bundles/invalid"

  @Test func theValidSampleIsClean() throws {
    let result = try runQbank(["validate", "samples/bundles/movie-night.json"])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "Checked 1 file: no findings.\n")
  }

  @Test func everyInvalidSampleIsCovered() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: TestPaths.sample("bundles/invalid").path
    ).filter { $0.hasSuffix(".json") }
    #expect(Set(files) == Set(Self.broken.map(\.file)))
  }

  @Test(arguments: broken)
  func eachInvalidSampleNamesItsRuleAtItsLineAndColumn(_ sample: Broken) throws {
    let path = "\(Self.invalidFolder)/\(sample.file)"
    let result = try runQbank(["validate", path])
    #expect(result.status == sample.exit)
    let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(path):\(sample.line):\(sample.column): "))
    #expect(first.contains("[\(sample.code)]: "))
    // Exactly one finding per sample: it breaks one rule.
    #expect(result.stdout.components(separatedBy: "[QB").count == 2, "\(result.stdout)")
    #expect(result.stderr.hasPrefix("Checked 1 file: "))
  }

  @Test(arguments: broken.filter { $0.exit == 0 })
  func strictTurnsWarningsIntoErrors(_ sample: Broken) throws {
    let path = "\(Self.invalidFolder)/\(sample.file)"
    let plain = try runQbank(["validate", path])
    #expect(plain.stdout.contains("warning[\(sample.code)]"))
    let strict = try runQbank(["validate", "--strict", path])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("error[\(sample.code)]"))
    #expect(strict.stderr == "Checked 1 file: 1 error, 0 warnings in 1 file.\n")
  }

  @Test func truncatedJSONExits65WithLineAndColumn() throws {
    let result = try runQbank(["validate", "\(Self.invalidFolder)/QB003-malformed-json.json"])
    #expect(result.status == 65)
    #expect(
      result.stdout.hasPrefix(
        "\(Self.invalidFolder)/QB003-malformed-json.json:23:5: error[QB003]: not valid JSON: unexpected end of input"
      ))
    #expect(result.stdout.contains("hint: the file ends too early"))
  }

  @Test func missingPathExits66() throws {
    let result = try runQbank(["validate", "no/such/bundle.json"])
    #expect(result.status == 66)
    #expect(
      result.stdout
        == "no/such/bundle.json: error[QB001]: no such file or folder: no/such/bundle.json\n")
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/mem"),
      "needs Linux's /proc/self/mem, which exists but fails every read"))
  func unreadableFileExits74() throws {
    let result = try runQbank(["validate", "/proc/self/mem"])
    #expect(result.status == 74)
    #expect(
      result.stdout
        == "/proc/self/mem: error[QB002]: cannot read /proc/self/mem: Input/output error\n")
  }

  @Test func oneBadFileNeverStopsTheOthers() throws {
    let result = try runQbank([
      "validate", "no/such.json", "\(Self.invalidFolder)/QB107-duplicate-question-id.json",
      "samples/bundles/movie-night.json",
    ])
    #expect(result.status == 66)  // the highest: missing input over findings
    #expect(result.stdout.contains("error[QB001]"))
    #expect(result.stdout.contains("error[QB107]"))
    #expect(result.stderr == "Checked 3 files: 2 errors, 0 warnings in 2 files.\n")
  }

  @Test func aFolderMeansEveryBundleInItRecursively() throws {
    let result = try runQbank(["validate", "--format", "json", "samples/bundles"])
    #expect(result.status == 65)  // the truncated sample is among them
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]]).compactMap {
      $0["file"] as? String
    }
    #expect(files.count == Self.broken.count + 1)
    #expect(files.first == "samples/bundles/invalid/QB003-malformed-json.json")
    #expect(files.contains("samples/bundles/movie-night.json"))
    #expect(files == files.sorted())
    #expect(result.stderr.hasPrefix("Checked \(Self.broken.count + 1) files: "))
  }

  @Test func aFolderSkipsJSONThatIsNotABundle() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"name": "not a bundle"}"#.utf8).write(
      to: folder.appendingPathComponent("package.json"))
    let nested = folder.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestPaths.sample("bundles/movie-night.json"),
      to: nested.appendingPathComponent("bundle.json"))
    let result = try runQbank(["validate", "--format", "json", folder.path])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]]).compactMap {
      $0["file"] as? String
    }
    #expect(files == [folder.path + "/nested/bundle.json"])
  }

  @Test func aFolderWithoutBundlesIsMissingInput() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runQbank(["validate", folder.path])
    #expect(result.status == 66)
    #expect(result.stdout.contains("error[QB001]: no bundles found under \(folder.path)"))
  }

  @Test func noPathsIsAUsageError() throws {
    let result = try runQbank(["validate"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Name at least one bundle file or folder"))
  }

  @Test func unknownFormatIsAUsageError() throws {
    let result = try runQbank(["validate", "--format", "xml", "samples/bundles/movie-night.json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--format"))
  }

  @Test func helpShowsExamples() throws {
    let result = try runQbank(["validate", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("qbank validate --format sarif"))
  }

  @Test func githubFormatWritesWorkflowCommands() throws {
    let path = "\(Self.invalidFolder)/QB105-undeclared-locale-text.json"
    let result = try runQbank(["validate", "--format", "github", path])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "::warning file=\(path),line=80,col=15,title=QB105 undeclared-locale-text::the prompt of question \"q2\" has text for \"de\""
      ))
    #expect(result.stdout.contains("%0Ahint: add \"de\" to locales"))
  }

  @Test func rulesListsEveryRuleWithCodeSeverityAndSummary() throws {
    let result = try runQbank(["rules"])
    #expect(result.status == 0)
    for sample in Self.broken {
      #expect(
        result.stdout.contains("  \(sample.code)  "), "\(sample.code) missing from qbank rules")
    }
    #expect(result.stdout.contains("QB105  warning  undeclared-locale-text"))
    #expect(result.stdout.contains("QB107  error    duplicate-question-id"))
    let json = try runQbank(["rules", "--format", "json"])
    let rules = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    let codes = rules.compactMap { $0["code"] as? String }
    #expect(codes == codes.sorted())
    #expect(Set(codes).count == codes.count)
  }
}
