import QuizBankModel

/// QB122: a pre-built round names a question id the bundle does not have.
package enum UnknownRoundQuestion: BundleRule {
  package static let code = "QB122"
  package static let name = "unknown-round-question"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "every question a round lists exists in the bundle"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    guard let rounds = bundle.rounds, !rounds.isEmpty else { return }
    for (r, round) in rounds.enumerated() {
      for (k, id) in round.questions.enumerated() where !context.questionIDs.contains(id) {
        context.report(Self.self, at: "/rounds/\(r)/questions/\(k)", unknown(id, round: r))
      }
    }
  }
}

extension UnknownRoundQuestion {
  static func unknown(_ id: String, round: Int) -> String {
    "round \(round) lists question \"\(id)\", which the bundle does not have"
  }
}
