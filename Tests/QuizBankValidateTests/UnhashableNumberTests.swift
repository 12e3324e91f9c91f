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
