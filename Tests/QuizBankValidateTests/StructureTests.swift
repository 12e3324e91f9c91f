import Foundation
import Testing

@testable import QuizBankValidate

/// The structure checks (QB01x) and input findings (QB003, QB004) on inline documents.
struct StructureTests {
  typealias F = Fixture

  @Test func missingRequiredMemberPointsAtTheObject() {
    let question = #"‸{"id": "q1", "kind": "yes-no", "choices": [], "correct": []}"#
    F.expectOne(
      F.bundle(questions: [question]), code: "QB010",
      message: #"the question is missing the required member "prompt""#)
  }

  @Test func missingBundleMember() {
    let text = F.bundle().replacingOccurrences(of: "  \"defaultLocale\": \"en\",\n", with: "")
    let marked = "‸" + text
    F.expectOne(
      marked, code: "QB010", message: #"the bundle is missing the required member "defaultLocale""#)
  }

  @Test func wrongTypeNamesTheMemberAndWhatWasFound() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: #""points": ‸"2""#)]), code: "QB011",
      message: #""points" must be an integer, found string "2""#)
  }

  @Test func fractionalPointsAreTheWrongType() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: #""points": ‸1.5"#)]), code: "QB011",
      message: #""points" must be an integer, found number 1.5"#)
  }

  @Test func nullIsNotAnAbsentMember() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: #""difficulty": ‸null"#)]), code: "QB011",
      message: #""difficulty" must be a string, found null"#)
  }

  @Test func wrongTypeInsideAnArrayNamesTheElement() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["yes", ‸3]"#)]), code: "QB011",
      message: #"element 1 of "correct" must be a string, found number 3"#)
  }

  @Test func wrongTypeInsideLocalizedText() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(prompt: #"{"en": "A?", "it": ‸["B?"]}"#)]), code: "QB011",
      message: #""it" must be a string, found an array"#)
  }

  @Test func unknownMemberSuggestsTheNearestKnownOne() throws {
    let text = F.bundle(questions: [F.yesNo(extra: #"‸"diffculty": "easy""#)])
    F.expectOne(text, code: "QB012", message: #"the question has an unknown member "diffculty""#)
    #expect(try #require(F.findings(text).first).hint == #"did you mean "difficulty"?"#)
  }

  @Test func unknownMemberFarFromAnyListsTheAllowedOnes() throws {
    let text = F.bundle(
      settings:
        #"{"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10, "shuffleChoices": false, "shuffleQuestions": true, ‸"volume": 3}"#
    )
    F.expectOne(text, code: "QB012", message: #"the settings has an unknown member "volume""#)
    #expect(
      try #require(F.findings(text).first).hint?.hasPrefix(
        #"the members allowed here are "roundSize""#) == true)
  }

  @Test func disallowedValueListsTheAllowedOnes() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(kind: #"‸"true-false""#)]), code: "QB013",
      message:
        #""kind" is "true-false", which is not one of "yes-no", "multiple-choice", "multiple-response""#
    )
  }

  /// Kinds and difficulties are matched after escapes are decoded, the longest kind too.
  @Test func kindAndDifficultySpelledWithEscapesAreAccepted() {
    let yesNo = F.yesNo(kind: #""yes\u002Dno""#, extra: #""difficulty": "m\u0065dium""#)
    let multiple = F.yesNo(
      id: #""q2""#, kind: #""multiple\u002dresponse""#, extra: #""difficulty": "hard""#)
    #expect(F.findings(F.bundle(questions: [yesNo, multiple])).map(\.code) == [])
  }

  @Test(arguments: [#""Medium""#, #""medium ""#, #""mediu""#, #""m\u00E9dium""#])
  func disallowedDifficultyListsTheAllowedOnes(value: String) {
    let shown = value == #""m\u00E9dium""# ? #""médium""# : value
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: #""difficulty": ‸"# + value)]), code: "QB013",
      message: #""difficulty" is "# + shown + #", which is not one of "easy", "medium", "hard""#)
  }

  @Test func aKindThatIsNotAStringIsTheWrongType() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(kind: "‸[\"yes-no\"]")]), code: "QB011",
      message: #""kind" must be a string, found an array"#)
  }

  @Test func repeatedMemberIsReported() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: #""points": 1, ‸"points": 2"#)]), code: "QB014",
      message: #"the question has the member "points" twice; readers keep only the last"#)
  }

  /// A repeated locale is found whether the locales before it came in order
  /// (the reader appends them) or not (it searches the text).
  @Test(arguments: [
    #"{"en": "A?", "it": "B?", ‸"it": "C?"}"#, #"{"it": "B?", "en": "A?", ‸"it": "C?"}"#,
    #"{"it": "B?", ‸"it": "C?", "en": "A?"}"#,
  ])
  func repeatedLocaleIsReported(prompt: String) {
    F.expectOne(
      F.bundle(questions: [F.yesNo(prompt: prompt)]), code: "QB014",
      message: #"this text has the member "it" twice; readers keep only the last"#)
  }

  /// A compact question's keys are passed over by their bytes when they come
  /// in key order (``JSONReader/passKey(_:)``): a member given twice, an
  /// unknown one and a missing one are found there as anywhere, at their place.
  static let compactChoices =
    #"[{"id":"yes","text":{"en":"Yes","it":"Sì"}},{"id":"no","text":{"en":"No","it":"No"}}]"#

  @Test(arguments: [
    (
      #"{"choices":$C,"correct":["yes"],"id":"q1","kind":"yes-no","prompt":$P,"tags":["a"],‸"choices":$C}"#,
      "QB014", #"the question has the member "choices" twice; readers keep only the last"#
    ),
    (
      #"{"choices":$C,"correct":["yes"],"id":"q1",‸"id":"q2","kind":"yes-no","prompt":$P}"#,
      "QB014", #"the question has the member "id" twice; readers keep only the last"#
    ),
    (
      #"{"choices":$C,"correct":["yes"],"id":"q1",‸"kindd":1,"kind":"yes-no","prompt":$P}"#,
      "QB012", #"the question has an unknown member "kindd""#
    ),
    (
      #"‸{"choices":$C,"correct":["yes"],"id":"q1","prompt":$P}"#,
      "QB010", #"the question is missing the required member "kind""#
    ),
    (
      #"{"choices":$C,"correct":["yes"],"id":"q1","kind":"yes-no","prompt":{"en":"A?","it":"B?",‸"it":"C?"}}"#,
      "QB014", #"this text has the member "it" twice; readers keep only the last"#
    ),
  ])
  func compactQuestionsAreCheckedAsSpacedOnes(question: String, code: String, message: String) {
    let prompt = #"{"en":"Is it greater than 8?","it":"È maggiore di 8?"}"#
    let text = question.replacingOccurrences(of: "$C", with: Self.compactChoices)
      .replacingOccurrences(of: "$P", with: prompt)
    // The first question compact and clean, so the texts' locales are known in order.
    let clean =
      #"{"choices":$C,"correct":["yes"],"id":"q0","kind":"yes-no","prompt":$P}"#
      .replacingOccurrences(of: "$C", with: Self.compactChoices)
      .replacingOccurrences(of: "$P", with: prompt)
    F.expectOne(F.bundle(questions: [clean, text]), code: code, message: message)
  }

  /// The bundle's own texts (read from the document's tree) find a repeated
  /// locale whether or not the locales before it came in order.
  @Test(arguments: [
    #"{"en": "A", "it": "B", ‸"it": "C"}"#, #"{"it": "B", "en": "A", ‸"it": "C"}"#,
  ])
  func repeatedLocaleInTheTitleIsReported(title: String) {
    F.expectOne(
      F.bundle(title: title), code: "QB014",
      message: #"this text has the member "it" twice; readers keep only the last"#)
  }

  @Test func structureErrorsStopTheSemanticRules() {
    // Missing "correct" would also leave the yes-no question without a correct answer (QB109);
    // only the structural problem is reported.
    let question =
      #"{"id": "q1", "kind": "yes-no", "prompt": {"en": "A?", "it": "B?"}, "choices": []}"#
    #expect(F.findings(F.bundle(questions: [question])).map(\.code) == ["QB010"])
  }

  @Test func everyStructuralProblemIsReported() {
    let text = F.bundle(questions: [
      F.yesNo(id: "1", extra: #""points": "x""#), F.yesNo(kind: "\"quiz\""),
    ])
    #expect(F.findings(text).map(\.code) == ["QB011", "QB011", "QB013"])
  }

  @Test func aQuestionThatIsNotAnObject() {
    F.expectOne(
      F.bundle(questions: ["    ‸\"q1\""]), code: "QB011",
      message: #"element 0 of "questions" must be a question object, found string "q1""#)
  }

  @Test func questionsThatAreNotAnArray() {
    let text = F.bundle().replacingOccurrences(
      of: "\"questions\": [", with: "\"questions\": ‸{\"q\": ["
    ).replacingOccurrences(
      of: "\n  ]\n}", with: "\n  ]}\n}")
    F.expectOne(
      text, code: "QB011", message: #""questions" must be an array of questions, found an object"#)
  }

  @Test func nestedObjectsOfTheWrongType() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: #""image": ‸["https://e.org/a.jpg"]"#)]), code: "QB011",
      message: #""image" must be an object, found an array"#)
    F.expectOne(
      F.bundle(questions: [
        F.yesNo(choices: #"[{"id": "yes", "text": {"en": "Y", "it": "S"}}, ‸"no"]"#)
      ]),
      code: "QB011", message: #"element 1 of "choices" must be a choice object, found string "no""#)
    F.expectOne(
      F.bundle(questions: [
        F.yesNo(extra: #""provenance": {"source": "imdb", "values": {"rating": ‸[8]}}"#)
      ]),
      code: "QB011", message: #""rating" must be a string, number or boolean, found an array"#)
  }

  @Test func unknownMembersAreSkippedWhateverTheyHold() {
    let text = F.bundle(questions: [
      F.yesNo(extra: #"‸"notes": {"deep": [1, {"x": [true, null]}]}"#), F.yesNo(id: #""q2""#),
    ])
    F.expectOne(text, code: "QB012", message: #"the question has an unknown member "notes""#)
  }

  @Test func truncatedJSONIsMalformedWithLineAndColumn() throws {
    let text = "{\n  \"format\": \"quizbank.bundle\",\n  \"questions\": [\n    {\"id\": \"q1\""
    let report = F.check(text)
    #expect(report.status == .malformed)
    let finding = try #require(report.diagnostics.first)
    #expect(finding.code == "QB003")
    #expect(
      finding.message
        == "not valid JSON: unexpected end of input: expected ',' or '}' after object member")
    #expect(finding.location.line == 4 && finding.location.column == 16)
  }

  @Test func otherJSONIsNotABundle() throws {
    let report = F.check(#"{"format": "something-else", "questions": []}"#)
    #expect(report.status == .malformed)
    #expect(report.diagnostics.map(\.code) == ["QB004"])
    #expect(
      report.diagnostics.first?.message
        == #"not a QuizBank bundle: "format" is "something-else", not "quizbank.bundle""#)
    #expect(
      F.check("[1, 2]").diagnostics.first?.message
        == "not a QuizBank bundle: the document is an array, not an object")
  }
}
