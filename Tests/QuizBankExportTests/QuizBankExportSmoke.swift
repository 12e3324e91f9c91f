import Testing
@testable import QuizBankExport

/// Placeholder suite until QuizBankExport has tests of its own.
struct QuizBankExportSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
