import Testing
@testable import QuizBankGenerate

/// Placeholder suite until QuizBankGenerate has tests of its own.
struct QuizBankGenerateSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
