import QuizBankModel

/// One round (classic) or game (menu) in progress: its questions, position, score.
package struct GameRound: Sendable {
  /// The questions, in play order.
  package let questions: [Question]
  /// 1-based round number in the session.
  package let number: Int
  /// Index of the current question.
  package private(set) var index = 0
  /// Correct answers so far.
  package private(set) var correctCount = 0
  /// Points so far.
  package private(set) var score = 0
  /// Whether the current question has been answered.
  package private(set) var answeredCurrent = false

  package init(questions: [Question], number: Int) {
    self.questions = questions
    self.number = number
  }

  /// The question being asked.
  package var current: Question { questions[index] }
  /// Whether every question has been answered.
  package var isOver: Bool { index == questions.count - 1 && answeredCurrent }

  /// Records an answer to the current question; returns whether it was right and the points earned.
  package mutating func answer(_ choiceIds: Set<String>) -> (correct: Bool, points: Int) {
    let right = choiceIds == Set(current.correct)
    answeredCurrent = true
    if right {
      correctCount += 1
      score = score.saturatingAdding(current.points)
      return (true, current.points)
    }
    return (false, 0)
  }

  /// Moves to the next question; false when the round is over.
  package mutating func advance() -> Bool {
    guard index + 1 < questions.count else { return false }
    index += 1
    answeredCurrent = false
    return true
  }
}
