import QuizBankModel

/// QB125: play settings a front end cannot honour (a round of no questions, a negative delay).
package enum InvalidPlaySettings: BundleRule {
  package static let code = "QB125"
  package static let name = "invalid-play-settings"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "roundSize is at least 1 and feedbackDelayMs is not negative"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    let settings = bundle.settings
    if settings.roundSize < 1 {
      context.report(Self.self, at: "/settings/roundSize", roundSize(settings.roundSize))
    }
    if settings.feedbackDelayMs < 0 {
      context.report(Self.self, at: "/settings/feedbackDelayMs", delay(settings.feedbackDelayMs))
    }
  }
}

extension InvalidPlaySettings {
  static func roundSize(_ size: Int) -> String {
    "roundSize is \(size); a round needs at least 1 question"
  }

  static func delay(_ delay: Int) -> String {
    "feedbackDelayMs is \(delay); a delay cannot be negative"
  }
}
