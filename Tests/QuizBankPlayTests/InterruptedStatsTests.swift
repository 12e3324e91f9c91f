import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

/// Issue 17, Low 10: `qbank stats --reset` interrupted by a signal in the middle
/// of rewriting the statistics file leaves no `.statistics.json.PID-RAND.tmp`
/// behind. The file is made large (about 30 MB) so the write lasts long enough to
/// be caught (see `interruptDuringWrite`).
struct InterruptedStatsTests {
  @Test func anInterruptedStatsResetRemovesItsTemporaryFile() throws {
    let home = try TestPaths.temporaryDirectory("qbank-stats-interrupt")
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent("qbank")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("statistics.json")
    var statistics = StatisticsFile()
    var played = BundleStatistics()
    played.roundsPlayed = 3
    played.questionsAnswered = 30
    played.correctAnswers = 21
    played.totalScore = 21
    // Long ids, not many bundles: the file is big, reading and resetting it quick.
    let long = String(repeating: "x", count: 100_000)
    for n in 1...300 { statistics.bundles["bundle-\(n)-\(long)"] = played }
    statistics.bundles["bundle-0"] = played
    let content = try statistics.encode()

    for _ in 0..<5 {
      try content.write(to: file)
      guard
        let result = try interruptDuringWrite(
          ["stats", "bundle-0", "--reset"], environment: ["XDG_STATE_HOME": home.path],
          writing: "statistics.json", in: folder, signal: SIGHUP)
      else { continue }
      #expect(result.endedBySignal)
      #expect(result.status == SIGHUP)
      #expect(result.leftovers.isEmpty, "left behind: \(result.leftovers)")
      // The old statistics are untouched or wholly replaced, never cut.
      #expect(try StatisticsFile.decode(Data(contentsOf: file)).bundles.count >= 300)
      return
    }
    Issue.record("every write ended before qbank could be stopped in it (5 tries)")
  }
}
