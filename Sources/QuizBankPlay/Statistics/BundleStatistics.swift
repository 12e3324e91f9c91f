import Foundation

/// The lasting statistics of one bundle: every round (classic) or game (menu) played.
public struct BundleStatistics: Sendable, Codable, Equatable {
  /// Rounds or games finished.
  public var roundsPlayed: Int
  /// Questions answered over all of them.
  public var questionsAnswered: Int
  /// Right answers over all of them.
  public var correctAnswers: Int
  /// Points scored over all of them.
  public var totalScore: Int
  /// The best round by right answers (the classic record); the earliest wins a tie.
  public var bestRound: RoundRecord?
  /// The best game by points (the menu's all-time high score); the earliest wins a tie.
  public var highScore: RoundRecord?
  /// When the last round ended.
  public var lastPlayed: Date?

  /// Statistics of a bundle never played.
  public init() {
    roundsPlayed = 0
    questionsAnswered = 0
    correctAnswers = 0
    totalScore = 0
  }

  /// Whether the counts can be true: none negative, no more right answers than
  /// answers, records no better than their own round allows.
  public var isConsistent: Bool {
    let records = [bestRound, highScore].compactMap { $0 }
    return roundsPlayed >= 0 && questionsAnswered >= 0 && correctAnswers >= 0 && totalScore >= 0
      && correctAnswers <= questionsAnswered
      && records.allSatisfy { $0.correct >= 0 && $0.total >= 0 && $0.correct <= $0.total }
  }

  /// Average accuracy over every round played, in percent; `nil` before the first.
  public var averageAccuracy: Double? {
    questionsAnswered > 0 ? Double(correctAnswers) * 100 / Double(questionsAnswered) : nil
  }

  /// Adds a finished round and tells which records it beat.
  @discardableResult
  public mutating func add(_ round: RoundRecord) -> RecordsBeaten {
    // Saturating: a statistics file edited by hand (or a huge total) must not crash the game.
    roundsPlayed = roundsPlayed.saturatingAdding(1)
    questionsAnswered = questionsAnswered.saturatingAdding(round.total)
    correctAnswers = correctAnswers.saturatingAdding(round.correct)
    totalScore = totalScore.saturatingAdding(round.score)
    lastPlayed = round.date
    var beaten = RecordsBeaten()
    if bestRound.map({ round.correct > $0.correct }) ?? true {
      bestRound = round
      beaten.bestRound = true
    }
    if highScore.map({ round.score > $0.score }) ?? true {
      highScore = round
      beaten.highScore = true
    }
    return beaten
  }
}

/// One finished round or game.
public struct RoundRecord: Sendable, Codable, Equatable {
  /// Right answers.
  public var correct: Int
  /// Questions in the round.
  public var total: Int
  /// Points scored.
  public var score: Int
  /// When it ended.
  public var date: Date

  /// Creates a record.
  public init(correct: Int, total: Int, score: Int, date: Date) {
    self.correct = correct
    self.total = total
    self.score = score
    self.date = date
  }
}

/// Which records a round beat (the first round beats both).
public struct RecordsBeaten: Sendable, Equatable {
  /// The best round by right answers.
  public var bestRound = false
  /// The high score by points.
  public var highScore = false
}
