import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

/// Each semantic rule on an inline bundle: its code, its message and where it points.
struct SemanticRuleTests {
  typealias F = Fixture

  @Test func aCleanFixtureHasNoFindings() {
    #expect(F.findings(F.bundle(questions: [F.yesNo(), F.multipleChoice()])).isEmpty)
  }

  @Test func unknownFormatVersionNamesTheVersionsThisBuildReads() {
    F.expectOne(
      F.bundle(formatVersion: "‸7"), code: "QB101",
      message: "format version 7 is not one this build reads (it reads 0, 1)")
  }

  @Test(arguments: ["1.4", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0+"])
  func versionMustBeSemantic(version: String) {
    F.expectOne(
      F.bundle(version: "‸\"\(version)\""), code: "QB102",
      message: "version \"\(version)\" is not a semantic version")
  }

  @Test(arguments: ["1.4.0", "0.0.1", "1.0.0-rc.1", "2.3.4-alpha.0+build.7"])
  func semanticVersionsPass(version: String) {
    #expect(F.findings(F.bundle(version: "\"\(version)\"")).isEmpty)
  }

  @Test func defaultLocaleMustBeDeclared() {
    F.expectOne(
      F.bundle(defaultLocale: #"‸"fr""#), code: "QB103",
      message: #"default locale "fr" is not among the declared locales ("en", "it")"#)
  }

  @Test func promptMissingADeclaredLocale() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(prompt: #"{"en": "Is it greater than 8?"}"#)])
        .replacingOccurrences(of: #""prompt""#, with: #"‸"prompt""#), code: "QB104",
      message: #"the prompt of question "q1" has no text for declared locale "it""#)
  }

  @Test func choiceTextMissingADeclaredLocale() {
    let choices =
      #"[{"id": "yes", "text": {"en": "Yes", "it": "Sì"}}, {"id": "no", ‸"text": {"en": "No"}}]"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(choices: choices)]), code: "QB104",
      message: #"the text of choice "no" of question "q1" has no text for declared locale "it""#)
  }

  @Test func textInAnUndeclaredLocaleIsAWarning() throws {
    let text = F.bundle(questions: [F.yesNo(prompt: #"{"en": "A?", "it": "B?", "de": ‸"C?"}"#)])
    F.expectOne(
      text, code: "QB105",
      message: #"the prompt of question "q1" has text for "de", which is not a declared locale"#)
    #expect(try #require(F.findings(text).first).severity == .warning)
  }

  @Test func blankTextIsAnError() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(prompt: #"{"en": "A?", "it": ‸" \t "}"#)]), code: "QB106",
      message: #"the prompt of question "q1" is empty in "it""#)
  }

  @Test func duplicateQuestionIDsPointAtTheSecond() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(), F.yesNo(id: #"‸"q1""#)]), code: "QB107",
      message: #"question id "q1" is already used by /questions/0"#)
  }

  @Test func duplicateChoiceIDs() {
    let choices =
      #"[{"id": "yes", "text": {"en": "Yes", "it": "Sì"}}, {"id": ‸"yes", "text": {"en": "No", "it": "No"}}]"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(choices: choices)]), code: "QB108",
      message: #"choice id "yes" of question "q1" is already used by choice 0"#)
  }

  @Test(arguments: [#"[]"#, #"["yes", "no"]"#])
  func yesNoNeedsExactlyOneCorrectAnswer(correct: String) {
    let count = correct == "[]" ? 0 : 2
    let text = F.bundle(questions: [F.yesNo(correct: correct)])
      .replacingOccurrences(of: #""correct""#, with: #"‸"correct""#)
    F.expectOne(
      text, code: "QB109",
      message: "yes-no question \"q1\" has \(count) correct answers; it needs exactly one")
  }

  @Test func yesNoNeedsExactlyTwoChoices() {
    let text = F.bundle(
      questions: [F.yesNo(choices: #"[{"id": "yes", "text": {"en": "Yes", "it": "Sì"}}]"#)]
    ).replacingOccurrences(of: #""choices""#, with: #"‸"choices""#)
    F.expectOne(
      text, code: "QB110", message: #"yes-no question "q1" has 1 choices; it needs exactly two"#)
  }

  @Test func multipleChoiceNeedsExactlyOneCorrectAnswer() {
    let text = F.bundle(questions: [F.multipleChoice(correct: #"["a", "b"]"#)])
      .replacingOccurrences(of: #""correct""#, with: #"‸"correct""#)
    F.expectOne(
      text, code: "QB111",
      message: #"multiple-choice question "m1" has 2 correct answers; it needs exactly one"#)
  }

  @Test func multipleResponseNeedsACorrectAnswer() {
    let text = F.bundle(
      questions: [
        F.multipleChoice(correct: "[]").replacingOccurrences(
          of: "multiple-choice", with: "multiple-response")
      ]
    ).replacingOccurrences(of: #""correct""#, with: #"‸"correct""#)
    F.expectOne(
      text, code: "QB111", message: #"multiple-response question "m1" has no correct answer"#)
  }

  @Test func multipleChoiceNeedsTwoChoices() {
    let question = F.yesNo(
      id: #""m1""#, kind: #""multiple-choice""#,
      choices: #"[{"id": "a", "text": {"en": "1972", "it": "1972"}}]"#, correct: #"["a"]"#)
    let text = F.bundle(questions: [question]).replacingOccurrences(
      of: #""choices""#, with: #"‸"choices""#)
    F.expectOne(
      text, code: "QB112",
      message: #"multiple-choice question "m1" has 1 choice; it needs at least two"#)
  }

  @Test func correctAnswerMustNameAChoice() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"[‸"si"]"#)]), code: "QB113",
      message: #"correct answer "si" of question "q1" names no choice (choices: "yes", "no")"#)
  }

  @Test(arguments: [0, -3])
  func pointsMustBePositive(points: Int) {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: "\"points\": ‸\(points)")]), code: "QB114",
      message: "question \"q1\" is worth \(points) points; points must be 1 or more")
  }

  @Test(.requires(.python)) func digestMismatchNamesBothDigests() throws {
    let stated = String(repeating: "0", count: 64)
    // Defaulted members spelled out, so the text's RFC 8785 form is the content's;
    // the expected digest comes from the independent implementation, not from qbank.
    let questions = [F.yesNo(extra: #""points": 1, "tags": ["a", "😀"]"#)]
    let computed = try IndependentJCS.digest(ofJSON: F.bundle(questions: questions))
    let text = F.bundle(extra: "\"digest\": ‸\"\(stated)\"", questions: questions)
    F.expectOne(
      text, code: "QB115",
      message:
        "digest does not match the content: the bundle says \(stated), the content hashes to \(computed)"
    )
    // The digest it names is the right one: putting it in makes the bundle clean.
    #expect(
      F.findings(F.bundle(extra: "\"digest\": \"\(computed)\"", questions: questions)).isEmpty)
  }

  @Test func missingDigestIsAWarningAtTheDocument() throws {
    let report = F.check(F.bundle())
    let finding = try #require(report.diagnostics.first)
    #expect(report.diagnostics.count == 1)
    #expect(finding.code == "QB116")
    #expect(finding.severity == .warning)
    #expect(finding.message.hasPrefix("the bundle has no digest; its content hashes to "))
    #expect(finding.location.line == 1 && finding.location.column == 1)
  }

  @Test(arguments: [
    (
      "../posters/a.jpg",
      "the image path of question \"q1\" leaves the bundle's folder (../posters/a.jpg)"
    ),
    (
      "assets/../../a.jpg",
      "the image path of question \"q1\" leaves the bundle's folder (assets/../../a.jpg)"
    ),
    (
      "/etc/passwd",
      "the image path of question \"q1\" is absolute (/etc/passwd); it must be relative to the bundle"
    ),
    (
      "C:\\\\posters\\\\a.jpg",
      "the image path of question \"q1\" is absolute (C:\\posters\\a.jpg); it must be relative to the bundle"
    ),
    (
      "file:///tmp/a.jpg",
      "the image of question \"q1\" is a file: URL (file:///tmp/a.jpg), which points outside the bundle"
    ),
    ("", "the image source of question \"q1\" is empty"),
  ])
  func imagePathsStayInsideTheBundle(source: String, message: String) {
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: "\"image\": {\"source\": ‸\"\(source)\"}")]),
      code: "QB117",
      message: message)
  }

  @Test(arguments: ["http", "ftp"])
  func imageURLsMustBeHTTPS(scheme: String) {
    F.expectOne(
      F.bundle(questions: [
        F.yesNo(extra: "\"image\": {\"source\": ‸\"\(scheme)://example.org/a.jpg\"}")
      ]),
      code: "QB118",
      message:
        "the image URL of question \"q1\" uses \(scheme): (\(scheme)://example.org/a.jpg); only https is allowed"
    )
  }

  @Test func httpsImagesAndLocalPathsPass() {
    let https = F.yesNo(extra: #""image": {"source": "https://example.org/a.jpg"}"#)
    #expect(F.findings(F.bundle(questions: [https])).isEmpty)
  }

  @Test func imageSHA256MustBeLowercaseHex() {
    let hash = String(repeating: "A", count: 64)
    F.expectOne(
      F.bundle(questions: [
        F.yesNo(extra: "\"image\": {\"sha256\": ‸\"\(hash)\", \"source\": \"https://e.org/a.jpg\"}")
      ]),
      code: "QB119",
      message: "the image sha256 of question \"q1\" is not 64 lowercase hex digits (\"\(hash)\")")
  }

  @Test func localImageMustMatchItsSHA256() throws {
    let folder = try makeImageFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrong = String(repeating: "0", count: 64)
    F.expectOne(
      F.bundle(questions: [
        F.yesNo(extra: "\"image\": {\"sha256\": ‸\"\(wrong)\", \"source\": \"poster.svg\"}")
      ]),
      code: "QB120",
      message:
        "the image poster.svg of question \"q1\" does not match its sha256 (the file hashes to \(Self.posterSHA256))",
      imageDirectory: folder)
    let right = F.yesNo(
      extra: "\"image\": {\"sha256\": \"\(Self.posterSHA256)\", \"source\": \"poster.svg\"}")
    #expect(F.findings(F.bundle(questions: [right]), imageDirectory: folder).isEmpty)
  }

  @Test func missingLocalImageIsAWarning() throws {
    let folder = try makeImageFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    F.expectOne(
      F.bundle(questions: [F.yesNo(extra: "\"image\": {\"source\": ‸\"assets/gone.jpg\"}")]),
      code: "QB121",
      message: "the image assets/gone.jpg of question \"q1\" is not a file beside the bundle",
      imageDirectory: folder)
  }

  @Test func roundsMayOnlyNameQuestionsOfTheBundle() {
    F.expectOne(
      F.bundle(extra: #""rounds": [{"questions": ["q1", ‸"q9"]}]"#), code: "QB122",
      message: #"round 0 lists question "q9", which the bundle does not have"#)
  }

  @Test func ratingThatRoundsOntoTheThresholdIsAmbiguous() {
    let values =
      #""provenance": {"source": "imdb", "values": {"comparison": "greater", "rating": ‸6.96, "threshold": 7}}"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["no"]"#, extra: values)]), code: "QB123",
      message:
        #"question "q1": rating 6.96 is displayed as 7.0, so "greater than 7?" is ambiguous to the player (the answer is no)"#
    )
  }

  @Test func ratingThatRoundsAcrossTheThresholdIsAmbiguous() {
    // 7.46 is not greater than 7.48, but it shows as 7.5, which is.
    let crossing =
      #""provenance": {"source": "imdb", "values": {"comparison": "greater", "rating": ‸7.46, "threshold": 7.48}}"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["no"]"#, extra: crossing)]), code: "QB123",
      message:
        #"question "q1": rating 7.46 is displayed as 7.5, so "greater than 7.48?" is ambiguous to the player (the answer is no)"#
    )
  }

  @Test func precisionSetsTheDecimalsShown() {
    // 7.04 shown without decimals is 7: against "greater than 7?" it reads as equal.
    let coarse =
      #""provenance": {"source": "imdb", "values": {"comparison": "greater", "precision": 0, "rating": ‸7.04, "threshold": 7}}"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["yes"]"#, extra: coarse)]), code: "QB123",
      message:
        #"question "q1": rating 7.04 is displayed as 7, so "greater than 7?" is ambiguous to the player (the answer is yes)"#
    )
    // With two decimals, 7.04 shows as 7.04 and is clear.
    let fine = coarse.replacingOccurrences(of: "\"precision\": 0", with: "\"precision\": 2")
    #expect(F.findings(F.bundle(questions: [F.yesNo(correct: #"["yes"]"#, extra: fine)])).isEmpty)
  }

  @Test(arguments: [
    (7.06, "greater", 7.0), (6.94, "less", 7.0), (7.2, "greater", 7.0), (8.0, "less", 7.5),
  ])
  func ratingsClearOfTheThresholdAreNotAmbiguous(
    rating: Double, comparison: String, threshold: Double
  ) {
    let holds = comparison == "greater" ? rating > threshold : rating < threshold
    let values =
      "\"provenance\": {\"source\": \"imdb\", \"values\": {\"comparison\": \"\(comparison)\", \"rating\": \(rating), \"threshold\": \(threshold)}}"
    let correct = holds ? #"["yes"]"# : #"["no"]"#
    #expect(F.findings(F.bundle(questions: [F.yesNo(correct: correct, extra: values)])).isEmpty)
  }

  @Test func answerMustAgreeWithTheRating() {
    let values =
      #""provenance": {"source": "imdb", "values": {"comparison": "greater", "rating": 5.1, "threshold": 6}}"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"[‸"yes"]"#, extra: values)]), code: "QB124",
      message:
        #"question "q1" says "yes", but rating 5.1 is not greater than 6: the answer is "no""#)
  }

  /// The values are found by name however the names are spelled in the file
  /// (escapes decoded), in any order, with other values among them; a repeated
  /// name counts once, with its last value.
  @Test func ratingValuesAreFoundByNameInAnyOrderAndSpelling() {
    let values =
      #""provenance": {"source": "imdb", "values": {"threshold": 9, "note": "x", "r\u0061ting": ‸6.96, "flag": true, "comparison": "greater", "th\u0072eshold": 7}}"#
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["no"]"#, extra: values)]), code: "QB123",
      message:
        #"question "q1": rating 6.96 is displayed as 7.0, so "greater than 7?" is ambiguous to the player (the answer is no)"#
    )
  }

  /// A precision that is not a whole number from 0 to 6 (or not a number) shows one decimal.
  @Test(arguments: [#""precision": 7, "#, #""precision": -1, "#, #""precision": "0", "#, ""])
  func precisionOutOfRangeShowsOneDecimal(precision: String) {
    let values =
      "\"provenance\": {\"source\": \"imdb\", \"values\": {\"comparison\": \"greater\", \(precision)\"rating\": ‸6.96, \"threshold\": 7}}"
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["no"]"#, extra: values)]), code: "QB123",
      message:
        #"question "q1": rating 6.96 is displayed as 7.0, so "greater than 7?" is ambiguous to the player (the answer is no)"#
    )
  }

  /// A precision rounds at its own decimal (hand-computed: 6.9999995 is 6999.9995
  /// thousandths and 6999999.5 millionths, both rounding half away from zero to 7).
  @Test(arguments: [(3, "7.000"), (6, "7.000000")])
  func precisionRoundsAtItsDecimal(precision: Int, shown: String) {
    let values =
      "\"provenance\": {\"source\": \"imdb\", \"values\": {\"comparison\": \"greater\", \"precision\": \(precision), \"rating\": ‸6.9999995, \"threshold\": 7}}"
    F.expectOne(
      F.bundle(questions: [F.yesNo(correct: #"["no"]"#, extra: values)]), code: "QB123",
      message:
        "question \"q1\": rating 6.9999995 is displayed as \(shown), so \"greater than 7?\" is ambiguous to the player (the answer is no)"
    )
  }

  @Test func roundSizeAndDelayMustBePlayable() {
    let settings =
      #"{"feedbackDelayMs": ‸-5, "mode": "menu", "roundSize": 3, "shuffleChoices": false, "shuffleQuestions": true}"#
    F.expectOne(
      F.bundle(settings: settings), code: "QB125",
      message: "feedbackDelayMs is -5; a delay cannot be negative")
  }

  @Test func localesAreDeclaredOnce() {
    F.expectOne(
      F.bundle(locales: #"["en", "it", ‸"en"]"#), code: "QB126",
      message: #"locale "en" is declared more than once"#)
  }

  @Test func idsMustNotBeBlank() {
    F.expectOne(
      F.bundle(questions: [F.yesNo(id: #"‸" ""#)]), code: "QB127",
      message: "question 0 has an empty id")
  }

  /// Issue 14, bug 6: a bundle with no questions passed `validate --strict`.
  @Test func aBundleWithNoQuestionsIsAnError() throws {
    let text = F.bundle(questions: []).replacingOccurrences(
      of: #""questions": ["#, with: #"‸"questions": ["#)
    F.expectOne(text, code: "QB129", message: "the bundle has no questions, so it cannot be played")
    #expect(try #require(F.findings(text).first).severity == .error)
    #expect(F.findings(F.bundle()).isEmpty)
  }

  /// Issue 14, bug 1: questions in no round were never asked, and nothing said so.
  @Test func aQuestionInNoRoundIsAWarningWhenTheBundleHasRounds() throws {
    let text = F.bundle(
      extra: #""rounds": [{"questions": ["q1"]}]"#,
      questions: [F.yesNo(), F.yesNo(id: #"‸"q2""#)])
    F.expectOne(
      text, code: "QB130",
      message: #"question "q2" is in no round, so a player that plays the rounds never asks it"#)
    #expect(try #require(F.findings(text).first).severity == .warning)
    // Without rounds, or with every question in one, nothing to say.
    #expect(F.findings(F.bundle(questions: [F.yesNo(), F.yesNo(id: #""q2""#)])).isEmpty)
    let covered = F.bundle(
      extra: #""rounds": [{"questions": ["q1"]}, {"questions": ["q2"]}]"#,
      questions: [F.yesNo(), F.yesNo(id: #""q2""#)])
    #expect(F.findings(covered).isEmpty)
  }

  @Test func manyQuestionsInNoRoundAreNamedUpToTwentyThenCounted() {
    let questions = (1...25).map { F.yesNo(id: "\"q\($0)\"") }
    let found = F.findings(
      F.bundle(extra: #""rounds": [{"questions": ["q1"]}]"#, questions: questions))
    #expect(found.map(\.code) == Array(repeating: "QB130", count: 21))
    let named = found.filter {
      $0.message.hasSuffix("is in no round, so a player that plays the rounds never asks it")
    }
    #expect(named.count == 20)
    #expect(named.first?.message.hasPrefix(#"question "q2" "#) == true)
    #expect(found.contains { $0.message == "4 more questions are in no round" })
  }

  static let posterSHA256 = "fb91f9a03c202c5f160eef644da6f2f704b19ac5c5f8b4c124e1b0b485ad57a0"

  private func makeImageFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qbank-images-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)
      .write(to: folder.appendingPathComponent("poster.svg"))
    return folder
  }
}
