import Foundation
import QuizBankTestSupport
import Testing

/// Issue 17, Low 11: `-o` naming an input is a usage error (exit 64) for
/// every command that takes `-o`, and the input is left as it was.
struct OutputNamesInputTests {
  @Test func everyCommandWithOutputRefusesToOverwriteItsInput() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-o-input")
    defer { try? FileManager.default.removeItem(at: folder) }
    let quiz = folder.appendingPathComponent("quiz.json")
    try FileManager.default.copyItem(at: TestPaths.sample("bundles/movie-night.json"), to: quiz)
    let original = try Data(contentsOf: quiz)
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: quiz)
    let cases: [[String]] = [
      ["export", quiz.path, "--to", "gift", "-o", quiz.path],
      ["export", "quiz.json", "--to", "gift", "-o", "./quiz.json"],
      ["export", quiz.path, "--to", "gift", "-o", link.path],
      ["export", quiz.path, "--to", "gift", "-o", "out.txt", "--loss-report", quiz.path],
      ["import", quiz.path, "-o", quiz.path],
      ["generate", quiz.path, "--rules", "rules.yaml", "-o", quiz.path],
      ["curate", quiz.path, "-o", quiz.path],
    ]
    for arguments in cases {
      let result = try runQbank(arguments, directory: folder)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr.contains("-o names the input file '")
          && result.stderr.contains("writing there would destroy it"), "\(result.stderr)")
      #expect(try Data(contentsOf: quiz) == original, "\(arguments)")
    }
  }

  @Test func anotherOutputFileIsStillWritten() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-o-input")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runQbank(
      [
        "export", TestPaths.sample("bundles/movie-night.json").path, "--to", "gift", "-o",
        folder.appendingPathComponent("quiz.gift").path,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("quiz.gift").path))
  }
}
