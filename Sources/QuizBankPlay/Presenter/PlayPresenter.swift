import Foundation
import QuizBankModel

/// The game's logic: deals rounds, scores answers, waits between questions
/// through its ``GameClock``, keeps statistics, and tells its ``PlayView`` what
/// to show. It holds the view weakly (G5: no reference cycle).
///
/// Classic mode (MovieQuiz): splash, rounds of `roundSize` questions, a summary
/// after each, ``next()`` plays again. Menu mode (myAEDES): the menu, ``next()``
/// starts a game, after the last question back to the menu with the high score.
public final class PlayPresenter {
  /// Where the game is.
  public enum Phase: Sendable, Equatable {
    /// Not started.
    case idle
    /// A question waits for ``answer(_:)``.
    case answering
    /// A classic round's summary waits for ``next()`` (play again) or ``quit()``.
    case summary
    /// The main menu waits for ``next()`` (new game) or ``quit()``.
    case menu
    /// The player quit.
    case finished
  }

  /// The view; held weakly.
  public weak var view: (any PlayView)?
  /// Where the game is.
  public private(set) var phase: Phase = .idle
  /// The question on screen while ``phase`` is ``Phase/answering``.
  public private(set) var currentCard: QuestionCard?
  /// The statistics as last read or saved.
  public private(set) var statistics = BundleStatistics()

  private let bundle: QuizBundle
  private let configuration: PlayConfiguration
  private let clock: any GameClock
  private let store: StatisticsStore?
  private var planner: RoundPlanner
  private var choiceShuffler: SplitMix64?
  private var round: GameRound?
  private var roundsThisSession = 0
  private var lastGame: RoundRecord?
  private var lastWasRecord = false

  /// Creates a presenter for `bundle`; statistics go to `store` (none: kept in memory).
  public init(
    bundle: QuizBundle, configuration: PlayConfiguration = PlayConfiguration(),
    clock: any GameClock, store: StatisticsStore?
  ) {
    self.bundle = bundle
    self.configuration = configuration
    self.clock = clock
    self.store = store
    planner = RoundPlanner(
      bundle: bundle, roundSize: configuration.roundSize ?? bundle.settings.roundSize,
      seed: configuration.seed)
    if bundle.settings.shuffleChoices {
      choiceShuffler = SplitMix64(seed: configuration.seed ^ 0x5EED_C401_CE5)
    }
  }

  /// The bundle's presentation mode.
  public var mode: PlaySettings.Mode { bundle.settings.mode }
  /// Milliseconds between feedback and the next question.
  public var delayMs: Int { max(0, configuration.delayMs ?? bundle.settings.feedbackDelayMs) }
  /// The locale questions are shown in.
  public var contentLocale: String {
    if let wanted = configuration.locale {
      if bundle.locales.contains(wanted) { return wanted }
      let language = String(wanted.split(separator: "-").first ?? "")
      if bundle.locales.contains(language) { return language }
    }
    return bundle.defaultLocale
  }

  /// Shows the splash (classic) or the menu (menu mode), reading the statistics.
  public func start() {
    guard phase == .idle else { return }
    loadStatistics()
    switch mode {
    case .classic:
      view?.showSplash(splash)
      clock.sleep(milliseconds: configuration.splashMs)
      beginRound()
    case .menu:
      showMenu()
    }
  }

  /// Answers the question on screen with a key (`y`, `3`), a choice id or a
  /// choice's text; shows the feedback, waits, then moves on.
  public func answer(_ input: String) throws(PlayInputError) {
    try answer(all: [input])
  }

  /// Answers with several choices at once (a multiple-response question is
  /// right only when exactly its correct choices are given).
  public func answer(all inputs: [String]) throws(PlayInputError) {
    guard phase == .answering, var current = round, let card = currentCard else {
      throw .notExpected("answer")
    }
    var chosen: [String] = []
    for input in inputs {
      guard let option = Self.option(for: input, in: card.options) else {
        throw .unknownAnswer(input, card.options.map(\.key))
      }
      if !chosen.contains(option.id) { chosen.append(option.id) }
    }
    guard !chosen.isEmpty else { throw .unknownAnswer("", card.options.map(\.key)) }
    let (isCorrect, points) = current.answer(Set(chosen))
    round = current
    var shown = card
    shown.score = current.score
    shown.correctSoFar = current.correctCount
    view?.showFeedback(
      AnswerFeedback(
        card: shown, chosen: chosen, isCorrect: isCorrect, correct: current.current.correct,
        pointsAwarded: points, score: current.score, delayMs: delayMs))
    clock.sleep(milliseconds: delayMs)
    if current.advance() {
      round = current
      showCurrentQuestion()
    } else {
      finishRound(current)
    }
  }

