import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Reads GIFT text with the GIFT reader (not through format detection).
func readGIFT(_ text: String, name: String = "quiz.gift") throws -> ([Question], ImportSummary) {
  try readGIFT(bytes: Array(text.utf8), name: name)
}

func readGIFT(bytes: [UInt8], name: String = "quiz.gift") throws -> ([Question], ImportSummary) {
  var summary = ImportSummary()
  let input = try ImportInput(name: name, data: Data(bytes), maxSize: 1 << 20)
  let questions = try GIFTReader(input: input).read(into: &summary)
  return (questions, summary)
}

/// Reads a shared fixture with the GIFT reader.
func readGIFTFixture(_ name: String) throws -> ([Question], ImportSummary) {
  var summary = ImportSummary()
  let input = try ImportInput(path: fixture("gift/\(name)"), maxSize: 1 << 20)
  let questions = try GIFTReader(input: input).read(into: &summary)
  return (questions, summary)
}

extension [Question] {
  func withID(_ id: String) -> Question? { first { $0.id == id } }
}

extension Question {
  var choiceTexts: [String] { choices.map { $0.text["en"] ?? "" } }
  var rightTexts: [String] {
    choices.filter { correct.contains($0.id) }.map { $0.text["en"] ?? "" }
  }
}

struct GIFTReaderTests {
  @Test func readsEachKindItCarries() throws {
    let (questions, summary) = try readGIFT(
      """
      // [id:tf-1] [tag:easy]
      ::Sky::The sky is blue.{T}

      ::Capital::What is the capital of Italy?{~Milan =Rome ~Turin####Rome since 1871.}

      ::Primes::Which are prime?{
      ~%50%Two
      ~%50%Three
      ~%-100%Four
      }

      """)
    #expect(summary.skipped == 0)
    #expect(summary.issues.isEmpty)
    try #require(questions.count == 3)
    let sky = questions[0]
    #expect(sky.id == "tf-1")
    #expect(sky.tags == ["easy"])
    #expect(sky.kind == .yesNo)
    #expect(sky.prompt["en"] == "The sky is blue.")
    #expect(sky.choiceTexts == ["True", "False"])
    #expect(sky.correct == ["yes"])
    #expect(sky.provenance == Provenance(source: "gift", sourceId: "tf-1"))
    let capital = questions[1]
    #expect(capital.id == "capital")
    #expect(capital.kind == .multipleChoice)
    #expect(capital.choiceTexts == ["Milan", "Rome", "Turin"])
    #expect(capital.correct == ["b"])
    #expect(capital.explanation?["en"] == "Rome since 1871.")
    let primes = questions[2]
    #expect(primes.kind == .multipleResponse)
    #expect(primes.choiceTexts == ["Two", "Three", "Four"])
    #expect(primes.correct == ["a", "b"])
  }

  @Test func resolvesEscapesFormatMarkersCategoriesAndCRLF() throws {
    let text =
      "\u{FEFF}$CATEGORY: $course$/top/Films/Old\r\n\r\n"
      + "::Ratio 2\\:1::[plain]Is 2\\:1 \\= \\{wide\\} \\~ \\#1 \\\\ ok\\nsecond line?{\r\n"
      + "=[markdown]a\\=b\r\n~[html]<b>bold &amp; more</b>\r\n~\\[html\\] stays\r\n}\r\n"
    let (questions, summary) = try readGIFT(text)
    #expect(summary.issues.isEmpty)
    let question = try #require(questions.first)
    #expect(question.id == "ratio-2-1")
    #expect(question.provenance?.sourceId == "Ratio 2:1")
    #expect(question.prompt["en"] == "Is 2:1 = {wide} ~ #1 \\ ok\nsecond line?")
    #expect(question.choiceTexts == ["a=b", "bold & more", "\\[html\\] stays"])
    #expect(question.tags == ["category:Films/Old"])
  }

