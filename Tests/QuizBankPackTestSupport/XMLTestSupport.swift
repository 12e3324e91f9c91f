import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankTestSupport
import Testing

/// Helpers shared by the XML test suites (the pack's and the importers').
public enum XMLTestSupport {
  /// A pack header with one locale, around `body`.
  public static func pack(_ body: String, locales: String = "en") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <pack xmlns="https://quizbank.dev/ns/quizpack/1" id="t" version="1.0.0" default-locale="en" locales="\(locales)">
      <title><text xml:lang="en">T</text></title>
    \(body)
    </pack>

    """
  }

  /// A valid yes-no question.
  public static func yesNo(id: String = "q1", correct: String = "yes", extra: String = "") -> String
  {
    """
      <question id="\(id)" kind="yes-no" correct="\(correct)">
        <prompt><text xml:lang="en">Is it?</text></prompt>
        <choice id="yes"><text xml:lang="en">Yes</text></choice>
        <choice id="no"><text xml:lang="en">No</text></choice>\(extra)
      </question>
    """
  }

  /// Reads XML text as a pack named `name`.
  public static func readPack(_ text: String, name: String = "test.xml") throws
    -> QuizPackReader.Result
  {
    try QuizPackReader().read(.bytes(Data(text.utf8), name: name))
  }

  /// Reads bytes as a pack named `name`.
  public static func readPack(bytes: Data, name: String = "test.xml") throws
    -> QuizPackReader.Result
  {
    try QuizPackReader().read(.bytes(bytes, name: name))
  }

  /// The diagnostics as `file:line:col: severity[code]: message` lines.
  public static func rendered(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location): \($0.severity.rawValue)[\($0.code)]: \($0.message)" }
  }

  /// Runs `xmllint` (on PATH) with `arguments`; tests that call it carry `.requires(.xmllint)`.
  public static func xmllint(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let path = try #require(TestTools.xmllint, Comment(rawValue: Requirement.xmllint.missingReason))
    let result = try runTool(path, arguments)
    return (result.status, result.output)
  }
}
