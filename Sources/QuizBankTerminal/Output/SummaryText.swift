import QuizBankGenerate
import QuizBankLocalization
import QuizBankModel

/// The summary `generate` and `build` print: questions made, films skipped and why.
package enum SummaryText {
  /// What `generate` made, rule by rule, and the bundle's digest.
  package static func render(_ summary: GenerateSummary, output: String) -> String {
    var text =
      "Generated \(count(summary.questions, "question", "questions")) from \(count(summary.filmsRead, "film", "films"))"
    text += summary.rounds > 0 ? " in \(count(summary.rounds, "round", "rounds"))" : ""
    text += " → \(DisplayText.escaped(output))\n"
    for rule in summary.rules {
      text += "  \(rule.id): \(count(rule.generated, "question", "questions"))"
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
      text += "  skipped by the selection: \(count(filtered, "film", "films"))\n"
      text += skipped(summary.skipped, indent: "    ")
    }
    text += "  digest: \(summary.digest)\n"
    return text
  }

  /// What `build` prints for an export it wrote: lossless, or how many losses.
  package static func exported(format: String, path: String, losses: Int) -> String {
    let lost = losses == 0 ? "lossless" : count(losses, "loss", "losses") + " (see qbank export)"
    return "Exported \(format) → \(DisplayText.escaped(path)): \(lost)\n"
  }

  /// The progress line of generation's planning stage.
  package static func planning(films: Int) -> String {
    "planning: \(count(films, "film", "films")) read"
  }

  /// The progress line of a check that counts questions (size unknown).
  package static func checking(_ file: String, questions: Int) -> String {
    "checking \(file): \(count(questions, "question", "questions"))"
  }

  /// `n` and its English word: "1 film", "2 films" (the CLI's summaries are English).
  private static func count(_ n: Int, _ one: String, _ other: String) -> String {
    UILanguage.en.counted(n, one, other)
  }

  private static func skipped(_ counts: [SkipReason: Int], indent: String) -> String {
    counts.keys.sorted().map { "\(indent)skipped, \($0.rawValue): \(counts[$0]!)\n" }.joined()
  }
}
