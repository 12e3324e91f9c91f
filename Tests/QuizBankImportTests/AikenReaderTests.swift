import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

struct AikenReaderTests {
  func readAiken(_ text: String) throws -> [Question] {
    var summary = ImportSummary()
    let input = try ImportInput(name: "quiz.txt", data: Data(text.utf8), maxSize: 1 << 20)
    return try AikenReader(input: input).read(into: &summary)
  }

  @Test func readsQuestionsOptionsAndAnswers() throws {
    let questions = try readAiken(
      "\u{FEFF}What is the capital of Italy?\r\nA) Milan\r\nB. Rome\r\nC)Turin\r\nANSWER: B\r\n\r\n"
        + "Is it 1 < 2 & 3?\nA) yes\nB) no\nANSWER:A\n")
    try #require(questions.count == 2)
    #expect(questions[0].id == "what-is-the-capital-of-italy")
    #expect(questions[0].kind == .multipleChoice)
    #expect(questions[0].prompt["en"] == "What is the capital of Italy?")
    #expect(questions[0].choices.map { $0.text["en"]! } == ["Milan", "Rome", "Turin"])
    #expect(questions[0].choices.map(\.id) == ["a", "b", "c"])
    #expect(questions[0].correct == ["b"])
    #expect(questions[0].provenance?.source == "aiken")
    #expect(questions[1].prompt["en"] == "Is it 1 < 2 & 3?")
    #expect(questions[1].correct == ["a"])
  }

  @Test func refusesWhatMoodleRefusesWithTheLine() throws {
    for (text, expected) in [
      ("A) orphan\nANSWER: A\n", "quiz.txt:1:1: error: an option before any question"),
      (
        "Q?\nA) a\nB) b\n\nANSWER: C\n",
        "quiz.txt:5:1: error: ANSWER: names no option of the question on line 1"
      ),
      (
        "Q?\nA) only\nANSWER: A\n",
        "quiz.txt:3:1: error: the question on line 1 has 1 option(s); it needs at least two"
      ),
      (
        "Q?\nA) a\nB) b\nNext question?\n",
        "quiz.txt:4:1: error: a new question starts before the question on line 1 has its ANSWER: line"
      ),
      ("Q?\nA) a\nB) b\n", "quiz.txt:1:1: error: the question has no ANSWER: line"),
      ("ANSWER: A\n", "quiz.txt:1:1: error: ANSWER: outside a question"),
    ] {
      let error = try #require(throws: ImportError.self) { _ = try readAiken(text) }
      #expect(error.description.hasPrefix(expected + "\n"), "\(error.description)")
      #expect(error.kind == .malformed)
    }
  }

  @Test func isRecognisedFromItsContent() {
    #expect(ImportFormat.detect(prefix: Array("Q?\nA) a\nB) b\nANSWER: B\n".utf8)) == .aiken)
    #expect(ImportFormat.detect(prefix: Array("Q?\nA) a\nANSWER is here\n".utf8)) == nil)
  }
}
