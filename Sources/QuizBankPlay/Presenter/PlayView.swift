import Foundation
import QuizBankModel

/// What a front end implements to show the game: the terminal view, the JSON
/// Lines view, a test's recorder. The ``PlayPresenter`` calls it and holds it
/// weakly, so a view may own its presenter without a reference cycle.
public protocol PlayView: AnyObject {
  /// The banner shown when the player starts (classic mode).
  func showSplash(_ splash: SplashScreen)
  /// The main menu (menu mode), after start and after every game.
  func showMenu(_ menu: MenuScreen)
  /// A question waiting for an answer.
  func showQuestion(_ card: QuestionCard)
  /// Whether the answer was right; the next question follows after ``AnswerFeedback/delayMs``.
  func showFeedback(_ feedback: AnswerFeedback)
  /// The end of a classic round: the result, the statistics, "play again?".
  func showSummary(_ summary: RoundSummary)
  /// Something went wrong that does not stop play.
  func showWarning(_ warning: PlayWarning)
  /// The player quit; the final statistics.
  func showEnd(_ statistics: BundleStatistics)
}

/// The banner: the bundle's title and what is in it.
public struct SplashScreen: Sendable, Equatable {
  /// The bundle's title in the player's locale.
  public var title: String
  /// The bundle's id.
  public var bundleId: String
  /// The bundle's content version.
  public var version: String
  /// Questions in the bundle.
  public var questionCount: Int
  /// Questions per round.
  public var roundSize: Int
  /// The presentation mode.
  public var mode: PlaySettings.Mode
}

/// The main menu of menu mode.
public struct MenuScreen: Sendable, Equatable {
  /// The banner content.
  public var splash: SplashScreen
  /// The all-time high score, when a game was played.
  public var highScore: RoundRecord?
  /// The game just finished, if any.
  public var lastGame: RoundRecord?
  /// Whether the game just finished set a new high score.
  public var isNewRecord: Bool
  /// Games played over all time.
  public var gamesPlayed: Int
}

/// The end of a classic round.
public struct RoundSummary: Sendable, Equatable {
  /// The round's number in this session.
  public var roundNumber: Int
  /// The round just played.
  public var round: RoundRecord
  /// The statistics after it (all rounds played, the record, the average accuracy).
  public var statistics: BundleStatistics
  /// Whether this round is the new record.
  public var isNewRecord: Bool
}

/// A problem that does not stop play.
public enum PlayWarning: Sendable, Equatable {
  /// The statistics file was corrupt and was moved aside.
  case statisticsMovedAside(StatisticsWarning)
  /// The statistics could not be read or saved; this session's results are kept in memory.
  case statisticsNotSaved(String)
}
