import Testing
@testable import QuizBankJSON

/// Placeholder suite until QuizBankJSON has tests of its own.
struct QuizBankJSONSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
