import QuizBankLocalization
import QuizBankPlay

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
