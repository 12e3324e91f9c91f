import QuizBankModel

extension GenerateError: DiagnosticError {
  /// The error, then (for rules that made no question) one note per reason.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .noQuestions(let summary):
      return Self.noQuestions(summary)
    }
  }

  /// No question at all is a finding (exit 1).
  public var failureKind: FailureKind { .findings }

  /// Why no question was made, reason by reason, and what to do.
  private static func noQuestions(_ summary: GenerateSummary) -> [Diagnostic] {
    guard summary.filmsRead > 0 else {
      return [
        .error(
          "no questions generated: the catalogue holds no films; nothing was written",
          hint: "import or fetch films into the catalogue first")
      ]
    }
    func reasons(_ counts: [SkipReason: Int]) -> String {
      counts.keys.sorted().map { "\($0.rawValue): \(counts[$0]!)" }.joined(separator: ", ")
    }
    var notes: [String] = []
    let filtered = summary.skipped.values.reduce(0, +)
    if filtered > 0 {
      notes.append("the selection skipped \(filtered) films (\(reasons(summary.skipped)))")
    }
    for rule in summary.rules {
      let skipped = rule.skipped.values.reduce(0, +)
      notes.append(
        "rule '\(rule.id)' skipped \(skipped) films"
          + (skipped > 0 ? " (\(reasons(rule.skipped)))" : ""))
    }
    let hint = "loosen 'select' or the rules (thresholds, margin), or use more films"
    var diagnostics: [Diagnostic] = [
      .error(
        "no questions generated from \(summary.filmsRead) films; nothing was written",
        hint: notes.isEmpty ? hint : nil)
    ]
    diagnostics += notes.enumerated().map { index, note in
      Diagnostic.note(note, hint: index == notes.count - 1 ? hint : nil)
    }
    return diagnostics
  }
}
