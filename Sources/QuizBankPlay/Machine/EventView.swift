/// The machine protocol's view: turns what the presenter shows into ``PlayEvent``s.
///
/// It owns its presenter (set ``presenter``); the presenter holds it weakly.
public final class EventView: PlayView {
  /// The presenter this view shows; owned by the view.
  public var presenter: PlayPresenter?
  private let emit: (PlayEvent) -> Void

  /// Creates a view that hands every event to `emit`.
  public init(emit: @escaping (PlayEvent) -> Void) { self.emit = emit }

  /// Emits `start`.
  public func showSplash(_ splash: SplashScreen) {
    emit(.start(splash, locale: presenter?.contentLocale ?? ""))
  }

  /// Emits `start` (the first time) and `menu`.
  public func showMenu(_ menu: MenuScreen) {
    if menu.lastGame == nil { emit(.start(menu.splash, locale: presenter?.contentLocale ?? "")) }
    emit(.menu(menu))
  }

  /// Emits `question`.
  public func showQuestion(_ card: QuestionCard) { emit(.question(card)) }
  /// Emits `feedback`.
  public func showFeedback(_ feedback: AnswerFeedback) { emit(.feedback(feedback)) }
  /// Emits `summary`.
  public func showSummary(_ summary: RoundSummary) { emit(.summary(summary)) }
  /// Emits `warning`.
  public func showWarning(_ warning: PlayWarning) { emit(.warning(warning)) }
  /// Emits `end`.
  public func showEnd(_ statistics: BundleStatistics) { emit(.end(statistics)) }
}
