import Foundation
import Testing

@testable import QuizBankPlay

struct StatisticsStoreTests {
  private let date = Date(timeIntervalSince1970: 1_790_000_000)

  @Test func theFileLivesUnderXDGStateHomeElseUnderLocalState() {
    #expect(
      StatisticsStore.defaultFile(environment: ["XDG_STATE_HOME": "/tmp/st", "HOME": "/home/a"])
        .path
        == "/tmp/st/qbank/statistics.json")
    #expect(
      StatisticsStore.defaultFile(environment: ["HOME": "/home/a"]).path
        == "/home/a/.local/state/qbank/statistics.json")
    // A relative XDG_STATE_HOME is invalid by the spec and ignored.
    #expect(
      StatisticsStore.defaultFile(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/a"]).path
        == "/home/a/.local/state/qbank/statistics.json")
  }

  @Test func statisticsAreKeptPerBundleIdAndReadBackByAnotherStore() throws {
    let store = try PlayFixtures.store()
    _ = try store.update(bundleId: "a") {
      $0.add(RoundRecord(correct: 6, total: 10, score: 6, date: date))
    }
    _ = try store.update(bundleId: "b") {
      $0.add(RoundRecord(correct: 2, total: 10, score: 2, date: date))
    }
    let again = StatisticsStore(fileURL: store.fileURL)
    let (a, warnings) = try again.load(bundleId: "a")
    #expect(warnings.isEmpty)
    #expect(a.roundsPlayed == 1)
    #expect(a.bestRound == RoundRecord(correct: 6, total: 10, score: 6, date: date))
    #expect(try again.load(bundleId: "b").0.correctAnswers == 2)
    #expect(try again.load(bundleId: "c").0 == BundleStatistics())
  }

  @Test func aCorruptFileIsMovedAsideWithAWarningAndPlayGoesOn() throws {
    let store = try PlayFixtures.store()
    try FileManager.default.createDirectory(
      at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{not json".utf8).write(to: store.fileURL)
    let (stats, _, warnings) = try store.update(bundleId: "a") {
      $0.add(RoundRecord(correct: 3, total: 10, score: 3, date: date))
    }
    #expect(stats.roundsPlayed == 1)
    let warning = try #require(warnings.first)
    #expect(warning.movedTo.hasPrefix(store.fileURL.path + ".corrupt-"))
    #expect(try String(contentsOfFile: warning.movedTo, encoding: .utf8) == "{not json")
    #expect(try store.load(bundleId: "a").1.isEmpty)
  }

  @Test func aFileOfAnotherFormatCountsAsCorrupt() throws {
    let store = try PlayFixtures.store()
    try FileManager.default.createDirectory(
      at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"format":"something-else","formatVersion":1,"bundles":{}}"#.utf8).write(
      to: store.fileURL)
    #expect(try store.load(bundleId: "a").1.count == 1)
  }

  @Test func concurrentUpdatesFromManyWritersLoseNothing() throws {
    let store = try PlayFixtures.store()
    let record = RoundRecord(correct: 5, total: 10, score: 5, date: date)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10 {
        _ = try? StatisticsStore(fileURL: store.fileURL).update(bundleId: "x") { $0.add(record) }
      }
    }
    let stats = try store.load(bundleId: "x").0
    #expect(stats.roundsPlayed == 80)
    #expect(stats.questionsAnswered == 800)
  }

  @Test func resetForgetsOneBundleOrAll() throws {
    let store = try PlayFixtures.store()
    let record = RoundRecord(correct: 5, total: 10, score: 5, date: date)
    _ = try store.update(bundleId: "a") { $0.add(record) }
    _ = try store.update(bundleId: "b") { $0.add(record) }
    #expect(try store.reset(bundleId: "a").0)
    #expect(try store.loadAll().0.keys.sorted() == ["b"])
    #expect(try !store.reset(bundleId: "a").0)
    #expect(try store.reset(bundleId: nil).0)
    #expect(try store.loadAll().0.isEmpty)
  }

  @Test func theBestRoundKeepsTheEarlierOfTwoEqualRounds() {
    var stats = BundleStatistics()
    let first = RoundRecord(correct: 7, total: 10, score: 7, date: date)
    stats.add(first)
    let beaten = stats.add(RoundRecord(correct: 7, total: 10, score: 7, date: date + 60))
    #expect(stats.bestRound == first)
    #expect(beaten == RecordsBeaten())
    #expect(stats.averageAccuracy == 70)
  }
}
