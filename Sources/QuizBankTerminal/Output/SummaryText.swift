import QuizBankGenerate
import QuizBankModel

/// The summary `generate` and `build` print: questions made, films skipped and why.
package enum SummaryText {
  /// What `generate` made, rule by rule, and the bundle's digest.
  package static func render(_ summary: GenerateSummary, output: String) -> String {
    var text = "Generated \(summary.questions) questions from \(summary.filmsRead) films"
    text += summary.rounds > 0 ? " in \(summary.rounds) rounds" : ""
    text += " → \(DisplayText.escaped(output))\n"
    for rule in summary.rules {
      text += "  \(rule.id): \(rule.generated) questions"
      if rule.generated > 0 {
        switch rule.kind {
        case .yesNo: text += " (\(rule.yesCount) yes, \(rule.generated - rule.yesCount) no)"
        case .multipleChoice: text += " (multiple choice)"
        case .multipleResponse: text += " (multiple response)"
        }
      }
      text += "\n"
      text += skipped(rule.skipped, indent: "    ")
    }
    let filtered = summary.skipped.values.reduce(0, +)
    if filtered > 0 {
      text += "  skipped by the selection: \(filtered) films\n"
      text += skipped(summary.skipped, indent: "    ")
    }
    text += "  digest: \(summary.digest)\n"
    return text
  }

  private static func skipped(_ counts: [SkipReason: Int], indent: String) -> String {
    counts.keys.sorted().map { "\(indent)skipped, \($0.rawValue): \(counts[$0]!)\n" }.joined()
  }
}
