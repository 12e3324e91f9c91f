import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// A question Moodle's grades cannot score, end to end through the built binary.
struct MoodleGradeCommandTests {
  @Test(arguments: ["moodle-xml", "gift"])
  func moreThanTwentyRightChoicesIsAnErrorUnderStrict(format: String) throws {
    let choices = (0..<22).map { Choice(id: "c\($0)", text: ["en": "Film \($0)"]) }
    let question = Question(
      id: "crowd", kind: .multipleResponse, prompt: ["en": "Which of these are films?"],
      choices: choices, correct: choices.prefix(21).map(\.id))
    let folder = try TestPaths.temporaryDirectory("moodle-grades")
    try BundleWriter().write(
      ExportSamples.bundle([question]), to: folder.appendingPathComponent("bundle.json"))
    let run = try runQbank(
      ["export", "bundle.json", "--to", format, "-o", "out", "--strict"], directory: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "crowd: scoring: 21 right choices: no grades from Moodle's list add up to 100% (the smallest is 5%, so at most 20 right choices); the question is left out\n"
      ))
    #expect(run.stderr.contains("qbank: error: --strict: \(format) cannot hold everything"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }
}
