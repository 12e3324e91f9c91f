import Foundation

/// Where the game gets the time and how it waits: injected so tests control both.
///
/// The presenter asks the clock to wait between an answer's feedback and the
/// next question, and stamps records with ``now``.
public protocol GameClock: AnyObject {
  /// The current time.
  var now: Date { get }
  /// Waits `milliseconds` (or, for a clock that does not sleep, only advances its time).
  func sleep(milliseconds: Int)
}

/// The wall clock. With `sleeps` false it reports the real time but never waits:
/// the machine protocol uses it so bots are not slowed down.
public final class SystemClock: GameClock {
  /// Whether ``sleep(milliseconds:)`` really waits.
  public let sleeps: Bool

  /// Creates the wall clock.
  public init(sleeps: Bool = true) { self.sleeps = sleeps }

  /// The current time.
  public var now: Date { Date() }

  /// Waits, when ``sleeps`` is true.
  public func sleep(milliseconds: Int) {
    guard sleeps, milliseconds > 0 else { return }
    Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
  }
}
