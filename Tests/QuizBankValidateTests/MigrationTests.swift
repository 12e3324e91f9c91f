import Foundation
import Testing

@testable import QuizBankValidate

/// Bundles of an older format version: checked after `BundleReader` migrates them,
/// with findings placed in the old file.
struct MigrationTests {
  static let draft = """
    {"format": "quizbank.bundle", "formatVersion": ‸0, "id": "movie-night",
     "version": "0.3.0", "title": "Movie night", "language": "en",
     "questions": [
       {"id": "q1", "type": "yes-no", "text": "Is it greater than 8?", "answer": true},
       {"id": "q2", "type": "multiple-choice", "text": "Which?", "choices": ["A", "B"], "answer": 1}]}
    """

  @Test func anOlderVersionIsMigratedAndFlagged() throws {
    let report = Fixture.check(Self.draft)
    #expect(report.status == .checked)
    Fixture.expectOne(
      Self.draft, code: "QB128",
      message: "format version 0 is older than 1; it was checked after migrating it to 1")
    #expect(report.diagnostics.first?.severity == .warning)
  }

  @Test func rulesRunOnTheMigratedBundleWithFindingsInTheOldFile() {
    let text = Self.draft.replacingOccurrences(of: "‸", with: "")
      .replacingOccurrences(of: #"{"id": "q2""#, with: #"{"id": ‸"q1""#)
    let found = Fixture.check(text).diagnostics.filter { $0.code != "QB128" }
    #expect(found.map(\.code) == ["QB107"])
    let marked = Fixture.unmark(text)
    #expect(found.first?.location.line == marked?.line)
    #expect(found.first?.location.column == marked?.column)
  }

  @Test func aBundleThatCannotBeMigratedSaysWhy() throws {
    let text = Self.draft.replacingOccurrences(of: "‸", with: "")
      .replacingOccurrences(of: #"{"id": "q2""#, with: #"‸{"id": "q2""#)
      .replacingOccurrences(of: #""answer": 1"#, with: #""answer": 5"#)
    Fixture.expectOne(
      text, code: "QB015",
      message: "this format version 0 bundle cannot be migrated to 1: not a valid bundle: "
        + #"/questions/1: "answer" [5] names a choice that does not exist (2 choices)"#)
  }
}
