import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

@Suite(.requires(.fixtures))
struct ImportOpenTDBTests {
  @Test func importsBooleanQuestionsAsYesNoWithEntitiesDecoded() throws {
    let (questions, summary) = try importQuestions([fixture("opentdb/boolean_3q.json")])
    #expect(questions.count == 3)
    #expect(summary.questions == 3)
    #expect(questions.allSatisfy { $0.kind == .yesNo })
    #expect(questions.allSatisfy { $0.choices.map(\.id) == ["yes", "no"] })
    #expect(questions.allSatisfy { $0.correct == ["no"] })
    let archie = try #require(questions.last)
    #expect(
      archie.prompt["en"]
        == "In the comic book \"Archie\", Betty is friends with Veronica because she is rich.")
    #expect(archie.difficulty == .hard)
    #expect(
      archie.tags == ["category:entertainment-comics", "category-name:Entertainment: Comics"])
    #expect(archie.provenance?.source == "opentdb")
  }

  @Test func importsMultipleChoiceWithTheRightAnswerMarked() throws {
    let (questions, _) = try importQuestions([fixture("opentdb/multiple_20q_quizwizard.json")])
    let results = try #require(
      try foundationJSON("opentdb/multiple_20q_quizwizard.json")["results"] as? [[String: Any]])
    #expect(questions.count == results.count)
    #expect(
      questions.allSatisfy {
        $0.kind == .multipleChoice && $0.choices.count == 4 && $0.correct.count == 1
      })
    let edward = try #require(questions.first)
    #expect(
      edward.prompt["en"]
        == "Which actor played the main character in the 1990 film \"Edward Scissorhands\"?")
    #expect(
      edward.choices.map { $0.text["en"]! } == [
        "Ben Stiller", "Clint Eastwood", "Johnny Depp", "Leonardo DiCaprio",
      ])
    #expect(edward.correct == ["c"])
    #expect(edward.tags == ["category:entertainment-film", "category-name:Entertainment: Film"])
    #expect(questions.contains { $0.prompt["en"]!.contains("'") })
    #expect(
      !questions.contains {
        $0.prompt["en"]!.contains("&#039;") || $0.prompt["en"]!.contains("&quot;")
      })
    for (question, result) in zip(questions, results) {
      let right = question.choices.first { $0.id == question.correct[0] }?.text["en"]
      #expect(
        right
          == HTMLEntities.decode(result["correct_answer"] as! String).trimmingCharacters(
            in: .whitespaces))
    }
  }

  @Test func givesStableIdsFromTheQuestionText() throws {
    let (first, _) = try importQuestions([fixture("opentdb/multiple_15q_millionaire.json")])
    let (second, _) = try importQuestions([fixture("opentdb/multiple_15q_millionaire.json")])
    #expect(first.count == 15)
    #expect(first.map(\.id) == second.map(\.id))
    #expect(Set(first.map(\.id)).count == 15)
    #expect(first.allSatisfy { $0.id.hasPrefix("otdb-") && $0.id.count == 21 })
  }

  @Test func reportsResponseCodeOneByItsMeaning() throws {
    let path = fixture("opentdb/response_code_1.json")
    let error = try #require(throws: ImportError.self) { _ = try importQuestions([path]) }
    #expect(error.kind == .malformed)
    #expect(
      error.description
        == "\(path):1:19: error: Open Trivia DB answered response_code 1: no results: the database has too few questions for this query\nhint: ask for fewer questions (amount) or another category or difficulty"
    )
  }

  @Test(arguments: [2, 3, 4, 5])
  func reportsEveryOtherResponseCode(_ code: Int) throws {
    let path = try temporaryFile(#"{"response_code": \#(code), "results": []}"#)
    let error = try #require(throws: ImportError.self) { _ = try importQuestions([path]) }
    let meaning = try #require(OpenTDBReader.responseCodes[code]?.meaning)
    #expect(error.message == "Open Trivia DB answered response_code \(code): \(meaning)")
    #expect(error.line == 1 && error.column == 19)
  }

  @Test func warnsAboutQuestionTypesItCannotCarry() throws {
    let path = try temporaryFile(
      #"{"response_code": 0, "results": [{"type": "essay", "question": "Why?", "correct_answer": "x"}, {"type": "boolean", "question": "Q", "correct_answer": "Maybe"}]}"#
    )
    let (questions, summary) = try importQuestions([path])
    #expect(questions.isEmpty)
    #expect(
      summary.issues.map(\.description) == [
        "\(path):1:43: warning: skipped question 1: type \"essay\" cannot be carried (only boolean and multiple)",
        "\(path):1:96: warning: skipped question 2: a boolean question's answer must be True or False, found \"Maybe\"",
      ])
  }

  @Test func decodesNamedAndNumericEntities() {
    #expect(
      HTMLEntities.decode("&quot;Caf&eacute;&quot; &#039;n&#x27; &amp;amp; &bogus; & &#0;")
        == "\"Café\" 'n' &amp; &bogus; & &#0;")
  }
}

/// Issue 14, bug 10: numeric answers were ordered as strings ("1, 2, 64, 8").
struct OpenTDBAnswerOrderTests {
  static func question(correct: String, incorrect: [String]) throws -> Question {
    let list = incorrect.map { "\"\($0)\"" }.joined(separator: ", ")
    let json = """
      {"response_code": 0, "results": [{"type": "multiple", "difficulty": "easy",
        "category": "Science: Computers", "question": "How many bits?",
        "correct_answer": "\(correct)", "incorrect_answers": [\(list)]}]}
      """
    let input = try ImportInput(name: "otdb.json", data: Data(json.utf8), maxSize: 1 << 20)
    let (questions, _) = try Importer.readQuestions(
      Importer.plan([input], options: ImportOptions(format: .opentdb)))
    return try #require(questions.first)
  }

  @Test func numericAnswersAreInNumericOrder() throws {
    let question = try Self.question(correct: "64", incorrect: ["8", "1", "2"])
    #expect(question.choices.map { $0.text["en"]! } == ["1", "2", "8", "64"])
    #expect(question.correct == ["d"])
  }

  @Test func negativeDecimalAndGroupedNumbersAreNumbersToo() throws {
    let question = try Self.question(correct: "1,000", incorrect: ["-3.5", "250", "10"])
    #expect(question.choices.map { $0.text["en"]! } == ["-3.5", "10", "250", "1,000"])
    #expect(question.correct == ["d"])
  }

  @Test func answersThatAreNotAllNumbersStayAlphabetical() throws {
    let question = try Self.question(correct: "64 bits", incorrect: ["8", "1", "2"])
    #expect(question.choices.map { $0.text["en"]! } == ["1", "2", "64 bits", "8"])
  }
}
