import Foundation
import QuizBankModel
import Testing

@testable import QuizBankPlay

struct MenuGameTests {
  private func game(store: StatisticsStore?, clock: ManualClock = ManualClock()) -> (
    PlayPresenter, RecordingView
  ) {
    let bundle = PlayFixtures.menu()
    let presenter = PlayPresenter(
      bundle: bundle, configuration: PlayConfiguration(seed: 3), clock: clock, store: store)
    let view = RecordingView()
    view.correctIds = PlayFixtures.answerKey(bundle)
    view.presenter = presenter
    presenter.view = view
    return (presenter, view)
  }

  @Test func startShowsTheMenuWithNoHighScoreYet() throws {
    let (presenter, view) = game(store: try PlayFixtures.store())
    presenter.start()
    #expect(presenter.phase == .menu)
    #expect(view.menus.count == 1)
    #expect(view.menus[0].highScore == nil)
    #expect(view.menus[0].splash.title == "Menu quiz")
    #expect(view.cards.isEmpty)
    #expect(view.splashes.isEmpty)
  }

  @Test func rightAnswersAddTheQuestionsPointsAndWrongOnesRevealTheAnswer() throws {
    let clock = ManualClock()
    let (presenter, view) = game(store: try PlayFixtures.store(), clock: clock)
    presenter.start()
    try presenter.next()
    #expect(view.cards[0].number == 1)
    #expect(view.cards[0].total == 4)
    #expect(view.cards[0].options.map(\.key) == ["1", "2", "3", "4"])
    try presenter.answer("2")  // right: 1 point
    try presenter.answer("1")  // wrong: the answer B is revealed
    #expect(view.feedbacks[0].pointsAwarded == 1)
    #expect(view.feedbacks[0].score == 1)
    #expect(!view.feedbacks[1].isCorrect)
    #expect(view.feedbacks[1].correct == ["b"])
    #expect(view.feedbacks[1].score == 1)
    #expect(view.cards[2].score == 1)
    #expect(clock.sleeps.suffix(2) == [2000, 2000])
  }

  @Test func afterTheLastQuestionTheMenuShowsTheNewHighScoreAndKeepsItOnALowerGame() throws {
    let store = try PlayFixtures.store()
    let clock = ManualClock()
    let (presenter, view) = game(store: store, clock: clock)
    presenter.start()
    try presenter.next()
    for key in ["2", "2", "1", "2"] { try presenter.answer(key) }  // 1 + 2 + 4 = 7
    let menu = try #require(view.menus.last)
    #expect(presenter.phase == .menu)
    #expect(menu.lastGame?.score == 7)
    #expect(menu.isNewRecord)
    #expect(menu.highScore?.score == 7)
    #expect(menu.highScore?.date == clock.now)
    try presenter.next()
    for key in ["2", "1", "1", "1"] { try presenter.answer(key) }  // 1
    let after = try #require(view.menus.last)
    #expect(after.lastGame?.score == 1)
    #expect(!after.isNewRecord)
    #expect(after.highScore?.score == 7)
    #expect(after.gamesPlayed == 2)
    #expect(try store.load(bundleId: "test-menu").0.highScore?.score == 7)
  }

  @Test func theHighScoreIsShownAgainByTheNextSession() throws {
    let store = try PlayFixtures.store()
    let (first, _) = game(store: store)
    first.start()
    try first.next()
    for key in ["2", "2", "2", "2"] { try first.answer(key) }
    let (second, view) = game(store: store)
    second.start()
    #expect(view.menus.first?.highScore?.score == 10)
    #expect(view.menus.first?.lastGame == nil)
  }
}

struct MultipleResponseTests {
  private func bundle() -> QuizBundle {
    var bundle = PlayFixtures.menu(count: 2)
    for index in bundle.questions.indices {
      bundle.questions[index].kind = .multipleResponse
      bundle.questions[index].correct = ["a", "c"]
    }
    return bundle
  }

  @Test func aMultipleResponseQuestionIsRightOnlyWithExactlyItsCorrectChoices() throws {
    let presenter = PlayPresenter(bundle: bundle(), clock: ManualClock(), store: nil)
    let view = RecordingView()
    presenter.view = view
    presenter.start()
    try presenter.next()
    try presenter.perform(.answerAll(["1", "3", "1"]))
    try presenter.perform(.answer("1"))
    #expect(view.feedbacks.map(\.isCorrect) == [true, false])
    #expect(view.feedbacks[0].chosen == ["a", "c"])
    #expect(view.feedbacks[0].pointsAwarded == 1)
    #expect(view.menus.last?.lastGame?.score == 1)
  }

  @Test func anUnknownChoiceInTheListRefusesTheWholeAnswer() throws {
    let presenter = PlayPresenter(bundle: bundle(), clock: ManualClock(), store: nil)
    presenter.start()
    try presenter.next()
    #expect(throws: PlayInputError.unknownAnswer("9", ["1", "2", "3", "4"])) {
      try presenter.answer(all: ["1", "9"])
    }
    #expect(presenter.currentCard?.number == 1)
  }
}

struct ChoiceOrderTests {
  private func firstCards(seed: UInt64, shuffle: Bool) throws -> [[String]] {
    var bundle = PlayFixtures.menu(count: 6)
    bundle.settings.shuffleChoices = shuffle
    let presenter = PlayPresenter(
      bundle: bundle, configuration: PlayConfiguration(seed: seed), clock: ManualClock(), store: nil
    )
    let view = RecordingView()
    presenter.view = view
    presenter.start()
    try presenter.next()
    for _ in 0..<5 { try presenter.answer("1") }
    return view.cards.map { $0.options.map(\.id) }
  }

  @Test func choicesKeepTheirOrderUnlessTheBundleAsksToShuffle() throws {
    #expect(try firstCards(seed: 1, shuffle: false).allSatisfy { $0 == ["a", "b", "c", "d"] })
    let shuffled = try firstCards(seed: 1, shuffle: true)
    #expect(shuffled.contains { $0 != ["a", "b", "c", "d"] })
    #expect(shuffled.allSatisfy { $0.sorted() == ["a", "b", "c", "d"] })
    #expect(try firstCards(seed: 1, shuffle: true) == shuffled)
  }

  @Test func shuffledChoicesAreKeyedInTheOrderShown() throws {
    var bundle = PlayFixtures.menu(count: 2)
    bundle.settings.shuffleChoices = true
    let presenter = PlayPresenter(
      bundle: bundle, configuration: PlayConfiguration(seed: 9), clock: ManualClock(), store: nil)
    let view = RecordingView()
    presenter.view = view
    presenter.start()
    try presenter.next()
    let card = try #require(view.cards.first)
    #expect(card.options.map(\.key) == ["1", "2", "3", "4"])
    let right = try #require(card.options.first { $0.id == "b" })
    try presenter.answer(right.key)
    #expect(view.feedbacks.first?.isCorrect == true)
  }
}
