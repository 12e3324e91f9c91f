import QuizBankModel

/// QB130: the bundle has pre-built rounds, and a question is in none of them, so a
/// front end that plays the rounds never asks it.
package enum QuestionInNoRound: BundleRule {
  package static let code = "QB130"
  package static let name = "question-in-no-round"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "when the bundle has rounds, every question is in one"

  /// Questions named one by one; the rest are counted in one last finding.
  static let named = 20

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    guard let rounds = bundle.rounds, !rounds.isEmpty else { return }
    let reached = Set(rounds.lazy.flatMap(\.questions))
    var missed: [(id: String, question: Int)] = []
    var more = 0
    context.questionIDs.forEach { id, question in
      guard !reached.contains(id) else { return }
      if missed.count < named { missed.append((id, question)) } else { more += 1 }
    }
    for (id, question) in missed {
      context.report(
        Self.self, at: BundlePointer.question(question) + "/id", unreached(id), hint: hint)
    }
    if more > 0 { context.report(Self.self, at: "/rounds", andMore(more), hint: hint) }
  }
}

extension QuestionInNoRound {
  static func unreached(_ id: String) -> String {
    "question \"\(id)\" is in no round, so a player that plays the rounds never asks it"
  }

  static func andMore(_ count: Int) -> String {
    "\(count) more \(count == 1 ? "question is" : "questions are") in no round"
  }

  static let hint = "add it to a round (a short last round is fine), or remove \"rounds\""
}
