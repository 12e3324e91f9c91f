import Testing
@testable import QuizBankCatalog

/// Placeholder suite until QuizBankCatalog has tests of its own.
struct QuizBankCatalogSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