  @Test func warnsWhenAQuestionFollowsCategoryWithoutABlankLine() throws {
    let (questions, summary) = try readGIFT("$CATEGORY: films\n::Q::Lost?{T}\n\n::R::Kept?{F}\n")
    #expect(questions.map(\.id) == ["r"])
    #expect(questions.first?.tags == ["category:films"])
    #expect(
      summary.issues.map(\.description) == [
        "quiz.gift:2:1: warning: this line follows $CATEGORY: without a blank line between: Moodle reads it as part of the category's name, so it is ignored; put a blank line after the $CATEGORY: line"
      ])
  }

  @Test func putsABlankForTheAnswersOfAMissingWordQuestion() throws {
    let (questions, _) = try readGIFT("Grant is {~buried =entombed ~living} in Grant's tomb.\n")
    #expect(questions.first?.prompt["en"] == "Grant is _____ in Grant's tomb.")
    #expect(questions.first?.id == "grant-is-in-grant-s-tomb")
  }

  @Test func warnsAboutAnswerFeedbackAndPartialCreditWithTheirLines() throws {
    let (questions, summary) = try readGIFT(
      """
      Pick one.{
      ~wrong #why not
      ~%50%half
      =right
      }
      """)
    #expect(questions.first?.correct == ["c"])
    #expect(
      summary.issues.map(\.description) == [
        "quiz.gift:2:9: warning: the feedback on answer 1 of the question on line 1 is not carried (the bundle has no place for it)",
        "quiz.gift:3:2: warning: answer 2 of the question on line 1 gives 50% partial credit; in the bundle it is a wrong answer",
      ])
  }

  @Test func skipsTypesTheBundleCannotHoldNamingTheirLines() throws {
    let (questions, summary) = try readGIFT(
      """
      ::SA::Who?{=no one =nobody}

      ::Num::When?{#1822:5}

      ::Match::Pair{=a->b =c->d}

      ::Essay::Tell me.{}

      ::Desc::Just text.

      ::Cloze::A {~=x~y} and {~=z~w}.
      """)
    #expect(questions.isEmpty)
    #expect(summary.skipped == 6)
    #expect(
      summary.issues.map(\.description) == [
        "quiz.gift:1:1: warning: skipped short-answer question \"SA\": the bundle holds multiple choice, multiple response and true/false",
        "quiz.gift:3:1: warning: skipped numerical question \"Num\": the bundle holds multiple choice, multiple response and true/false",
        "quiz.gift:5:1: warning: skipped matching question \"Match\": the bundle holds multiple choice, multiple response and true/false",
        "quiz.gift:7:1: warning: skipped essay question \"Essay\": the bundle holds multiple choice, multiple response and true/false",
        "quiz.gift:9:1: warning: skipped description question \"Desc\": it has no answers in { }",
        "quiz.gift:11:24: warning: skipped embedded-answers question \"Cloze\": it has a second set of answers in { } (embedded answers, as in Moodle's Cloze)",
      ])
  }

  @Test func refusesUnbalancedBracesWithTheirPlace() throws {
    for (text, expected) in [
      (
        "::Q::Which?{~a =b\n",
        "quiz.gift:1:12: error: this { that opens the answers is never closed"
      ),
      ("::Q::Which?~a =b}\n", "quiz.gift:1:17: error: this } closes no {"),
      (
        "::Q::Which} {~a =b\n",
        "quiz.gift:1:11: error: this } comes before the { that opens the answers"
      ),
      (
        "\n\n::Q::Which?{~only}\n",
        "quiz.gift:3:12: error: multiple-choice question \"Q\" has 1 answer(s); it needs at least two"
      ),
    ] {
      let error = try #require(throws: ImportError.self) { _ = try readGIFT(text) }
      #expect(error.description.hasPrefix(expected + "\n"), "\(error.description)")
      #expect(error.kind == .malformed)
    }
  }

  @Test func refusesAnswerWeightsOutsideAHundredPercent() throws {
    for (text, expected) in [
      (
        "Q{=a ~%999999999999999999999999%b ~%99999999999999999999%c}\n",
        "quiz.gift:1:7: error: answer 2 of the question on line 1 has the weight %999999999999999999999999%, outside -100% to 100%"
      ),
      (
        "Q{=a ~%99999999999999999999999999%b ~c}\n",
        "quiz.gift:1:7: error: answer 2 of the question on line 1 has the weight %99999999999999999999999999%, outside -100% to 100%"
      ),
      (
        "::W::Which?{~%-150%a ~%100%b}\n",
        "quiz.gift:1:14: error: answer 1 of question \"W\" has the weight %-150%, outside -100% to 100%"
      ),
    ] {
      let error = try #require(throws: ImportError.self) { _ = try readGIFT(text) }
      #expect(error.description.hasPrefix(expected + "\n"), "\(error.description)")
      #expect(error.kind == .malformed)
    }
  }

  @Test func warnsWhenMultipleResponseWeightsAreFlattened() throws {
    let (questions, summary) = try readGIFT(
      """
      Q{~%50%a ~%50%b ~%-50%c ~d}

      R{~%33.3%a ~%33.3%b ~%33.3%c ~d}

      S{~%60%a ~%40%b ~%-100%c}

      """)
    #expect(questions.map(\.kind) == [.multipleResponse, .multipleResponse, .multipleResponse])
    #expect(
      summary.issues.map(\.description) == [
        "quiz.gift:1:18: warning: answer 3 of the question on line 1 takes away 50%; in the bundle it is a wrong answer, with no penalty of its own",
        "quiz.gift:3:4: warning: the right answers of the question on line 3 give 99.9% together; in the bundle they give full credit",
        "quiz.gift:5:11: warning: answer 2 of the question on line 5 gives 40% and answer 1 60%; in the bundle each right answer counts the same",
      ])
  }

  @Test func warnsWhenAnExplicitIdIsUsedAgain() throws {
    let (questions, summary) = try readGIFT(
      """
      // [id:x]
      ::A::First?{T}

      // [id:x]
      ::B::Second?{F}

      ::x::Third, named like the id?{T}

      """)
    #expect(questions.map(\.id) == ["x", "x-2", "x-3"])
    #expect(
      summary.issues.map(\.description) == [
        "quiz.gift:5:1: warning: id x is used again; this one becomes x-2"
      ])
  }

  @Test func refusesBytesThatAreNotUTF8AtTheirPlace() throws {
    let bytes = Array("::Q::Caf".utf8) + [0xE9] + Array("?{T}\n".utf8)
    let error = try #require(throws: ImportError.self) { _ = try readGIFT(bytes: bytes) }
    #expect(
      error.description
        == "quiz.gift:1:9: error: the file is not UTF-8 here; GIFT files are read as UTF-8\nhint: convert it, e.g. iconv -f latin1 -t utf-8 FILE > FILE.utf8"
    )
    let utf16 = try #require(throws: ImportError.self) {
      _ = try readGIFT(bytes: [0xFF, 0xFE, 0x3A, 0x00])
    }
    #expect(utf16.message == "the file is UTF-16; GIFT files are read as UTF-8")
  }

  @Test func isRecognisedFromItsContent() {
    #expect(ImportFormat.detect(prefix: Array("// c\n::Q::Is it?{T}\n".utf8)) == .gift)
    #expect(ImportFormat.detect(prefix: Array("$CATEGORY: x\n\nQ{=a ~b}\n".utf8)) == .gift)
    #expect(ImportFormat.detect(prefix: Array("Who?{~a =b}\n".utf8)) == .gift)
    #expect(ImportFormat.detect(prefix: Array("Which?{\n=a\n~b\n}\n".utf8)) == .gift)
    #expect(ImportFormat.detect(prefix: Array("just some text\n".utf8)) == nil)
    #expect(ImportFormat.detect(prefix: Array("Title\n=====\n~ note\n".utf8)) == nil)
  }
}

