import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// `--to kahoot`: an .xlsx laid out like Kahoot's quiz spreadsheet template,
/// read back with an independent reader (Python's openpyxl) (issue 13, Export item 4).
struct KahootXLSXTests {
  static let openpyxl = Requirement.pythonModule("openpyxl", debianPackage: "python3-openpyxl")

  /// Every non-empty cell of the first sheet as `[row, column, value]`, values as openpyxl reads them.
  static func cells(_ data: Data) throws -> [[String: Any]] {
    let file = try ToolRunner.temporaryFile(data, name: "kahoot.xlsx")
    let script = """
      import json, sys, openpyxl
      book = openpyxl.load_workbook(sys.argv[1])
      sheet = book.worksheets[0]
      out = []
      for row in sheet.iter_rows():
          for cell in row:
              if cell.value is not None:
                  out.append({"row": cell.row, "column": cell.column_letter, "value": cell.value,
                              "number": isinstance(cell.value, (int, float))})
      print(json.dumps({"sheets": len(book.worksheets), "cells": out}))
      """
    let result = try runPython(["-c", script, file.path])
    try #require(result.status == 0, "\(result.output)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["sheets"] as? Int == 1)
    return try #require(object["cells"] as? [[String: Any]])
  }

  static func row(_ cells: [[String: Any]], _ number: Int) -> [String: String] {
    var out: [String: String] = [:]
    for cell in cells where cell["row"] as? Int == number {
      let value = cell["value"]
      out[cell["column"] as! String] = (value as? String) ?? (value as? NSNumber).map { "\($0)" }
    }
    return out
  }

  @Test(.requires(openpyxl)) func opensWithOpenpyxlWithTheTemplateHeaderAndOneRowPerQuestion()
    throws
  {
    var choice = ExportSamples.plainChoice()
    choice.subject = Subject(title: "Forrest Gump", year: 1994)
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(correct: "no"), choice, ExportSamples.plainResponse(),
    ])
    let result = try ExportSamples.export(bundle, .kahoot, timeLimit: 30)
    #expect(result.data.prefix(2) == Data("PK".utf8))
    let cells = try Self.cells(result.data)
    #expect(Self.row(cells, 2) == ["B": "Movie night"])
    #expect(
      Self.row(cells, 8) == [
        "B": "Question - max 120 characters",
        "C": "Answer 1 - max 75 characters",
        "D": "Answer 2 - max 75 characters",
        "E": "Answer 3 - max 75 characters",
        "F": "Answer 4 - max 75 characters",
        "G": "Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs",
        "H": "Correct answer(s) - choose at least one",
      ])
    #expect(
      Self.row(cells, 9) == [
        "A": "1", "B": "Is this film's rating greater than 8?", "C": "Yes", "D": "No", "G": "30",
        "H": "2",
      ])
    #expect(
      Self.row(cells, 10) == [
        "A": "2", "B": "Forrest Gump (1994): Which film won Best Picture in 1995?",
        "C": "Pulp Fiction", "D": "Forrest Gump", "E": "The Shawshank Redemption", "G": "30",
        "H": "2",
      ])
    #expect(
      Self.row(cells, 11) == [
        "A": "3", "B": "Which of these films did Kubrick direct?", "C": "The Shining", "D": "Jaws",
        "E": "Barry Lyndon", "G": "30", "H": "1,3",
      ])
    #expect(cells.map { $0["row"] as! Int }.max() == 11)
    let numbers = cells.filter { $0["number"] as? Bool == true }.map {
      "\($0["column"]!)\($0["row"]!)"
    }
    #expect(Set(numbers) == ["A9", "G9", "H9", "A10", "G10", "H10", "A11", "G11"])
  }

  @Test(.requires(openpyxl)) func keepsTextThatLooksLikeAFormulaAsText() throws {
    var question = ExportSamples.plainYesNo()
    question.prompt = ["en": "=HYPERLINK(\"http://x.test\") & <b>bold</b>?"]
    let cells = try Self.cells(
      try ExportSamples.export(ExportSamples.bundle([question]), .kahoot).data)
    #expect(Self.row(cells, 9)["B"] == "=HYPERLINK(\"http://x.test\") & <b>bold</b>?")
  }

  @Test func leavesOutAQuestionWhoseKeptAnswersWouldAllBeRight() throws {
    func response(_ id: String, right: Int, of count: Int) -> Question {
      let ids = (0..<count).map { "c\($0)" }
      return Question(
        id: id, kind: .multipleResponse, prompt: ["en": "Pick \(right) (\(id))"],
        choices: ids.map { Choice(id: $0, text: ["en": $0]) }, correct: Array(ids.prefix(right)))
    }
    let bundle = ExportSamples.bundle([
      response("five", right: 5, of: 6), response("four", right: 4, of: 6),
      response("fine", right: 4, of: 4), response("three", right: 3, of: 6),
    ])
    for format in [ExportFormat.kahoot, .csv] {
      let result = try ExportSamples.export(
        bundle, format, flavor: format == .csv ? .kahoot : nil)
      #expect(ExportSamples.kinds(result, "five") == [.multipleResponse])
      #expect(
        result.report.losses.first { $0.questionId == "five" }?.message
          == "5 right answers of 6, Kahoot takes 4 answers: every kept answer would be right and every player would score; the question is left out"
      )
      #expect(ExportSamples.kinds(result, "four") == [.multipleResponse])
      #expect(ExportSamples.kinds(result, "fine") == [.id])
      #expect(ExportSamples.kinds(result, "three").contains(.choices))
    }
    let csv = try ExportSamples.text(bundle, .csv, flavor: .kahoot)
    #expect(!csv.contains("(five)") && !csv.contains("(four)"))
    #expect(csv.contains("(fine)") && csv.contains("(three)"))
    #expect(csv.split(separator: "\n").count == 3)
  }

  @Test func refusesATimeLimitKahootDoesNotAllow() throws {
    #expect(throws: ExportError.invalidTimeLimit(7)) {
      _ = try ExportSamples.export(
        ExportSamples.bundle([ExportSamples.plainYesNo()]), .kahoot, timeLimit: 7)
    }
  }

  @Test func theCommandWritesTheXLSXAndReportsItsLosses() throws {
    let out = try TestPaths.temporaryDirectory("kahoot-cli").appendingPathComponent("quiz.xlsx")
    let result = try runQbank([
      "export", "samples/bundles/movie-night.json", "--to", "kahoot", "-o", out.path,
    ])
    #expect(result.status == 0)
    #expect(result.stderr.hasSuffix("for kahoot\n"))
    #expect(result.stderr.contains("history-coppola: explanation: the explanation is not carried"))
    #expect(try Data(contentsOf: out).prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
  }

  @Test func theSameBundleGivesTheSameBytes() throws {
    let bundle = ExportSamples.bundle([ExportSamples.plainChoice()])
    #expect(
      try ExportSamples.export(bundle, .kahoot).data == ExportSamples.export(bundle, .kahoot).data)
  }
}
