import Foundation
import QuizBankTestSupport
import Testing

/// Issue 17, High 4: a tampered bundle whose numbers canonical JSON cannot
/// write must not pass `validate --strict` with its digest check skipped.
struct UnhashableNumberTests {
  static let ratings = ["1e999", "1E400", String(repeating: "9", count: 400)]

  /// `movie-night.json` with the first prompt changed and the first
  /// `provenance.values.rating` replaced by `rating`.
  static func tamperedBundle(rating: String) throws -> URL {
    let sample = TestPaths.packageRoot.appendingPathComponent("samples/bundles/movie-night.json")
    var text = try String(contentsOf: sample, encoding: .utf8)
    let prompt = "Is this film's rating greater than 8?"
    let rated = "\"rating\": 9.2,"
    #expect(text.contains(prompt) && text.contains(rated))
    text = text.replacingOccurrences(of: prompt, with: "Is this film's rating above 8?")
    text = text.replacingOccurrences(of: rated, with: "\"rating\": \(rating),")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-unhashable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("movie-night.json")
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test(arguments: ratings)
  func strictValidationReportsADigestItCannotCheck(rating: String) throws {
    let file = try Self.tamperedBundle(rating: rating)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let result = try runQbank(["validate", "--strict", file.path])
    #expect(result.status == 1)
    #expect(!result.stderr.contains("no findings"))
    #expect(result.stdout.contains("error[QB115]"))
    #expect(result.stdout.contains("cannot be checked"))
    #expect(result.stdout.contains("too large for a 64-bit double"))
  }
}

/// `--fix-digest` on a bundle whose digest is its only error but whose content holds
/// a number canonical JSON cannot write: no digest can be computed, so the file is
/// left as it is and the run ends with 1 (found by review: it exited 74, "cannot
/// rewrite … CanonicalJSON.Failure error 0").
struct UnwritableDigestFixTests {
  @Test(arguments: UnhashableNumberTests.ratings)
  func aDigestThatCannotBeComputedIsNotRewritten(rating: String) throws {
    let file = try UnhashableNumberTests.tamperedBundle(rating: rating)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let before = try Data(contentsOf: file)
    let result = try runQbank(["validate", "--fix-digest", file.path])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("cannot be checked"))
    #expect(
      result.stderr.contains(
        "error[QB115]: digest not rewritten: the content holds a number that canonical JSON "
          + "(RFC 8785) cannot write (such as 1e999), so no digest can vouch for it"))
    #expect(result.stderr.contains("hint: numbers in a bundle must be finite"))
    #expect(!result.stderr.contains("QB002"))
    #expect(try Data(contentsOf: file) == before)
  }

  /// The same bundle without a digest: only QB116 (a warning) is found, and the
  /// refusal is the error that ends the run with 1.
  @Test func aBundleWithoutADigestIsNotGivenOne() throws {
    let file = try UnhashableNumberTests.tamperedBundle(rating: "1e999")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    var text = try String(contentsOf: file, encoding: .utf8)
    let digestLine = try #require(
      text.range(of: #"\n  "digest": "[0-9a-f]{64}","#, options: .regularExpression))
    text.removeSubrange(digestLine)
    try Data(text.utf8).write(to: file)
    let result = try runQbank(["validate", "--fix-digest", file.path])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("warning[QB116]"))
    #expect(result.stdout.contains("error[QB115]: digest not rewritten"))
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
  }
}