/// Every shared GIFT fixture, with counts and values read from the files by hand.
@Suite(.requires(.fixtures))
struct GIFTFixtureTests {
  @Test func readsMoodlesFormatDocExamples() throws {
    let (questions, summary) = try readGIFTFixture("giftFormatPhpExamples.gift")
    // Imported: line 5 (MC), 7 (missing-word MC), 9 ({FALSE}), 22 (Grant's Tomb,
    // missing-word MC with feedback), 28 (MC with %50% and feedback).
    // Skipped: 11 (short answer), 13 (numerical), 15 (matching), 33 (short
    // answer with weights), 40 (numerical, after the comment on line 39).
    #expect(questions.count == 5)
    #expect(summary.skipped == 5)
    let who = try #require(questions.withID("who-s-buried-in-grant-s-tomb"))
    #expect(who.prompt["en"] == "Who's buried in Grant's tomb?")
    #expect(who.choiceTexts == ["Grant", "Jefferson", "no one"])
    #expect(who.rightTexts == ["no one"])
    let buried = try #require(questions.withID("grant-is-in-grant-s-tomb"))
    #expect(buried.prompt["en"] == "Grant is _____ in Grant's tomb.")
    #expect(buried.rightTexts == ["entombed"])
    let tomb = try #require(questions.withID("grant-is-buried-in-grant-s-tomb"))
    #expect(tomb.kind == .yesNo)
    #expect(tomb.correct == ["no"])
    let named = try #require(questions.withID("grant-s-tomb"))
    #expect(named.prompt["en"] == "Grant is _____ in Grant's tomb.")
    #expect(named.choiceTexts == ["buried", "entombed", "living"])
    #expect(named.rightTexts == ["entombed"])
    let difficult = try #require(questions.withID("difficult-multiple-choice-question"))
    #expect(difficult.choiceTexts == ["wrong answer", "half credit answer", "full credit answer"])
    #expect(difficult.rightTexts == ["full credit answer"])
    let skippedLines = summary.issues.filter { $0.message.hasPrefix("skipped") }.compactMap(\.line)
    #expect(skippedLines == [11, 13, 15, 33, 40])
    // Feedback on lines 23, 24, 25 (Grant's Tomb) and 29, 30, 31; partial credit on 30.
    let feedbackLines = summary.issues.filter { $0.message.contains("feedback") }.compactMap(\.line)
    #expect(feedbackLines == [23, 24, 25, 29, 30, 31])
    #expect(summary.issues.contains { $0.line == 30 && $0.message.contains("50% partial credit") })
  }

