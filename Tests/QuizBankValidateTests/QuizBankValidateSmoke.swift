import Testing
@testable import QuizBankValidate

/// Placeholder suite until QuizBankValidate has tests of its own.
struct QuizBankValidateSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
