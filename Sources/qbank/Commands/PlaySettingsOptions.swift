import ArgumentParser
import QuizBankGenerate
import QuizBankModel

/// `--mode`, `--feedback-delay` and `--round-size`, shared by `import`, `generate`
/// and `build`: the bundle's play settings (docs/bundle-format.md, "Play settings").
struct PlaySettingsOptions: ParsableArguments {
  @Option(help: "How front ends play the bundle: classic (yes/no rounds) or menu (myAEDES).")
  var mode: PlaySettings.Mode?

  @Option(
    name: .customLong("feedback-delay"),
    help: "Milliseconds between an answer's feedback and the next question (e.g. 2000).")
  var feedbackDelay: Int?

  @Option(
    name: .customLong("round-size"),
    help: "Questions per round (pre-built rounds are built of this size too).")
  var roundSize: Int?

  func validate() throws {
    if let roundSize, roundSize < 1 {
      throw ValidationError("--round-size must be 1 or more; got \(roundSize).")
    }
    if let feedbackDelay, feedbackDelay < 0 {
      throw ValidationError(
        "--feedback-delay is in milliseconds, 0 or more (e.g. 2000); got \(feedbackDelay).")
    }
  }

  /// Whether any of the three was given.
  var isEmpty: Bool { mode == nil && feedbackDelay == nil && roundSize == nil }

  /// The names of the options given, for a usage error.
  var given: String {
    [
      mode.map { _ in "--mode" }, feedbackDelay.map { _ in "--feedback-delay" },
      roundSize.map { _ in "--round-size" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// `settings` with the options given.
  func apply(to settings: inout PlaySettings) {
    if let mode { settings.mode = mode }
    if let feedbackDelay { settings.feedbackDelayMs = feedbackDelay }
    if let roundSize { settings.roundSize = roundSize }
  }

  /// The options given applied to an imported bundle: its settings, and its
  /// pre-built rounds split again into rounds of `--round-size`.
  func apply(to bundle: inout QuizBundle) {
    apply(to: &bundle.settings)
    if let roundSize { bundle.resplitRounds(size: roundSize) }
  }

  /// The options given applied to the bundle's settings and to the rules' rounds.
  func apply(to settings: inout PlaySettings, rules: inout RuleSet) {
    apply(to: &settings)
    if let roundSize, rules.rounds != nil { rules.rounds?.size = roundSize }
  }
}

extension PlaySettings.Mode: ExpressibleByArgument {}
