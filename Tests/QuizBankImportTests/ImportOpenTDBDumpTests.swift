import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

/// Open Trivia DB files as people save them: dumps without `response_code`,
/// several pages in one array, and `encode=base64` / `encode=url3986` responses.
struct ImportOpenTDBDumpTests {
  static func result(
    _ question: String, type: String = "multiple", correct: String = "Jaws",
    incorrect: [String] = ["Heat", "Alien", "Up"], category: String = "Entertainment: Film",
    difficulty: String = "easy", encode: (String) -> String = { $0 }
  ) -> String {
    let wrong = incorrect.map { "\"\(encode($0))\"" }.joined(separator: ",")
    return """
      {"type":"\(encode(type))","difficulty":"\(encode(difficulty))","category":"\(encode(category))","question":"\(encode(question))","correct_answer":"\(encode(correct))","incorrect_answers":[\(wrong)]}
      """
  }

  static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

  static func url3986(_ text: String) -> String {
    var unreserved = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
    unreserved.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: unreserved)!
  }

  @Test func acceptsADumpOfResultsWithoutResponseCode() throws {
    let path = try temporaryFile(
      "{\"results\": [\(Self.result("Who?")), \(Self.result("Where?", type: "boolean", correct: "True", incorrect: ["False"]))]}"
    )
    #expect(
      ImportFormat.detect(prefix: try Array(Data(contentsOf: URL(fileURLWithPath: path))))
        == .opentdb)
    let (questions, summary) = try importQuestions([path])
    #expect(questions.map { $0.prompt["en"] } == ["Who?", "Where?"])
    #expect(questions.map(\.kind) == [.multipleChoice, .yesNo])
    #expect(summary.issues.isEmpty)
  }

  @Test func acceptsABareArrayOfResults() throws {
    let path = try temporaryFile("[\(Self.result("One?")),\n \(Self.result("Two?"))]")
    let (questions, _) = try importQuestions([path])
    #expect(questions.map { $0.prompt["en"] } == ["One?", "Two?"])
  }

  @Test func acceptsPagesSavedTogetherEndingWithAnEmptyTokenPage() throws {
    let path = try temporaryFile(
      """
      [{"response_code": 0, "results": [\(Self.result("Page one?"))]},
       {"response_code": 0, "results": [\(Self.result("Page two?"))]},
       {"response_code": 4, "results": []}]
      """)
    let (questions, _) = try importQuestions([path])
    #expect(questions.map { $0.prompt["en"] } == ["Page one?", "Page two?"])
  }

  @Test func refusesASavedPageThatIsAnError() throws {
    let path = try temporaryFile(
      """
      [{"response_code": 0, "results": [\(Self.result("Page one?"))]},
       {"response_code": 5, "results": []}]
      """)
    let error = try #require(throws: ImportError.self) { _ = try importQuestions([path]) }
    #expect(
      error.message
        == "Open Trivia DB answered response_code 5: rate limit: too many requests (one every 5 seconds per address)"
    )
    #expect(error.line == 2 && error.column == 20)
  }

  @Test func saysHowToJoinResponsesSavedOneAfterAnother() throws {
    let page = "{\"response_code\": 0, \"results\": [\(Self.result("Who?"))]}"
    let path = try temporaryFile(page + "\n" + page + "\n")
    let error = try #require(throws: ImportError.self) { _ = try importQuestions([path]) }
    #expect(error.kind == .malformed)
    #expect(error.line == 2 && error.column == 1)
    #expect(error.message == "unexpected '{' after the JSON value; expected the end of input")
    #expect(
      error.hint
        == "several responses saved one after another (curl >> FILE)? Put them in one JSON array, e.g. jq -s . FILE > pages.json, and import that"
    )
  }

  @Test func refusesAnObjectWithoutResults() throws {
    let path = try temporaryFile(#"{"correct_answer": "x", "incorrect_answers": []}"#)
    let error = try #require(throws: ImportError.self) { _ = try importQuestions([path]) }
    #expect(error.message == "an Open Trivia DB response needs a \"results\" array")
    #expect(error.hint == "pass the body of an api.php response, or a saved list of its results")
  }

  @Test func decodesABase64ResponseInEveryField() throws {
    let text = "Who directed \"Jaws\" & <Jurassic Park>?"
    let path = try temporaryFile(
      "{\"response_code\":0,\"results\":[\(Self.result(text, correct: "Steven Spielberg", incorrect: ["Ridley Scott", "James Cameron", "Peter Jackson"], category: "Entertainment: Film", difficulty: "hard", encode: Self.base64))]}"
    )
    let (questions, summary) = try importQuestions([path])
    #expect(summary.issues.isEmpty)
    let question = try #require(questions.first)
    #expect(question.prompt["en"] == text)
    #expect(question.kind == .multipleChoice)
    #expect(question.difficulty == .hard)
    #expect(
      question.choices.map { $0.text["en"]! } == [
        "James Cameron", "Peter Jackson", "Ridley Scott", "Steven Spielberg",
      ])
    #expect(question.correct == ["d"])
    #expect(question.tags == ["category:entertainment-film", "category-name:Entertainment: Film"])
  }

  @Test func decodesAURL3986ResponseInEveryField() throws {
    let text = "Which film's tagline is \"In space no one can hear you scream\"? (100%)"
    let path = try temporaryFile(
      "{\"response_code\":0,\"results\":[\(Self.result(text, type: "boolean", correct: "False", incorrect: ["True"], category: "Science & Nature", difficulty: "medium", encode: Self.url3986))]}"
    )
    let (questions, summary) = try importQuestions([path])
    #expect(summary.issues.isEmpty)
    let question = try #require(questions.first)
    #expect(question.prompt["en"] == text)
    #expect(question.kind == .yesNo)
    #expect(question.correct == ["no"])
    #expect(question.difficulty == .medium)
    #expect(question.tags == ["category:science-nature", "category-name:Science & Nature"])
  }

  @Test func readsTheWrongAnswersToTellHTMLFromURL3986() throws {
    // Question, right answer and category look percent-encoded; a wrong answer
    // with a space shows the response is the default HTML encoding.
    let path = try temporaryFile(
      "{\"response_code\":0,\"results\":[\(Self.result("Is_50%25_a_code", correct: "Yes", incorrect: ["Not really", "No", "Never"], category: "Codes"))]}"
    )
    let (questions, _) = try importQuestions([path])
    #expect(questions.first?.prompt["en"] == "Is_50%25_a_code")
  }

  @Test func keepsHTMLEntityTextThatOnlyLooksEncoded() throws {
    let path = try temporaryFile(
      "{\"response_code\":0,\"results\":[\(Self.result("Is 100% of &quot;Up&quot; animated?", type: "boolean", correct: "True", incorrect: ["False"]))]}"
    )
    let (questions, _) = try importQuestions([path])
    #expect(questions.first?.prompt["en"] == "Is 100% of \"Up\" animated?")
  }

  @Test func skipsABase64ResultWhoseTextIsNotBase64() throws {
    let good = Self.result("Fine?", encode: Self.base64)
    let bad =
      #"{"type":"bXVsdGlwbGU=","difficulty":"ZWFzeQ==","category":"RmlsbQ==","question":"not base64!","correct_answer":"SmF3cw==","incorrect_answers":["SGVhdA=="]}"#
    let path = try temporaryFile("{\"response_code\":0,\"results\":[\(good),\n\(bad)]}")
    let (questions, summary) = try importQuestions([path])
    #expect(questions.map { $0.prompt["en"] } == ["Fine?"])
    #expect(
      summary.issues.map(\.description) == [
        "\(path):2:81: warning: skipped question 2: its \"question\" is not valid base64 text"
      ])
    #expect(summary.skipped == 1)
  }
}
