import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

/// Random soups of GIFT and Aiken tokens: the readers never crash, every error
/// points at a line and column inside the input, and every question they give
/// is one a bundle can hold (two or more choices, right answers among them).
struct TextQuizRandomInputTests {
  static let tokens = [
    "::", "{", "}", "~", "=", "#", "####", "\\", "\\n", "\\{", "\\}", "->", "%50%", "%-100%",
    "%100%", "%", "T", "FALSE", "$CATEGORY:", "//", "[html]", "[plain]", "[moodle]", "[", "]",
    "[id:x]", "[tag:y]", "A) ", "B. ", "C)", "ANSWER: ", "A", "Z", "\n", "\n\n", "\r\n", "\r",
    " ", "\t", "word", "é", "😀", "<b>", "&amp;", "<img src=\"https://e.org/a.png\">", "_",
  ]

  @Test(arguments: [ImportFormat.gift, .aiken])
  func neverCrashAndPointInsideTheInput(format: ImportFormat) throws {
    var random = SplitMix64(seed: format == .gift ? 13 : 26)
    for round in 0..<3000 {
      let count = Int(random.next() % 60)
      let text = (0..<count).map { _ in Self.tokens[Int(random.next() % UInt64(Self.tokens.count))]
      }
      .joined()
      let input = try ImportInput(name: "r", data: Data(text.utf8), maxSize: 1 << 20)
      var summary = ImportSummary()
      do {
        let questions =
          format == .gift
          ? try GIFTReader(input: input).read(into: &summary)
          : try AikenReader(input: input).read(into: &summary)
        for question in questions {
          #expect(question.choices.count >= 2, "round \(round): \(text.debugDescription)")
          let ids = Set(question.choices.map(\.id))
          #expect(!question.correct.isEmpty && question.correct.allSatisfy(ids.contains))
          #expect(Set(questions.map(\.id)).count == questions.count)
        }
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
          .count
        for issue in summary.issues {
          #expect((1...lines).contains(issue.line ?? 0), "round \(round): \(issue)")
          #expect((issue.column ?? 0) >= 1, "round \(round): \(issue)")
        }
      } catch let error as ImportError {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
          .count
        #expect(error.kind == .malformed, "round \(round): \(error)")
        #expect((1...lines).contains(error.line ?? 0), "round \(round): \(error)")
        #expect((error.column ?? 0) >= 1, "round \(round): \(error)")
      }
    }
  }
}
