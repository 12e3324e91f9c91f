import QuizBankModel

/// QB113: `correct` names a choice id the question does not have.
package enum UnknownCorrectChoice: QuestionRule {
  package static let code = "QB113"
  package static let name = "unknown-correct-choice"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "every correct answer names one of the question's choices"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    for (k, id) in question.correct.enumerated()
    where !question.choices.contains(where: { $0.id == id }) {
      context.report(
        Self.self, at: BundlePointer.question(q) + "/correct/\(k)",
        unknown(id, question: question.id, choices: question.choices.map(\.id)))
    }
  }
}

extension UnknownCorrectChoice {
  static func unknown(_ id: String, question: String, choices: [String]) -> String {
    let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
    return "correct answer \"\(id)\" of question \"\(question)\" names no choice (choices: \(list))"
  }
}
