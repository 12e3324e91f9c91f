import Foundation
import QuizBankModel
import Testing

struct BundleReaderTests {
  @Test func rejectsAnUnknownFormatVersionNamingTheReadableOnes() throws {
    let json = #"{"format":"quizbank.bundle","formatVersion":7,"id":"x"}"#
    #expect(throws: BundleReadError.unsupportedFormatVersion(7, readable: [0, 1])) {
      try BundleReader().decode(Data(json.utf8))
    }
    let message = BundleReadError.unsupportedFormatVersion(7, readable: [0, 1]).description
    #expect(message == "format version 7 is not one this build reads (it reads 0, 1)")
  }

  @Test func rejectsJSONThatIsNotABundle() {
    #expect(throws: BundleReadError.notABundle) {
      try BundleReader().decode(Data(#"{"items": []}"#.utf8))
    }
  }

  @Test func rejectsTruncatedJSON() {
    #expect(throws: BundleReadError.self) {
      try BundleReader().decode(Data(#"{"format":"quizbank.bundle","#.utf8))
    }
  }

  @Test func namesTheLineAndColumnOfASyntaxError() throws {
    let json = "{\n  \"format\": \"quizbank.bundle\",\n  \"formatVersion\": 1 \"id\": \"x\"\n}\n"
    let error = try #require(throws: BundleReadError.self) {
      try BundleReader().decode(Data(json.utf8))
    }
    #expect(error.position?.line == 3)
    #expect(error.position?.column == 22)
    #expect(error.message.hasPrefix("not valid JSON: "))
    #expect(!error.message.contains("DecodingError"))
    #expect(error.description == error.message + " (line 3, column 22)")
  }

  @Test func namesWhereATruncatedFileEnds() throws {
    let error = try #require(throws: BundleReadError.self) {
      try BundleReader().decode(Data("{\"format\":\"quizbank.bundle\",".utf8))
    }
    #expect(error.position?.line == 1)
    #expect(error.position?.column == 29)
  }

  @Test func pointsDefaultToOneAndTagsToEmpty() throws {
    let bytes = try BundleWriter().encode(BundleSamples.bundle())
    var object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    var questions = try #require(object["questions"] as? [[String: Any]])
    questions[0].removeValue(forKey: "points")
    questions[0].removeValue(forKey: "tags")
    object["questions"] = questions
    let bundle = try BundleReader().decode(JSONSerialization.data(withJSONObject: object))
    #expect(bundle.questions[0].points == 1)
    #expect(bundle.questions[0].tags == [])
  }

  /// A small bundle of the current version around `question` (JSON text).
  private static func bundle(question: String, header: String = #""formatVersion":1"#) -> Data {
    Data(
      """
      {"format":"quizbank.bundle",\(header),"id":"b","version":"1.0.0","title":{"en":"T"},
       "locales":["en"],"defaultLocale":"en",
       "settings":{"roundSize":10,"feedbackDelayMs":1000,"shuffleQuestions":true,
                   "shuffleChoices":false,"mode":"classic"},
       "questions":[\(question)]}
      """.utf8)
  }

  private static let question =
    #"{"id":"q1","kind":"yes-no","prompt":{"en":"?"},"choices":[],"correct":["yes"]}"#

  @Test func readsTheSmallBundleTheseTestsChange() throws {
    let bundle = try BundleReader().decode(Self.bundle(question: Self.question))
    #expect(
      bundle.questions == [
        Question(id: "q1", kind: .yesNo, prompt: ["en": "?"], choices: [], correct: ["yes"])
      ])
    #expect(bundle.settings == PlaySettings())
  }

  /// Locale keys are matched on their bytes and kept between texts; the texts
  /// read are the ones written, in any key order, with escapes, non-ASCII and
  /// long keys, repeated keys (the last counts) and more locales than are kept.
  @Test func readsTextsWhateverTheirLocalesAndOrder() throws {
    let many = (0..<70).map { "l\($0)" }
    let prompts: [(json: String, expected: LocalizedText)] = [
      (#"{"en":"a","it":"b"}"#, ["en": "a", "it": "b"]),
      (#"{"it":"b","en":"a"}"#, ["en": "a", "it": "b"]),
      (#"{"\u0065n":"a","pt-BR":"c","en-GB":"d"}"#, ["en": "a", "en-GB": "d", "pt-BR": "c"]),
      (#"{"en":"a","en":"z"}"#, ["en": "z"]),
      (
        #"{"zz":"1","ünï":"2","a-very-long-locale-tag":"3","😀":"4","\uFF61":"5"}"#,
        ["zz": "1", "ünï": "2", "a-very-long-locale-tag": "3", "😀": "4", "\u{FF61}": "5"]
      ),
      (
        "{" + many.map { #""\#($0)":"\#($0)""# }.joined(separator: ",") + "}",
        LocalizedText(Dictionary(uniqueKeysWithValues: many.map { ($0, $0) }))
      ),
      (#"{"l69":"x","en":"a","l5":"y"}"#, ["en": "a", "l5": "y", "l69": "x"]),
    ]
    let questions = prompts.enumerated().map { k, prompt in
      Self.question.replacingOccurrences(of: #""q1""#, with: "\"q\(k)\"")
        .replacingOccurrences(of: #"{"en":"?"}"#, with: prompt.json)
    }
    let data = Self.bundle(question: questions.joined(separator: ","))
    let bundle = try BundleReader().decode(data)
    #expect(bundle.questions.map(\.prompt) == prompts.map(\.expected))
  }

  @Test func throwsTheFirstStructureProblemWithItsPointer() {
    let missing = Self.question.replacingOccurrences(of: #""id":"q1","#, with: "")
    #expect(
      throws: BundleReadError.invalidStructure(
        #"/questions/0: the question is missing the required member "id""#)
    ) { try BundleReader().decode(Self.bundle(question: missing)) }
    let wrong = Self.question.replacingOccurrences(
      of: #""correct":["yes"]"#, with: #""points":"2","correct":[]"#)
    #expect(
      throws: BundleReadError.invalidStructure(
        #"/questions/0/points: "points" must be an integer, found string "2""#)
    ) { try BundleReader().decode(Self.bundle(question: wrong)) }
    let kind = Self.question.replacingOccurrences(of: "yes-no", with: "essay")
    #expect(
      throws: BundleReadError.invalidStructure(
        #"/questions/0/kind: "kind" is "essay", which is not one of "yes-no", "multiple-choice", "multiple-response""#
      )
    ) { try BundleReader().decode(Self.bundle(question: kind)) }
  }

  @Test func aProblemInTheBundlesOwnMembersIsNamedToo() {
    let data = Data(
      String(decoding: Self.bundle(question: Self.question), as: UTF8.self)
        .replacingOccurrences(of: #""locales":["en"]"#, with: #""locales":"en""#).utf8)
    #expect(
      throws: BundleReadError.invalidStructure(
        #"/locales: "locales" must be an array of strings, found string "en""#)
    ) { try BundleReader().decode(data) }
  }

  @Test func readsPastUnknownAndRepeatedMembersAsTheValidatorWarnsOfThem() throws {
    let extra = Self.question.replacingOccurrences(
      of: #""id":"q1","#, with: #""id":"q0","hint":{"en":"!"},"id":"q1","#)
    let bundle = try BundleReader().decode(Self.bundle(question: extra))
    #expect(bundle.questions.map(\.id) == ["q1"])
  }

  @Test func aMissingOrNonIntegerFormatVersionSaysSo() {
    for header in [#""formatVersion":"1""#, #""formatVersion":1.5"#, #""formatversion":1"#] {
      #expect(throws: BundleReadError.missingFormatVersion, "\(header)") {
        try BundleReader().decode(Self.bundle(question: Self.question, header: header))
      }
    }
  }

  @Test func aQuestionThatIsNotAnObjectIsNamed() {
    #expect(
      throws: BundleReadError.invalidStructure(
        #"/questions/0: element 0 of "questions" must be a question object, found string "q1""#)
    ) { try BundleReader().decode(Self.bundle(question: #""q1""#)) }
  }
}
