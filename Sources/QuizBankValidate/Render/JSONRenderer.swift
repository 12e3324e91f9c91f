import Foundation
import QuizBankModel

/// Findings as one JSON document: every file with its status and findings, and a summary.
///
/// ```json
/// {"files": [{"diagnostics": [...], "file": "a.json", "status": "checked"}],
///  "summary": {"errors": 1, "files": 1, ...}, "version": 1}
/// ```
package struct JSONRenderer: Sendable {
  package init() {}

  private struct Document: Encodable {
    var version = 1
    var files: [FileReport]
    var summary: Summary
  }

  private struct Summary: Encodable {
    var files: Int
    var filesWithFindings: Int
    var errors: Int
    var warnings: Int
    var notes: Int
  }

  package func render(_ reports: [FileReport]) -> String {
    let s = ValidationSummary(reports)
    let document = Document(
      files: reports,
      summary: Summary(
        files: s.files, filesWithFindings: s.filesWithFindings, errors: s.errors,
        warnings: s.warnings, notes: s.notes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
