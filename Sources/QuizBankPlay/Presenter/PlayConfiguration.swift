/// How a game is played, beyond what the bundle's settings say.
public struct PlayConfiguration: Sendable, Equatable {
  /// The bundle locale to show questions in (falls back to the bundle's default).
  public var locale: String?
  /// Milliseconds between feedback and the next question; `nil` uses the bundle's setting.
  public var delayMs: Int?
  /// Milliseconds the splash banner stays before the first question (classic mode).
  public var splashMs: Int
  /// The seed for the question order; the same seed gives the same order.
  public var seed: UInt64
  /// Questions per round; `nil` uses the bundle's setting.
  public var roundSize: Int?

  /// Creates a configuration.
  public init(
    locale: String? = nil, delayMs: Int? = nil, splashMs: Int = 1000, seed: UInt64 = 0,
    roundSize: Int? = nil
  ) {
    self.locale = locale
    self.delayMs = delayMs
    self.splashMs = splashMs
    self.seed = seed
    self.roundSize = roundSize
  }
}
