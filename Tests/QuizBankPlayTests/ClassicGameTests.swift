import Foundation
import QuizBankModel
import Testing

@testable import QuizBankPlay

struct ClassicGameTests {
  /// A presenter over `bundle` with a recording view and a manual clock.
  private func game(
    _ bundle: QuizBundle = PlayFixtures.classic(),
    configuration: PlayConfiguration = PlayConfiguration(seed: 1),
    store: StatisticsStore? = nil, clock: ManualClock = ManualClock()
  ) -> (PlayPresenter, RecordingView) {
    let presenter = PlayPresenter(
      bundle: bundle, configuration: configuration, clock: clock, store: store)
    let view = RecordingView()
    view.correctIds = PlayFixtures.answerKey(bundle)
    view.presenter = presenter
    presenter.view = view
    return (presenter, view)
  }

  /// Answers the round's questions: right for each `true` in `pattern`.
  private func play(_ presenter: PlayPresenter, _ view: RecordingView, _ pattern: [Bool]) throws {
    for right in pattern { try presenter.answer(view.key(right: right)) }
  }

  @Test func startShowsTheSplashThenTheFirstQuestionOfTen() {
    let clock = ManualClock()
    let (presenter, view) = game(
      configuration: PlayConfiguration(splashMs: 1500, seed: 1), clock: clock)
    presenter.start()
    #expect(view.splashes.first?.title == "Test films")
    #expect(view.splashes.first?.roundSize == 10)
    #expect(clock.sleeps == [1500])
    #expect(view.cards.count == 1)
    #expect(view.cards[0].number == 1)
    #expect(view.cards[0].total == 10)
    #expect(view.cards[0].options.map(\.key) == ["y", "n"])
    #expect(presenter.phase == .answering)
  }

  @Test func eachAnswerShowsFeedbackThenWaitsTheBundlesDelayBeforeTheNextQuestion() throws {
    let clock = ManualClock()
    let (presenter, view) = game(
      configuration: PlayConfiguration(splashMs: 0, seed: 1), clock: clock)
    presenter.start()
    try presenter.answer(view.key(right: true))
    #expect(view.feedbacks.last?.isCorrect == true)
    #expect(view.feedbacks.last?.delayMs == 1000)
    #expect(clock.sleeps == [0, 1000])
    #expect(view.cards.count == 2)
    #expect(view.cards[1].number == 2)
  }

  @Test func delayOverrideReplacesTheBundlesDelay() throws {
    let clock = ManualClock()
    let (presenter, view) = game(
      configuration: PlayConfiguration(delayMs: 250, splashMs: 0, seed: 1), clock: clock)
    presenter.start()
    try presenter.answer(view.key(right: false))
    #expect(clock.sleeps == [0, 250])
    #expect(view.feedbacks.last?.delayMs == 250)
  }

  @Test func wrongAnswerRevealsTheCorrectChoice() throws {
    let (presenter, view) = game()
    presenter.start()
    let card = view.cards[0]
    try presenter.answer(view.key(right: false))
    let feedback = try #require(view.feedbacks.first)
    #expect(!feedback.isCorrect)
    #expect(feedback.correct == PlayFixtures.answerKey(PlayFixtures.classic())[card.id])
    #expect(feedback.chosen != feedback.correct)
  }

  @Test func roundOfTenEndsInASummaryWithTheResultAndTheRecordDate() throws {
    let clock = ManualClock()
    let (presenter, view) = game(store: try PlayFixtures.store(), clock: clock)
    presenter.start()
    try play(presenter, view, [true, true, false, true, true, true, false, true, false, true])
    let summary = try #require(view.summaries.first)
    #expect(summary.round.correct == 7)
    #expect(summary.round.total == 10)
    #expect(summary.statistics.roundsPlayed == 1)
    #expect(summary.statistics.bestRound?.date == clock.now)
    #expect(summary.statistics.averageAccuracy == 70)
    #expect(summary.isNewRecord)
    #expect(presenter.phase == .summary)
    #expect(view.cards.count == 10)
  }

  @Test func averageAccuracyCountsEveryRoundAndTheRecordKeepsTheBestRoundsDate() throws {
    let clock = ManualClock()
    let (presenter, view) = game(store: try PlayFixtures.store(), clock: clock)
    presenter.start()
    try play(presenter, view, Array(repeating: true, count: 8) + [false, false])
    let recordDate = clock.now
    clock.advance(seconds: 3600)
    try presenter.next()
    try play(presenter, view, [true, true, true] + Array(repeating: false, count: 7))
    clock.advance(seconds: 60)
    try presenter.next()
    try play(presenter, view, Array(repeating: true, count: 8) + [false, false])
    let last = try #require(view.summaries.last)
    #expect(view.summaries.count == 3)
    #expect(last.statistics.roundsPlayed == 3)
    #expect(last.statistics.correctAnswers == 19)
    #expect(abs((last.statistics.averageAccuracy ?? 0) - 63.333) < 0.01)
    #expect(last.statistics.bestRound?.correct == 8)
    #expect(last.statistics.bestRound?.date == recordDate)
    #expect(!last.isNewRecord)
  }

