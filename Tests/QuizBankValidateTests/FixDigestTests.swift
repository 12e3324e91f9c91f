import Foundation
import QuizBankTestSupport
import Testing

/// `qbank validate --fix-digest` (issue 14, bug 7): editing `settings.mode` by hand
/// broke the digest (QB115), and nothing rewrote it.
struct FixDigestTests {
  let folder: URL

  init() throws {
    folder = try TestPaths.temporaryDirectory("qbank-fix-digest")
    // The pictures the sample's questions name, so only the digest is in question.
    try FileManager.default.copyItem(
      at: TestPaths.sample("bundles/assets"), to: folder.appendingPathComponent("assets"))
  }

  /// A copy of `sample` in the test's folder, with `edit` applied to its text.
  func copy(_ sample: String, as name: String, _ edit: (String) -> String) throws -> URL {
    let text = try String(contentsOf: TestPaths.sample(sample), encoding: .utf8)
    let url = folder.appendingPathComponent(name)
    try edit(text).write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  static func digest(in text: String) -> String? {
    guard let range = text.range(of: #""digest": "[0-9a-f]{64}""#, options: .regularExpression)
    else { return nil }
    return String(text[range].dropFirst(11).dropLast())
  }

  @Test func rewritesTheDigestOfAHandEditedBundleAndNothingElse() throws {
    let url = try copy("bundles/movie-night.json", as: "menu.json") {
      $0.replacingOccurrences(of: #""mode": "classic""#, with: #""mode": "menu""#)
    }
    let before = try String(contentsOf: url, encoding: .utf8)
    let broken = try runQbank(["validate", "menu.json"], directory: folder)
    #expect(broken.status == 1)
    #expect(broken.stdout.contains("error[QB115]"))
    // The hint names the command that fixes it.
    #expect(
      broken.stdout.contains("run qbank validate --fix-digest FILE, which rewrites the digest"))

    let fixed = try runQbank(["validate", "--fix-digest", "menu.json"], directory: folder)
    #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
    let after = try String(contentsOf: url, encoding: .utf8)
    let digest = try #require(Self.digest(in: after))
    #expect(digest != Self.digest(in: before))
    #expect(fixed.stderr.contains("menu.json: digest rewritten: \(digest)\n"))
    #expect(fixed.stderr.hasSuffix("Checked 1 file: no findings.\n"))
    // Only the digest changed: the author's edit stays.
    #expect(
      after == before.replacingOccurrences(of: Self.digest(in: before)!, with: digest))
    #expect(after.contains(#""mode": "menu""#))
    let again = try runQbank(["validate", "--strict", "menu.json"], directory: folder)
    #expect(again.status == 0)
    // Written through a temporary file and a rename: nothing left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "assets", "menu.json",
      ])
  }

  @Test func addsTheDigestABundleLacks() throws {
    let url = try copy("bundles/invalid/QB116-missing-digest.json", as: "plain.json") { $0 }
    let result = try runQbank(
      ["validate", "--fix-digest", "--strict", "plain.json"], directory: folder)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("plain.json: digest rewritten: "))
    #expect(Self.digest(in: try String(contentsOf: url, encoding: .utf8)) != nil)
  }

  @Test func refusesABundleWithOtherErrorsAndLeavesItAsItIs() throws {
    let url = try copy("bundles/invalid/QB104-missing-locale-text.json", as: "broken.json") {
      $0.replacingOccurrences(
        of: #""digest": "[0-9a-f]{64}""#,
        with: #""digest": "\#(String(repeating: "0", count: 64))""#,
        options: .regularExpression)
    }
    let before = try Data(contentsOf: url)
    let result = try runQbank(["validate", "--fix-digest", "broken.json"], directory: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "broken.json: error: digest not rewritten: the bundle has other errors (QB104), and a digest vouches for the content"
      ), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "hint: fix those errors first, then run qbank validate --fix-digest again"))
    #expect(result.stdout.contains("error[QB104]"))
    #expect(result.stdout.contains("error[QB115]"))
    #expect(try Data(contentsOf: url) == before)
  }

  @Test func leavesABundleWhoseDigestIsRightUntouched() throws {
    let url = try copy("bundles/movie-night.json", as: "ok.json") { $0 }
    let before = try Data(contentsOf: url)
    let result = try runQbank(["validate", "--fix-digest", "ok.json"], directory: folder)
    #expect(result.status == 0)
    #expect(!result.stderr.contains("rewritten"))
    #expect(try Data(contentsOf: url) == before)
  }
}
