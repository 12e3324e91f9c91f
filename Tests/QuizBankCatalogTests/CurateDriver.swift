import Foundation
import QuizBankCatalog
import QuizBankModel
import QuizBankTestSupport

/// What a pseudo-terminal session printed (stdout and stderr together) and how it ended.
struct DriveResult {
  var status: Int32
  var stdout: String
}

/// Runs `qbank` under `pty/drive.py` and builds candidate bundles for curation tests.
enum CurateDriver {
  static let script = TestPaths.packageRoot.appendingPathComponent(
    "Tests/QuizBankCatalogTests/pty/drive.py")

  /// Runs `qbank arguments` in a pseudo-terminal, following `steps`.
  static func run(_ arguments: [String], sandbox: CatalogSandbox, steps: [[Any]]) throws
    -> DriveResult
  {
    let stepsJSON = String(
      decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
    let result = try runPython(
      [script.path, stepsJSON, "--", TestPaths.qbank.path] + arguments, directory: sandbox.folder,
      environment: qbankEnvironment(sandbox.environment))
    return DriveResult(status: result.status, stdout: result.output)
  }

  /// Writes `count` yes/no candidates (q01, q02…) with remote pictures; returns the path.
  static func writeCandidates(
    count: Int, in sandbox: CatalogSandbox, title: (Int) -> String = { "Film \($0)" }
  ) throws -> String {
    let questions = (1...count).map { n in
      let id = String(format: "q%02d", n)
      return Question(
        id: id, kind: .yesNo,
        prompt: [
          "en": "Is the rating of Film \(n) greater than 7?",
          "uk": "Рейтинг фільму \(n) більший за 7?",
        ],
        subject: Subject(title: title(n), year: 1990 + n),
        image: ImageReference(source: "https://image.tmdb.org/t/p/w500/\(id).jpg"),
        choices: [
          Choice(id: "yes", text: ["en": "Yes", "uk": "Так"]),
          Choice(id: "no", text: ["en": "No", "uk": "Ні"]),
        ],
        correct: [n % 2 == 0 ? "yes" : "no"])
    }
    let bundle = QuizBundle(
      id: "candidates", version: "0.1.0", title: ["en": "Candidates", "uk": "Кандидати"],
      locales: ["en", "uk"],
      questions: questions)
    let url = sandbox.folder.appendingPathComponent("candidates.json")
    try BundleWriter().write(bundle, to: url)
    return url.path
  }

  /// The question ids of the pack at `path`.
  static func keptIds(_ path: String) throws -> [String] {
    try BundleReader().read(from: URL(fileURLWithPath: path)).questions.map(\.id)
  }

  static func sha256(_ data: Data) -> String {
    SHA256Hex.of(data)
  }
}
