import Testing
@testable import QuizBankPlay

/// Placeholder suite until QuizBankPlay has tests of its own.
struct QuizBankPlaySmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
