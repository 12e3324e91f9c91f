import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// `qbank import` of GIFT and Aiken files, end to end through the built binary.
struct GIFTCommandTests {
  @Test(.requires(.fixtures))
  func importsMoodlesGIFTFixtureWithCountsAndWarnings() throws {
    let folder = try TestPaths.temporaryDirectory("gift-cli")
    let out = folder.appendingPathComponent("quiz.json")
    let file = TestPaths.fixture("gift/moodle_questions_crlf.gift.txt").path
    let result = try runQbank(["import", file, "-o", out.path])
    #expect(result.status == 0)
    // 5 imported, 4 skipped (lines 2, 5, 31, 34); 13 warnings: the 4 skips
    // and 9 per-answer feedbacks (lines 16-18, 24-27, 42 twice).
    #expect(result.stderr.hasPrefix("imported 5 questions (4 skipped, 13 warnings)\n"))
    #expect(
      result.stderr.contains(
        "\(file):31:1: warning: skipped numerical question \"Q5\": the bundle holds multiple choice, multiple response and true/false\n"
      ))
    let bundle = try BundleReader().read(from: out)
    #expect(bundle.questions.map(\.id) == ["q2", "colours", "q1", "2-08-tsl", "2-08-tsl-2"])
    #expect(try runQbank(["validate", out.path]).status == 0)
  }

  @Test func aBrokenGIFTFileFailsAtItsPlaceAndWritesNothing() throws {
    let folder = try TestPaths.temporaryDirectory("gift-cli-bad")
    let file = folder.appendingPathComponent("bad.gift")
    try Data("::Q1::Fine?{T}\n\n::Q2::Broken?{~a =b\n".utf8).write(to: file)
    let out = folder.appendingPathComponent("q.json")
    let result = try runQbank(["import", file.path, "-o", out.path])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "\(file.path):3:14: error: this { that opens the answers is never closed\n"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aikenExportImportsBackWithFromAiken() throws {
    let folder = try TestPaths.temporaryDirectory("aiken-cli")
    let out = folder.appendingPathComponent("quiz.txt")
    let bundle = TestPaths.sample("bundles/movie-night.json").path
    let export = try runQbank(["export", bundle, "--to", "aiken", "-o", out.path])
    #expect(export.status == 0)
    #expect(export.stderr.contains(": id: the question id is not carried\n"))
    let back = folder.appendingPathComponent("back.json")
    let result = try runQbank(["import", "--from", "aiken", out.path, "-o", back.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("imported "))
    #expect(try runQbank(["validate", back.path]).status == 0)
  }
}
