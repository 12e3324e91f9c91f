import Foundation
import QuizBankPlay

/// A clock that never sleeps: it records every wait and moves its time on by it.
final class ManualClock: GameClock {
  private(set) var now: Date
  private(set) var sleeps: [Int] = []

  init(now: Date = Date(timeIntervalSince1970: 1_790_000_000)) { self.now = now }

  func sleep(milliseconds: Int) {
    sleeps.append(milliseconds)
    now += Double(milliseconds) / 1000
  }

  func advance(seconds: Double) { now += seconds }
}

/// A view that records what the presenter showed, and owns the presenter like a real view.
final class RecordingView: PlayView {
  var presenter: PlayPresenter?
  private(set) var splashes: [SplashScreen] = []
  private(set) var menus: [MenuScreen] = []
  private(set) var cards: [QuestionCard] = []
  private(set) var feedbacks: [AnswerFeedback] = []
  private(set) var summaries: [RoundSummary] = []
  private(set) var warnings: [PlayWarning] = []
  private(set) var ends: [BundleStatistics] = []

  func showSplash(_ splash: SplashScreen) { splashes.append(splash) }
  func showMenu(_ menu: MenuScreen) { menus.append(menu) }
  func showQuestion(_ card: QuestionCard) { cards.append(card) }
  func showFeedback(_ feedback: AnswerFeedback) { feedbacks.append(feedback) }
  func showSummary(_ summary: RoundSummary) { summaries.append(summary) }
  func showWarning(_ warning: PlayWarning) { warnings.append(warning) }
  func showEnd(_ statistics: BundleStatistics) { ends.append(statistics) }

  /// The answer key of the right (or wrong) choice on the last card.
  func key(right: Bool) -> String {
    let card = cards.last!
    let question = correctIds[card.id] ?? []
    return card.options.first { question.contains($0.id) == right }!.key
  }

  var correctIds: [String: [String]] = [:]
}
