import QuizBankModel

/// What the view shows for one question, with text already in the player's locale.
public struct QuestionCard: Sendable, Equatable {
  /// The question's id in the bundle.
  public var id: String
  /// The question's kind.
  public var kind: Question.Kind
  /// 1-based position in the round.
  public var number: Int
  /// Questions in the round.
  public var total: Int
  /// 1-based round (classic) or game (menu) number in this session.
  public var round: Int
  /// The question text.
  public var prompt: String
  /// The film (or other subject) the question is about.
  public var subject: Subject?
  /// The picture.
  public var image: ImageReference?
  /// The picture's text alternative in the player's locale.
  public var imageAlt: String?
  /// The answers, in display order.
  public var options: [AnswerOption]
  /// Shown after the answer (why it is right), when the bundle has one.
  public var explanation: String?
  /// The score so far in this round or game.
  public var score: Int
  /// Correct answers so far in this round or game.
  public var correctSoFar: Int
}

/// One answer the player can choose.
public struct AnswerOption: Sendable, Equatable {
  /// The key that chooses it: `y`/`n` for yes/no questions, `1`…`9` otherwise.
  public var key: String
  /// The choice's id in the bundle.
  public var id: String
  /// The choice's text.
  public var text: String
}

/// What happened after an answer.
public struct AnswerFeedback: Sendable, Equatable {
  /// The card the answer was given on.
  public var card: QuestionCard
  /// The chosen choices' ids (one, except for multiple-response questions).
  public var chosen: [String]
  /// Whether it was right.
  public var isCorrect: Bool
  /// The ids of the correct choices (revealed after a wrong answer).
  public var correct: [String]
  /// Points this answer earned.
  public var pointsAwarded: Int
  /// The score after the answer.
  public var score: Int
  /// How long the feedback stays before the next question, in milliseconds.
  public var delayMs: Int
}

extension QuestionCard {
  /// The card for the current question of `round`, in `locale`.
  /// With `shuffling`, the choices of a question other than yes/no come in a random order.
  static func make(
    for round: GameRound, locale: String, fallback: String,
    shuffling generator: inout SplitMix64?
  ) -> QuestionCard {
    let question = round.current
    let yesNo = question.kind == .yesNo && Set(question.choices.map(\.id)) == ["yes", "no"]
    var choices = question.choices
    if !yesNo, generator != nil { choices.shuffle(using: &generator!) }
    let options = choices.enumerated().map { index, choice in
      AnswerOption(
        key: yesNo ? String(choice.id.prefix(1)) : String(index + 1), id: choice.id,
        text: choice.text.resolved(locale, fallback: fallback) ?? choice.id)
    }
    return QuestionCard(
      id: question.id, kind: question.kind, number: round.index + 1, total: round.questions.count,
      round: round.number, prompt: question.prompt.resolved(locale, fallback: fallback) ?? "",
      subject: question.subject, image: question.image,
      imageAlt: question.image?.alt?.resolved(locale, fallback: fallback), options: options,
      explanation: question.explanation?.resolved(locale, fallback: fallback),
      score: round.score, correctSoFar: round.correctCount)
  }
}
