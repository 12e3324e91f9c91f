import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `qbank diff` end to end, as the release gate CI runs.
struct DiffCommandTests {
  static func write(_ old: QuizBundle, _ new: QuizBundle) throws -> URL {
    let folder = try TestPaths.temporaryDirectory("qbank-diff")
    try BundleWriter().write(old, to: folder.appendingPathComponent("old.json"))
    try BundleWriter().write(new, to: folder.appendingPathComponent("new.json"))
    return folder
  }

  static func edited(version: String, _ edit: (inout QuizBundle) -> Void) -> QuizBundle {
    var copy = BundleDiffTests.base
    copy.version = version
    edit(&copy)
    return copy
  }

  @Test(arguments: [
    ("removed question", "1.1.0", Int32(1), "needs major, e.g. 2.0.0"),
    ("removed question", "2.0.0", 0, "version ok: 1.0.0 → 2.0.0 is a major bump"),
    ("changed answer", "1.0.1", 1, "needs major, e.g. 2.0.0"),
    ("changed answer", "2.0.0", 0, "version ok"),
    ("added question", "1.0.1", 1, "needs minor, e.g. 1.1.0"),
    ("added question", "1.1.0", 0, "version ok"),
    ("wording fix", "1.0.0", 1, "1.0.0 → 1.0.0 is no bump; needs patch, e.g. 1.0.1"),
    ("wording fix", "1.0.1", 0, "version ok"),
    ("changed points", "1.0.1", 1, "needs minor, e.g. 1.1.0"),
    ("changed image", "1.1.0", 0, "version ok"),
    ("nothing", "1.0.0", 0, "version ok: 1.0.0 → 1.0.0 is no bump"),
  ])
  func checkGatesTheRelease(change: String, version: String, status: Int32, verdict: String) throws
  {
    let new = Self.edited(version: version) { bundle in
      switch change {
      case "removed question": bundle.questions.removeFirst()
      case "changed answer": bundle.questions[0].correct = ["no"]
      case "added question": bundle.questions.append(ExportSamples.plainYesNo(id: "q4"))
      case "wording fix":
        bundle.questions[1].prompt = ["en": "Which film won Best Picture in 1995 ?"]
      case "changed points": bundle.questions[1].points = 5
      case "changed image": bundle.questions[1].image = ImageReference(source: "assets/p.jpg")
      default: break
      }
    }
    let folder = try Self.write(BundleDiffTests.base, new)
    let run = try runQbank(["diff", "--check", "old.json", "new.json"], directory: folder)
    #expect(run.status == status, "\(change): \(run.stdout)\(run.stderr)")
    #expect((run.stdout + run.stderr).contains(verdict), "\(change): \(run.stdout)\(run.stderr)")
    if status == 1 {
      #expect(run.stderr.hasPrefix("new.json: error: version not bumped enough"))
    }
  }

  @Test func withoutCheckReportsButDoesNotFail() throws {
    let new = Self.edited(version: "1.0.0") { $0.questions.removeFirst() }
    let run = try runQbank(
      ["diff", "old.json", "new.json"], directory: try Self.write(BundleDiffTests.base, new))
    #expect(run.status == 0)
    #expect(run.stdout.contains("removed  q1 (major)\n"))
    #expect(run.stderr == "")
  }

  @Test func aHostileQuestionIdIsPrintedEscaped() throws {
    let new = Self.edited(version: "1.1.0") {
      $0.questions.append(ExportSamples.plainYesNo(id: "q\u{1B}]0;pwned\u{07}\u{202E}\r4"))
    }
    let run = try runQbank(
      ["diff", "old.json", "new.json"], directory: try Self.write(BundleDiffTests.base, new))
    #expect(run.status == 0)
    #expect(
      run.stdout.contains("added    q\\e]0;pwned\\u{7}\\u{202E}\\r4 (minor)\n"), "\(run.stdout)")
    #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test func printsJSON() throws {
    let new = Self.edited(version: "1.1.0") {
      $0.questions.append(ExportSamples.plainYesNo(id: "q4"))
    }
    let run = try runQbank(
      ["diff", "--format", "json", "old.json", "new.json"],
      directory: try Self.write(BundleDiffTests.base, new))
    #expect(run.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(json?["added"] as? [String] == ["q4"])
    #expect(json?["requiredBump"] as? String == "minor")
    #expect(json?["versionIsSufficient"] as? Bool == true)
  }

  @Test func readsAnOlderFormatVersion() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-diff")
    try Data(BundleMigrationTests.draft.utf8).write(to: folder.appendingPathComponent("old.json"))
    var new = try BundleReader().decode(Data(BundleMigrationTests.draft.utf8))
    new.version = "0.4.0"
    new.questions.removeLast()
    try BundleWriter().write(new, to: folder.appendingPathComponent("new.json"))
    let run = try runQbank(["diff", "--check", "old.json", "new.json"], directory: folder)
    #expect(run.status == 1)
    #expect(run.stderr.contains("0.3.0 → 0.4.0 is a minor bump; needs major, e.g. 1.0.0"))
  }

  @Test func namesAMissingOrUnreadableBundle() throws {
    let folder = try Self.write(BundleDiffTests.base, BundleDiffTests.base)
    let missing = try runQbank(["diff", "old.json", "gone.json"], directory: folder)
    #expect(missing.status == 66)
    #expect(missing.stderr == "gone.json: error: no such file\nhint: check the path\n")
    try Data("not json".utf8).write(to: folder.appendingPathComponent("bad.json"))
    let bad = try runQbank(["diff", "bad.json", "new.json"], directory: folder)
    #expect(bad.status == 65)
    #expect(
      bad.stderr
        == "bad.json:1:1: error: not valid JSON: invalid literal: expected 'null' (JSON literals are true, false and null)\n"
        + "not json\n^\n"
    )
    try Data(#"{"format": "quizbank.bundle" "id": 1}"#.utf8).write(
      to: folder.appendingPathComponent("bad2.json"))
    let located = try runQbank(["diff", "old.json", "bad2.json"], directory: folder)
    #expect(located.status == 65)
    #expect(
      located.stderr
        == "bad2.json:1:30: error: not valid JSON: expected ',' or '}' after object member, found '\"'\n"
        + #"{"format": "quizbank.bundle" "id": 1}"# + "\n"
        + String(repeating: " ", count: 29) + "^\n"
    )
  }

  @Test func helpShowsExamples() throws {
    let run = try runQbank(["diff", "--help"])
    #expect(run.stdout.contains("Examples:"))
    #expect(run.stdout.contains("qbank diff --check released/movie-night.json movie-night.json"))
  }
}
