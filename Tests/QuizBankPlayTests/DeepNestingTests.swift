import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

/// Issue 17, High 3: a file of exactly 513 `[` crashed every command that read
/// bundles through Foundation's JSON scanner; now each reads it with our own
/// reader and refuses it (exit 65), and as statistics it is moved aside.
struct DeepNestingTests {
  static let brackets = String(repeating: "[", count: 513)
  static let refusal = "arrays and objects nest deeper than 512 levels"

  @Test func everyCommandThatReadsABundleRefusesIt() throws {
    let url = try TestFiles.write(Self.brackets)
    let state = try TestPaths.temporaryDirectory("qbank-state")
    let sample = TestPaths.sample("bundles/movie-night.json").path
    let out = state.appendingPathComponent("out").path
    for arguments in [
      ["play", url.path, "--machine"],
      ["export", url.path, "--to", "gift", "-o", out],
      ["diff", sample, url.path],
      ["stats", url.path],
      ["curate", url.path, "-o", out, "--offline"],
    ] {
      let result = try runQbank(arguments, environment: ["XDG_STATE_HOME": state.path])
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(Self.refusal), "\(arguments): \(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: out), "\(arguments)")
    }
  }

  @Test func theBundleReaderNamesWhereTheNestingGoesTooDeep() {
    #expect(throws: BundleReadError.self) { try BundleReader().decode(Data(Self.brackets.utf8)) }
    do {
      _ = try BundleReader().decode(Data(Self.brackets.utf8))
    } catch let error as BundleReadError {
      #expect(error.position?.line == 1)
      #expect(error.message.contains(Self.refusal))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func asStatisticsItIsMovedAsideAndStatsGoesOn() throws {
    let state = try TestPaths.temporaryDirectory("qbank-state")
    let folder = state.appendingPathComponent("qbank")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.brackets.utf8).write(to: folder.appendingPathComponent("statistics.json"))
    let result = try runQbank(["stats"], environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 0)
    #expect(result.stdout == "No statistics yet.\n")
    #expect(
      result.stderr.hasPrefix(
        "warning: the statistics file was damaged; it was moved to \(folder.path)/statistics.json.corrupt-"
      ))
    let store = StatisticsStore(fileURL: folder.appendingPathComponent("statistics.json"))
    try Data(Self.brackets.utf8).write(to: store.fileURL)
    let (stats, _, warnings) = try store.update(bundleId: "a") { $0.roundsPlayed += 1 }
    #expect(stats.roundsPlayed == 1)
    #expect(warnings.count == 1)
  }
}