  @Test func playAgainDealsANewRoundWithoutRepeatingQuestionsInIt() throws {
    let (presenter, view) = game()
    presenter.start()
    try play(presenter, view, Array(repeating: true, count: 10))
    try presenter.next()
    try play(presenter, view, Array(repeating: true, count: 10))
    #expect(Set(view.cards[0..<10].map(\.id)).count == 10)
    #expect(Set(view.cards[10..<20].map(\.id)).count == 10)
    #expect(view.cards[10].round == 2)
  }

  @Test func theSameSeedGivesTheSameOrderAndAnotherSeedAnother() {
    func order(_ seed: UInt64) -> [String] {
      var planner = RoundPlanner(bundle: PlayFixtures.classic(count: 40), roundSize: 10, seed: seed)
      return planner.nextRound().map(\.id)
    }
    #expect(order(7) == order(7))
    #expect(order(7) != order(8))
  }

  @Test func questionsAreInTheBundleLocaleMatchingTheLanguageElseTheDefault() {
    let (italian, italianView) = game(configuration: PlayConfiguration(locale: "it", seed: 1))
    italian.start()
    #expect(italianView.cards[0].prompt.hasPrefix("Il voto"))
    #expect(italianView.cards[0].options.map(\.text) == ["Sì", "No"])
    let (russian, russianView) = game(configuration: PlayConfiguration(locale: "ru", seed: 1))
    russian.start()
    #expect(russianView.cards[0].prompt.hasPrefix("Is film"))
    #expect(russian.contentLocale == "en")
  }

  @Test func answersAreTakenByKeyIdNumberOrTextAndOthersAreRefused() throws {
    let (presenter, view) = game()
    presenter.start()
    #expect(throws: PlayInputError.unknownAnswer("maybe", ["y", "n"])) {
      try presenter.answer("maybe")
    }
    #expect(throws: PlayInputError.notExpected("next")) { try presenter.next() }
    try presenter.answer("yes")
    try presenter.answer("2")
    try presenter.answer("No")
    #expect(view.feedbacks.map(\.chosen) == [["yes"], ["no"], ["no"]])
  }

  @Test func quittingMidRoundCountsNothingAndEndsWithTheStatistics() throws {
    let store = try PlayFixtures.store()
    let (presenter, view) = game(store: store)
    presenter.start()
    try presenter.answer("y")
    presenter.quit()
    #expect(presenter.phase == .finished)
    #expect(view.ends.first?.roundsPlayed == 0)
    #expect(try store.load(bundleId: "test-classic").0.roundsPlayed == 0)
    #expect(throws: PlayInputError.notExpected("answer")) { try presenter.answer("y") }
  }

  @Test func statisticsSurviveANewPresenterOnTheSameStore() throws {
    let store = try PlayFixtures.store()
    let (first, firstView) = game(store: store)
    first.start()
    try play(first, firstView, Array(repeating: true, count: 6) + Array(repeating: false, count: 4))
    let (second, secondView) = game(store: store)
    second.start()
    try play(second, secondView, Array(repeating: true, count: 10))
    let summary = try #require(secondView.summaries.first)
    #expect(summary.statistics.roundsPlayed == 2)
    #expect(summary.statistics.averageAccuracy == 80)
    #expect(summary.isNewRecord)
  }
}

struct RoundPlannerTests {
  @Test func prebuiltRoundsArePlayedEachOncePerCycle() {
    var bundle = PlayFixtures.classic(count: 6)
    bundle.rounds = [
      Round(questions: ["q1", "q2"]), Round(questions: ["q3", "q4"]),
      Round(questions: ["q5", "q6"]),
    ]
    var planner = RoundPlanner(bundle: bundle, roundSize: 10, seed: 11)
    let cycle = (0..<3).map { _ in planner.nextRound().map(\.id) }
    #expect(Set(cycle) == [["q1", "q2"], ["q3", "q4"], ["q5", "q6"]])
    #expect(planner.roundSizeInUse == 2)
  }

  @Test func aRoundLargerThanTheBundleIsCappedAtItsSize() {
    var planner = RoundPlanner(bundle: PlayFixtures.classic(count: 4), roundSize: 10, seed: 1)
    #expect(planner.nextRound().count == 4)
  }
}