  @Test func readsMoodlesOwnCRLFFixture() throws {
    let (questions, summary) = try readGIFTFixture("moodle_questions_crlf.gift.txt")
    // Imported: Q2 (line 14, MC), colours (22, multiple response: %50% yellow
    // and off-beige), Q1 (41, FALSE with feedback and general feedback), and
    // two "2-08 TSL" ({T} line 46, {TRUE} line 49). Skipped: Q8 essay (2),
    // Moodle activities matching (5), Q5 numerical (31), Shortanswer (34).
    #expect(questions.map(\.id) == ["q2", "colours", "q1", "2-08-tsl", "2-08-tsl-2"])
    #expect(summary.skipped == 4)
    let skippedLines = summary.issues.filter { $0.message.hasPrefix("skipped") }.compactMap(\.line)
    #expect(skippedLines == [2, 5, 31, 34])
    let q2 = questions[0]
    #expect(q2.prompt["en"] == "What's between orange and green in the spectrum?")
    #expect(q2.choiceTexts == ["yellow", "red", "blue"])
    #expect(q2.rightTexts == ["yellow"])
    let colours = questions[1]
    #expect(colours.kind == .multipleResponse)
    #expect(colours.choiceTexts == ["yellow", "red", "off-beige", "blue"])
    #expect(colours.rightTexts == ["yellow", "off-beige"])
    let q1 = questions[2]
    #expect(q1.kind == .yesNo)
    #expect(q1.correct == ["no"])
    #expect(
      q1.explanation?["en"] == "This is, of course, a Hitchiker's Guide to the Galaxy reference.")
    // Text after the closing brace: Moodle's missing-word blank, kept as Moodle keeps it.
    #expect(q1.prompt["en"] == "42 is the Absolute Answer to everything._____\";")
    #expect(questions[3].correct == ["yes"])
    #expect(questions[4].correct == ["yes"])
    // Per-answer feedback: lines 16-18 (Q2), 24-27 (colours), two on 42 (Q1).
    let feedbackLines = summary.issues.filter { $0.message.contains("feedback") }.compactMap(\.line)
    #expect(feedbackLines == [16, 17, 18, 24, 25, 26, 27, 42, 42])
  }

  @Test func skipsEveryQuestionOfTheEmbeddedClozeBank() throws {
    let (questions, summary) = try readGIFTFixture("EM-U4-p32_33-Review.gift")
    // Parts 1-3 (lines 2, 8, 14) hold several {1:MC:…}/{1:SA:…} gaps each;
    // 4.0 (line 20) has no answers; 4.1-4.6 (lines 25-47) are short answers.
    #expect(questions.isEmpty)
    #expect(summary.skipped == 10)
    let skipped = summary.issues.filter { $0.message.hasPrefix("skipped") }
    #expect(
      skipped.filter { $0.message.contains("embedded-answers") }.compactMap(\.line) == [4, 11, 17])
    #expect(skipped.filter { $0.message.contains("description") }.compactMap(\.line) == [20])
    #expect(
      skipped.filter { $0.message.contains("short-answer") }.compactMap(\.line) == [
        25, 29, 33, 37, 41, 45,
      ])
  }

  @Test func everyFixtureIsRecognisedAsGIFT() throws {
    for name in [
      "giftFormatPhpExamples.gift", "EM-U4-p32_33-Review.gift", "moodle_questions_crlf.gift.txt",
    ] {
      let input = try ImportInput(path: fixture("gift/\(name)"), maxSize: 1 << 20)
      #expect(ImportFormat.detect(prefix: input.prefix) == .gift, "\(name)")
    }
  }
}
