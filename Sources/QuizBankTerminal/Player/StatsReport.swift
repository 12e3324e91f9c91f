import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankPlay

/// `qbank stats` as text: one block per bundle, sorted by id.
package enum StatsReport {
  /// One block per bundle in `all`; when it is empty, a line saying there is nothing
  /// (for `requested`, when one bundle was asked for).
  package static func text(
    _ all: [String: BundleStatistics], requested: String?, localizer text: Localizer, style: Style
  ) -> String {
    guard !all.isEmpty else {
      return
        (requested.map { text.text("stats.none", ["bundle": $0]) } ?? text.text("stats.noneAtAll"))
        + "\n"
    }
    var out = ""
    for (id, stats) in all.sorted(by: { $0.key < $1.key }) {
      out += style.bold(DisplayText.sanitized(id)) + "\n"
      out += "  " + text.text("summary.played", ["count": "\(stats.roundsPlayed)"]) + "\n"
      if let best = stats.bestRound {
        out +=
          "  "
          + text.text(
            "summary.record",
            [
              "correct": "\(best.correct)", "total": "\(best.total)",
              "date": TerminalView.date(best.date),
            ]) + "\n"
      }
      let accuracy = String(format: "%.2f", stats.averageAccuracy ?? 0)
      out += "  " + text.text("summary.accuracy", ["percent": accuracy]) + "\n"
      if let high = stats.highScore {
        out +=
          "  "
          + text.text(
            "stats.highScore", ["score": "\(high.score)", "date": TerminalView.date(high.date)])
          + "\n"
      }
    }
    return out
  }
}

extension StatsReport {
  /// `qbank stats`: resets the statistics of `bundleId` (of every bundle when nil), or
  /// shows them as text or, with `json`, as JSON; a statistics file found corrupt is
  /// moved aside and said on standard error.
  package static func run(
    store: StatisticsStore, bundleId: String?, reset: Bool, json: Bool, localizer text: Localizer,
    console: any TerminalOutput
  ) throws {
    if reset {
      let (had, warnings) = try store.reset(bundleId: bundleId)
      report(warnings, localizer: text, console: console)
      let message =
        !had
        ? text.text("stats.nothingToReset")
        : bundleId.map { text.text("stats.reset", ["bundle": $0]) } ?? text.text("stats.resetAll")
      console.out(message + "\n")
      return
    }
    var (all, warnings) = try store.loadAll()
    report(warnings, localizer: text, console: console)
    if let id = bundleId { all = all.filter { $0.key == id } }
    if json {
      console.out(PlayEvent.statisticsDocument(all) + "\n")
    } else {
      console.out(
        StatsReport.text(
          all, requested: bundleId, localizer: text, style: Style(enabled: console.colorsStdout)))
    }
  }

  private static func report(
    _ warnings: [StatisticsWarning], localizer text: Localizer, console: any TerminalOutput
  ) {
    for warning in warnings {
      console.err(text.text("warning.corrupt", ["path": warning.movedTo]) + "\n")
    }
  }
}
