import Foundation
import QuizBankModel
import QuizBankPlay
import QuizBankTestSupport

/// Bundles built in code for the player's tests.
enum PlayFixtures {
  /// A yes/no bundle of `count` films; question n's right answer is "yes" when n is even.
  static func classic(count: Int = 12, id: String = "test-classic", delayMs: Int = 1000)
    -> QuizBundle
  {
    let questions = (1...count).map { n in
      Question(
        id: "q\(n)", kind: .yesNo,
        prompt: [
          "en": "Is film \(n)'s rating greater than 7?",
          "it": "Il voto del film \(n) è maggiore di 7?",
        ],
        subject: Subject(title: "Film \(n)", year: 1990 + n),
        image: ImageReference(source: "posters/film\(n).jpg"),
        choices: [
          Choice(id: "yes", text: ["en": "Yes", "it": "Sì"]),
          Choice(id: "no", text: ["en": "No", "it": "No"]),
        ],
        correct: [n % 2 == 0 ? "yes" : "no"])
    }
    return QuizBundle(
      id: id, version: "1.0.0", title: ["en": "Test films", "it": "Film di prova"],
      locales: ["en", "it"],
      settings: PlaySettings(
        roundSize: 10, feedbackDelayMs: delayMs, shuffleQuestions: true, mode: .classic),
      questions: questions)
  }

  /// A menu-mode bundle of `count` four-choice questions worth n points each; "b" is right.
  static func menu(count: Int = 4, id: String = "test-menu") -> QuizBundle {
    let questions = (1...count).map { n in
      Question(
        id: "m\(n)", kind: .multipleChoice, prompt: ["en": "Question number \(n)?"],
        choices: ["a", "b", "c", "d"].map {
          Choice(id: $0, text: ["en": "Answer \($0.uppercased())\(n)"])
        },
        correct: ["b"], points: n)
    }
    return QuizBundle(
      id: id, version: "2.0.0", title: ["en": "Menu quiz"], locales: ["en"],
      settings: PlaySettings(
        roundSize: count, feedbackDelayMs: 2000, shuffleQuestions: false, mode: .menu),
      questions: questions)
  }

  /// Writes `bundle` into a new temporary folder; returns the file.
  static func write(_ bundle: QuizBundle, name: String = "bundle.json") throws -> URL {
    let folder = try TestPaths.temporaryDirectory("qbank-play")
    let url = folder.appendingPathComponent(name)
    try BundleWriter().write(bundle, to: url)
    return url
  }

  /// A statistics store in a new temporary folder.
  static func store() throws -> StatisticsStore {
    StatisticsStore(
      fileURL: try TestPaths.temporaryDirectory("qbank-state").appendingPathComponent(
        "qbank/statistics.json"))
  }

  /// The correct choice ids by question id.
  static func answerKey(_ bundle: QuizBundle) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: bundle.questions.map { ($0.id, $0.correct) })
  }
}
