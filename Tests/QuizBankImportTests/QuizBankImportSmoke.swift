import Testing
@testable import QuizBankImport

/// Placeholder suite until QuizBankImport has tests of its own.
struct QuizBankImportSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
