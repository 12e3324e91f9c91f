import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

/// Issue 17, Low 12: a statistics file of a future format version is never
/// overwritten; negative or inconsistent counts start again with the notice.
struct StatisticsHostileFileTests {
  static func store(_ content: String) throws -> StatisticsStore {
    let folder = try TestPaths.temporaryDirectory("qbank-stats-hostile")
    let url = folder.appendingPathComponent("statistics.json")
    try Data(content.utf8).write(to: url)
    return StatisticsStore(fileURL: url)
  }

  static let future = """
    {"format": "quizbank.statistics", "formatVersion": 2, "bundles": {"a": {"roundsPlayed": 3, \
    "questionsAnswered": 30, "correctAnswers": 20, "totalScore": 20, "streaks": [1, 2]}}}
    """

  @Test func aFutureFormatVersionIsReadButNeverWritten() throws {
    let store = try Self.store(Self.future)
    #expect(try store.load(bundleId: "a").0.roundsPlayed == 3)
    #expect(throws: StatisticsError.newerFormat(store.fileURL.path, version: 2)) {
      try store.update(bundleId: "a") { $0.roundsPlayed += 1 }
    }
    #expect(throws: StatisticsError.newerFormat(store.fileURL.path, version: 2)) {
      try store.reset(bundleId: nil)
    }
    #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == Self.future)
    #expect(
      StatisticsError.newerFormat("/s.json", version: 2).description
        == "cannot write /s.json: it is statistics format version 2, newer than this qbank writes (1); update qbank, or move the file away to start again"
    )
  }

  @Test(arguments: [
    #""roundsPlayed": -1, "questionsAnswered": 30, "correctAnswers": 20, "totalScore": 20"#,
    #""roundsPlayed": 3, "questionsAnswered": 30, "correctAnswers": 40, "totalScore": 20"#,
    #""roundsPlayed": 3, "questionsAnswered": 30, "correctAnswers": 20, "totalScore": -5"#,
    #""roundsPlayed": 3, "questionsAnswered": 30, "correctAnswers": 20, "totalScore": 20, "bestRound": {"correct": 11, "total": 10, "score": 11, "date": "2026-01-01T00:00:00Z"}"#,
  ])
  func negativeOrInconsistentCountsStartAgainWithANotice(members: String) throws {
    let content =
      #"{"format": "quizbank.statistics", "formatVersion": 1, "bundles": {"a": {"# + members
      + "}}}"
    let store = try Self.store(content)
    let (stats, warnings) = try store.load(bundleId: "a")
    #expect(stats == BundleStatistics())
    #expect(warnings.count == 1)
    #expect(warnings.first?.reason.contains("bundle a: negative or inconsistent counts") == true)
    let aside = try #require(warnings.first?.movedTo)
    #expect(try String(contentsOf: URL(fileURLWithPath: aside), encoding: .utf8) == content)
  }
}
