import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

/// A QTI identifier holds letters, digits, `-`, `_` and `.` and cannot start with a
/// digit: a choice id it cannot hold is renamed in the package, and the loss report
/// names the renaming (a round trip brings back the new id, not the old).
struct QTIChoiceIDLossTests {
  @Test func aChoiceIDAnIdentifierCannotHoldIsRenamedAndReported() throws {
    var question = ExportSamples.plainChoice(id: "odd")
    question.choices[0].id = "1 a"
    question.choices[2].id = "é"
    question.correct = ["b"]
    let result = try ExportSamples.export(ExportSamples.bundle([question]), .qti)
    #expect(
      result.report.losses.filter { $0.kind == .choices } == [
        ExportLoss(
          questionId: "odd", kind: .choices,
          message: "choice ids a QTI identifier cannot hold are renamed: 1 a → _1_a, é → _")
      ])
  }

  @Test func choiceIDsThatAreIdentifiersAreNoLoss() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.plainChoice(id: "plain")]), .qti)
    #expect(!result.report.losses.contains { $0.kind == .choices })
  }
}
