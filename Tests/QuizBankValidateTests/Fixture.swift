import Foundation
import QuizBankModel
import Testing

@testable import QuizBankValidate

/// Inline bundles for rule tests. A `‸` in the text marks where the finding
/// must point; it is removed before the text is checked.
enum Fixture {
  static let marker: Character = "‸"

  /// A small bundle in en and it; every part can be replaced.
  static func bundle(
    formatVersion: String = "1", version: String = #""1.0.0""#,
    locales: String = #"["en", "it"]"#, defaultLocale: String = #""en""#,
    title: String = #"{"en": "Fixture", "it": "Prova"}"#,
    settings: String =
      #"{"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10, "shuffleChoices": false, "shuffleQuestions": true}"#,
    extra: String = "",
    questions: [String] = [yesNo()]
  ) -> String {
    """
    {
      "format": "quizbank.bundle",
      "formatVersion": \(formatVersion),
      "id": "fixture",
      "version": \(version),
      "title": \(title),
      "locales": \(locales),
      "defaultLocale": \(defaultLocale),
      "settings": \(settings),\(extra.isEmpty ? "" : "\n  " + extra + ",")
      "questions": [
    \(questions.joined(separator: ",\n"))
      ]
    }

    """
  }

  /// A yes-no question; every part can be replaced.
  static func yesNo(
    id: String = #""q1""#, kind: String = #""yes-no""#,
    prompt: String = #"{"en": "Is it greater than 8?", "it": "È maggiore di 8?"}"#,
    choices: String =
      #"[{"id": "yes", "text": {"en": "Yes", "it": "Sì"}}, {"id": "no", "text": {"en": "No", "it": "No"}}]"#,
    correct: String = #"["yes"]"#, extra: String = ""
  ) -> String {
    """
        {
          "id": \(id),
          "kind": \(kind),
          "prompt": \(prompt),
          "choices": \(choices),
          "correct": \(correct)\(extra.isEmpty ? "" : ",\n      " + extra)
        }
    """
  }

  /// A multiple-choice question with choices a, b, c.
  static func multipleChoice(id: String = #""m1""#, correct: String = #"["a"]"#, extra: String = "")
    -> String
  {
    yesNo(
      id: id, kind: #""multiple-choice""#,
      prompt: #"{"en": "Which year?", "it": "Quale anno?"}"#,
      choices:
        #"[{"id": "a", "text": {"en": "1972", "it": "1972"}}, {"id": "b", "text": {"en": "1974", "it": "1974"}}, {"id": "c", "text": {"en": "1990", "it": "1990"}}]"#,
      correct: correct, extra: extra)
  }

  /// The text without its marker, and the marker's 1-based line and column (in Unicode scalars).
  static func unmark(_ text: String) -> (text: String, line: Int, column: Int)? {
    var line = 1
    var column = 1
    var found: (Int, Int)?
    var clean = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "‸" {
        found = (line, column)
        continue
      }
      clean.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    guard let found else { return nil }
    return (String(clean), found.0, found.1)
  }

  /// Checks `text` (marker removed) as a bundle file named `fixture.json`.
  static func check(_ text: String, imageDirectory: URL? = nil) -> FileReport {
    let clean = unmark(text)?.text ?? text
    return BundleJSONCheck(
      bytes: Array(clean.utf8), file: "fixture.json", imageDirectory: imageDirectory
    )
    .run().report
  }

  /// The findings of `text` other than the missing digest every fixture lacks.
  static func findings(_ text: String, imageDirectory: URL? = nil) -> [Diagnostic] {
    check(text, imageDirectory: imageDirectory).diagnostics.filter { $0.code != "QB116" }
  }

  /// Expects exactly one finding, of `code` with `message`, at the marker in `text`.
  static func expectOne(
    _ text: String, code: String, message: String, imageDirectory: URL? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let found = findings(text, imageDirectory: imageDirectory)
    #expect(found.map(\.code) == [code], "findings: \(found)", sourceLocation: sourceLocation)
    guard let first = found.first, let marked = unmark(text) else {
      Issue.record("no finding, or no marker in the fixture", sourceLocation: sourceLocation)
      return
    }
    #expect(first.message == message, sourceLocation: sourceLocation)
    #expect(
      first.location.line == marked.line && first.location.column == marked.column,
      "found at \(first.location.line ?? 0):\(first.location.column ?? 0), marked at \(marked.line):\(marked.column)",
      sourceLocation: sourceLocation)
  }
}
