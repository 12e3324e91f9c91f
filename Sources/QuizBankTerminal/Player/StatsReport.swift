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
      let accuracy = text.number(stats.averageAccuracy ?? 0, digits: 2)
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
