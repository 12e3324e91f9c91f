import Foundation
import Testing

@testable import QuizBankPlay

struct PresenterLifetimeTests {
  @Test func presenterAndViewAreBothFreedWhenTheViewGoes() throws {
    weak var weakPresenter: PlayPresenter?
    weak var weakView: RecordingView?
    weak var weakEventView: EventView?
    do {
      let presenter = PlayPresenter(
        bundle: PlayFixtures.classic(), clock: ManualClock(), store: nil)
      let view = RecordingView()
      view.correctIds = PlayFixtures.answerKey(PlayFixtures.classic())
      view.presenter = presenter
      presenter.view = view
      presenter.start()
      try presenter.answer(view.key(right: true))
      weakPresenter = presenter
      weakView = view
      let events = EventView { _ in }
      events.presenter = PlayPresenter(
        bundle: PlayFixtures.menu(), clock: ManualClock(), store: nil)
      events.presenter?.view = events
      events.presenter?.start()
      weakEventView = events
    }
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(weakEventView == nil)
  }

  @Test func thePresenterDoesNotKeepItsViewAlive() {
    let presenter = PlayPresenter(bundle: PlayFixtures.classic(), clock: ManualClock(), store: nil)
    do {
      let view = RecordingView()
      presenter.view = view
    }
    #expect(presenter.view == nil)
    presenter.start()  // with no view, play still works
    #expect(presenter.phase == .answering)
  }
}
