import Foundation
import QuizBankModel
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankPack

struct XMLPackReaderTests {
  typealias S = XMLTestSupport

  @Test func readsTheSamplePackIntoABundle() throws {
    let result = try QuizPackReader().read(.file(TestPaths.sample("packs/movie-classics.xml")))
    #expect(result.diagnostics == [])
    let bundle = try #require(result.bundle)
    #expect(bundle.id == "movie-classics")
    #expect(bundle.version == "1.0.0")
    #expect(bundle.locales == ["en", "ru", "uk", "it"])
    #expect(bundle.defaultLocale == "en")
    #expect(bundle.title["uk"] == "Класика кіно")
    #expect(bundle.description?["it"] == "Tre domande su film che tutti dovrebbero vedere.")
    #expect(
      bundle.settings
        == PlaySettings(roundSize: 3, feedbackDelayMs: 2000, shuffleQuestions: false, mode: .menu))
    #expect(
      bundle.questions.map(\.id) == [
        "shawshank-rating-9", "godfather-director", "spirited-away-rating-8",
      ])
    let first = bundle.questions[0]
    #expect(first.kind == .yesNo)
    #expect(first.correct == ["yes"])
    #expect(first.difficulty == .easy)
    #expect(first.subject == Subject(title: "The Shawshank Redemption", year: 1994))
    #expect(first.image?.source.hasPrefix("https://m.media-amazon.com/") == true)
    #expect(first.image?.alt?["ru"] == "Постер фильма «Побег из Шоушенка»")
    #expect(first.choices.map(\.id) == ["yes", "no"])
    #expect(first.choices[0].text["it"] == "Sì")
    #expect(first.tags == ["decade:1990s", "genre:drama"])
    #expect(
      first.provenance
        == Provenance(
          source: "imdb", sourceId: "tt0111161", rule: "rating-threshold",
          values: [
            "rating": .number(9.3), "threshold": .number(9), "comparison": .string("greater"),
          ]))
    let second = bundle.questions[1]
    #expect(second.kind == .multipleChoice)
    #expect(second.points == 2)
    #expect(second.correct == ["b"])
    #expect(second.provenance == Provenance(source: "hand"))
    #expect(second.explanation == nil)
    #expect(bundle.rounds == [Round(questions: bundle.questions.map(\.id))])
  }

  @Test func keepsTextExactlyAndDistinguishesEmptyFromAbsent() throws {
    let body = """
        <description/>
        <question id="q" kind="multiple-response" correct="b a">
          <prompt><text xml:lang="en">  two  spaces &amp; a&#13;CR </text></prompt>
          <choice id="a"><text xml:lang="en">A</text></choice>
          <choice id="b"><text xml:lang="en"><![CDATA[<b>]]></text></choice>
          <explanation/>
          <provenance source="a&amp;b &lt;c&gt; &#9;t" rule="&quot;r&apos;"><values><boolean name="flag">1</boolean><number name="n"> 1e3 </number></values></provenance>
        </question>
        <rounds/>
      """
    let bundle = try #require(try S.readPack(S.pack(body)).bundle)
    #expect(bundle.description == LocalizedText())
    #expect(bundle.rounds == [])
    let question = bundle.questions[0]
    #expect(question.prompt["en"] == "  two  spaces & a\rCR ")
    #expect(question.choices[1].text["en"] == "<b>")
    #expect(question.correct == ["b", "a"])
    #expect(question.explanation == LocalizedText())
    #expect(question.provenance?.values == ["flag": .bool(true), "n": .number(1000)])
    #expect(question.provenance?.source == "a&b <c> \tt")
    #expect(question.provenance?.rule == "\"r'")
    #expect(question.points == 1)
  }

  @Test func streamsQuestionsOneAtATimeWithTheirIndex() throws {
    let body = (1...5).map { S.yesNo(id: "q\($0)") }.joined(separator: "\n")
    var seen: [String] = []
    let streamed = try QuizPackReader().stream(.bytes(Data(S.pack(body).utf8), name: "p.xml")) {
      question, index in
      seen.append("\(index):\(question.id)")
    }
    #expect(seen == ["0:q1", "1:q2", "2:q3", "3:q4", "4:q5"])
    #expect(streamed.header?.questions == [])
    #expect(streamed.diagnostics == [])
  }

  @Test func reportsSchemaErrorsWithLineAndColumn() throws {
    let body = """
        <question id="q1" kind="yesno" correct="yes">
          <prompt><text xml:lang="en">Is it?</text></prompt>
          <colour>red</colour>
        </question>
      """
    let result = try S.readPack(S.pack(body), name: "bad.xml")
    #expect(result.bundle == nil)
    let lines = S.rendered(result.diagnostics)
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "bad.xml:4:3: error[QBX002]: Element 'question', attribute 'kind': [facet 'enumeration'] The value 'yesno' is not an element of the set"
      ))
    #expect(
      lines[1].hasPrefix(
        "bad.xml:6:5: error[QBX002]: Element 'colour': This element is not expected."))
  }

  /// A question whose prompt has two English texts (the second on line 7 of the pack).
  static func twoEnglishPrompts(attributes: String = "") -> String {
    """
      <question id="q1" kind="yes-no" correct="yes"\(attributes)>
        <prompt>
          <text xml:lang="en">Is it?</text>
          <text xml:lang="en">Really?</text>
        </prompt>
        <choice id="yes"><text xml:lang="en">Yes</text></choice>
      </question>
    """
  }

  @Test func reportsASecondTextForTheSameLocaleAtItsPosition() throws {
    let result = try S.readPack(S.pack(Self.twoEnglishPrompts()), name: "dup.xml")
    #expect(result.bundle == nil)
    #expect(
      S.rendered(result.diagnostics) == [
        "dup.xml:7:7: error[QBX010]: a second text for locale 'en' in <prompt>; each locale may appear once"
      ])
  }

  @Test func refusesAQuestionWithoutARightAnswer() throws {
    let body = """
        <question id="q1" kind="multiple-choice">
          <prompt><text xml:lang="en">Which?</text></prompt>
          <choice id="a"><text xml:lang="en">A</text></choice>
          <choice id="b"><text xml:lang="en">B</text></choice>
        </question>
      """
    let result = try S.readPack(S.pack(body), name: "none.xml")
    #expect(result.bundle == nil)
    #expect(
      S.rendered(result.diagnostics) == [
        "none.xml:4:3: error[QBX010]: question 'q1' has neither correct= nor a choice with correct="
      ])
  }

  @Test func refusesRightAnswersGivenBothWays() throws {
    let body = """
        <question id="q1" kind="multiple-choice" correct="c0">
          <prompt><text xml:lang="en">Which?</text></prompt>
          <choice id="c0"><text xml:lang="en">A</text></choice>
          <choice id="c1" correct="3"><text xml:lang="en">B</text></choice>
        </question>
      """
    let result = try S.readPack(S.pack(body), name: "both.xml")
    #expect(result.bundle == nil)
    #expect(
      S.rendered(result.diagnostics) == [
        "both.xml:4:44: error[QBX010]: question 'q1' gives its right answers both in correct= on <question> and in correct=\"N\" on a choice"
      ])
  }

  @Test func refusesAChoiceCorrectTooLargeToHold() throws {
    for value in ["99999999999999999999999", "18446744073709551616"] {
      let body = """
          <question id="q1" kind="multiple-choice">
            <prompt><text xml:lang="en">Which?</text></prompt>
            <choice id="a b" correct="1"><text xml:lang="en">A</text></choice>
            <choice id="c d" correct="\(value)"><text xml:lang="en">B</text></choice>
          </question>
        """
      let result = try S.readPack(S.pack(body), name: "rank.xml")
      #expect(result.bundle == nil)
      #expect(
        S.rendered(result.diagnostics) == [
          "rank.xml:7:22: error[QBX010]: correct='\(value)' is too large for the place of a right answer"
        ])
    }
  }

  @Test func reportsASchemaErrorAndAContentErrorOfOneFileBoth() throws {
    let body = Self.twoEnglishPrompts(attributes: " colour=\"red\"")
    let result = try S.readPack(S.pack(body), name: "both.xml")
    #expect(result.bundle == nil)
    let lines = S.rendered(result.diagnostics)
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasPrefix(
        "both.xml:4:3: error[QBX002]: Element 'question', attribute 'colour': The attribute 'colour' is not allowed."
      ) == true)
    #expect(
      lines.last
        == "both.xml:7:7: error[QBX010]: a second text for locale 'en' in <prompt>; each locale may appear once"
    )
  }

  /// libxml2 hands text over in pieces around references, CDATA sections and
  /// comments; the reader keeps the text directly inside an element whole,
  /// and leaves out the text of an element the schema does not allow there.
  @Test func keepsTextWholeAcrossReferencesCDATAAndComments() throws {
    let body = """
        <question id="q1" kind="yes-no" correct="yes">
          <prompt><text xml:lang="en">A &amp; B<!-- c --> &lt;C&gt; <![CDATA[x & <y>]]> &#233;&#x1F3AC;</text></prompt>
          <subject year="1994">Sub<?pi x?>ject</subject>
          <choice id="yes"><text xml:lang="en">Y<b>not this</b>es</text></choice>
          <choice id="no"><text xml:lang="en">No</text></choice>
          <tag>a&amp;b</tag>
        </question>
      """
    var questions: [Question] = []
    let streamed = try QuizPackReader().stream(.bytes(Data(S.pack(body).utf8), name: "t.xml")) {
      question, _ in questions.append(question)
    }
    // The <b> inside a text is a schema error; the question is still read.
    #expect(streamed.diagnostics.map(\.code) == ["QBX002"])
    let question = try #require(questions.first)
    #expect(questions.count == 1)
    #expect(question.prompt["en"] == "A & B <C> x & <y> \u{E9}\u{1F3AC}")
    #expect(question.subject?.title == "Subject")
    #expect(question.choices.map { $0.text["en"] } == ["Yes", "No"])
    #expect(question.tags == ["a&b"])
  }

  /// A question whose provenance holds `values` (they start on line 7, column 39).
  static func provenanceValues(_ values: String, correct: String = "yes") -> String {
    """
      <question id="q1" kind="yes-no" correct="\(correct)">
        <prompt><text xml:lang="en">Is it?</text></prompt>
        <choice id="yes"><text xml:lang="en">Yes</text></choice>
        <provenance source="hand"><values>\(values)</values></provenance>
      </question>
    """
  }

  /// Reads `body` question by question: the questions (read even when the pack
  /// has content errors) and the diagnostics as lines.
  static func streamed(_ body: String, name: String) throws -> ([Question], [String]) {
    var questions: [Question] = []
    let streamed = try QuizPackReader().stream(.bytes(Data(S.pack(body).utf8), name: name)) {
      question, _ in questions.append(question)
    }
    return (questions, S.rendered(streamed.diagnostics))
  }

  @Test func reportsASecondValueOfTheSameNameAndKeepsTheFirst() throws {
    let body = Self.provenanceValues(#"<number name="n">1</number><number name="n">2</number>"#)
    let (questions, lines) = try Self.streamed(body, name: "dup.xml")
    #expect(
      lines == ["dup.xml:7:66: error[QBX010]: a second value named 'n'; each name may appear once"])
    #expect(questions.first?.provenance?.values == ["n": .number(1)])
  }

  @Test func reportsASecondValueOfTheSameNameBeforeItsOwnValue() throws {
    // The second value is not a finite number either; only the repeat is reported.
    let body = Self.provenanceValues(#"<string name="n">x</string><number name="n">INF</number>"#)
    let (questions, lines) = try Self.streamed(body, name: "dup.xml")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("dup.xml:7:66: error[QBX002]: Element 'number'") == true)
    #expect(
      lines.last
        == "dup.xml:7:66: error[QBX010]: a second value named 'n'; each name may appear once"
    )
    #expect(questions.first?.provenance?.values == ["n": .string("x")])
  }

  @Test func reportsANumberValueThatIsNotFinite() throws {
    let body = Self.provenanceValues(
      #"<number name="n">-INF</number><boolean name="b">0</boolean>"#)
    let (questions, lines) = try Self.streamed(body, name: "inf.xml")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("inf.xml:7:39: error[QBX002]: Element 'number'") == true)
    #expect(lines.last == "inf.xml:7:39: error[QBX010]: '-INF' is not a finite number")
    #expect(questions.first?.provenance?.values == ["b": .bool(false)])
  }

  @Test func splitsTheRightAnswersAtXMLWhiteSpaceOnly() throws {
    // One id (no white space), ids apart by a tab and a line feed given as
    // references, and an id with a non-ASCII letter.
    let cases: [(String, [String])] = [
      ("yes", ["yes"]), ("a&#9;b&#10;c", ["a", "b", "c"]), ("\u{E9}t\u{E9}", ["\u{E9}t\u{E9}"]),
      ("  yes ", ["yes"]),
    ]
    for (correct, expected) in cases {
      let (questions, _) = try Self.streamed(
        Self.provenanceValues("", correct: correct), name: "c.xml")
      #expect(questions.first?.correct == expected, "correct=\"\(correct)\"")
    }
  }

  @Test func refusesAFileThatIsNotAPack() throws {
    let result = try S.readPack("<quiz><question/></quiz>\n", name: "quiz.xml")
    #expect(result.bundle == nil)
    #expect(
      S.rendered(result.diagnostics).first?.hasPrefix(
        "quiz.xml:1:1: error[QBX002]: Element 'quiz': No matching global declaration available for the validation root."
      ) == true)
  }
}