  /// Plays again after a summary, or starts a new game from the menu.
  public func next() throws(PlayInputError) {
    switch phase {
    case .summary, .menu: beginRound()
    default: throw .notExpected("next")
    }
  }

  /// Quits: a round in progress is not counted; the view gets the statistics.
  public func quit() {
    guard phase != .finished else { return }
    phase = .finished
    currentCard = nil
    round = nil
    view?.showEnd(statistics)
  }

  // MARK: - Flow

  private var splash: SplashScreen {
    SplashScreen(
      title: bundle.title.resolved(contentLocale, fallback: bundle.defaultLocale) ?? bundle.id,
      bundleId: bundle.id, version: bundle.version, questionCount: bundle.questions.count,
      roundSize: planner.roundSizeInUse, mode: mode)
  }

  private func beginRound() {
    roundsThisSession += 1
    round = GameRound(questions: planner.nextRound(), number: roundsThisSession)
    showCurrentQuestion()
  }

  private func showCurrentQuestion() {
    guard let round else { return }
    let card = QuestionCard.make(
      for: round, locale: contentLocale, fallback: bundle.defaultLocale, shuffling: &choiceShuffler)
    currentCard = card
    phase = .answering
    view?.showQuestion(card)
  }

  private func finishRound(_ finished: GameRound) {
    let record = RoundRecord(
      correct: finished.correctCount, total: finished.questions.count, score: finished.score,
      date: clock.now)
    let beaten = save(record)
    round = nil
    currentCard = nil
    lastGame = record
    switch mode {
    case .classic:
      phase = .summary
      view?.showSummary(
        RoundSummary(
          roundNumber: finished.number, round: record, statistics: statistics,
          isNewRecord: beaten.bestRound))
    case .menu:
      lastWasRecord = beaten.highScore && record.score > 0
      showMenu()
    }
  }

  private func showMenu() {
    phase = .menu
    view?.showMenu(
      MenuScreen(
        splash: splash, highScore: statistics.highScore, lastGame: lastGame,
        isNewRecord: lastWasRecord, gamesPlayed: statistics.roundsPlayed))
  }

  // MARK: - Statistics

  private func loadStatistics() {
    guard let store else { return }
    do {
      let (loaded, warnings) = try store.load(bundleId: bundle.id)
      statistics = loaded
      warnings.forEach { view?.showWarning(.statisticsMovedAside($0)) }
    } catch {
      view?.showWarning(.statisticsNotSaved(String(describing: error)))
    }
  }

  private func save(_ record: RoundRecord) -> RecordsBeaten {
    if let store {
      do {
        let (saved, beaten, warnings) = try store.update(bundleId: bundle.id) { $0.add(record) }
        statistics = saved
        warnings.forEach { view?.showWarning(.statisticsMovedAside($0)) }
        return beaten
      } catch {
        view?.showWarning(.statisticsNotSaved(String(describing: error)))
      }
    }
    return statistics.add(record)
  }

  private static func option(for input: String, in options: [AnswerOption]) -> AnswerOption? {
    let wanted = input.trimmingCharacters(in: .whitespaces)
    if let match = options.first(where: { $0.key == wanted.lowercased() || $0.id == wanted }) {
      return match
    }
    if let number = Int(wanted), (1...options.count).contains(number) { return options[number - 1] }
    return options.first { $0.text.caseInsensitiveCompare(wanted) == .orderedSame }
  }
}

/// An input the game cannot take now.
public enum PlayInputError: Error, Equatable, CustomStringConvertible {
  /// The command does not fit the game's phase (an answer at the menu…).
  case notExpected(String)
  /// The answer names no choice of the question; the valid keys follow.
  case unknownAnswer(String, [String])

  /// Why the input was refused.
  public var description: String {
    switch self {
    case .notExpected(let command): "\"\(command)\" is not expected now"
    case .unknownAnswer(let answer, let keys):
      "\"\(answer)\" is not an answer to this question (use \(keys.joined(separator: ", ")))"
    }
  }
}
