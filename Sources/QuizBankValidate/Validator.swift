import QuizBankModel

/// Checks bundles: structure, then every semantic rule.
public struct Validator: Sendable {
  /// Creates a validator.
  public init() {}
}
