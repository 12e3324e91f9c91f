/// Bounds on what the XML readers accept.
public struct XMLReadLimits: Sendable, Equatable {
  /// The largest input read, in bytes (default 1 GiB; `qbank --max-size` overrides it).
  public var maxInputBytes: Int
  /// How many diagnostics to collect before giving up on a file.
  public var maxDiagnostics: Int

  /// The default limits.
  public static let standard = XMLReadLimits()

  /// Creates limits.
  public init(maxInputBytes: Int = 1 << 30, maxDiagnostics: Int = 1000) {
    self.maxInputBytes = maxInputBytes
    self.maxDiagnostics = maxDiagnostics
  }
}
