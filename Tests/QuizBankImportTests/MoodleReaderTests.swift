import Crypto
import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

@Suite(
  .requires(.fixtures))
struct MoodleFixtureTests {
  static func read(_ name: String) throws -> MoodleReader.Result {
    try MoodleReader().read(.file(TestPaths.fixture("moodle-xml/\(name)")))
  }

  @Test func importsTrueFalseQuestionsWithTheirImagesAsAssets() throws {
    let result = try Self.read("truefalse_crlf.xml")
    // The general feedback's picture and the answers' feedback are not carried: said, per question.
    #expect(
      result.diagnostics.map(\.message) == [
        "question \"Moodle acronym (False)\": the picture file infos.jpg (<file>) is not carried: a bundle question holds one picture, no second picture",
        "question \"Moodle acronym (False)\": the feedback of 2 answer(s) is not carried: a bundle question has one explanation (from <generalfeedback>)",
        "question \"Moodle acronym (True)\": the picture file infos.jpg (<file>) is not carried: a bundle question holds one picture, no second picture",
        "question \"Moodle acronym (True)\": the feedback of 2 answer(s) is not carried: a bundle question has one explanation (from <generalfeedback>)",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(result.imported == 2)
    #expect(result.skipped == 0)
    let bundle = try #require(result.bundle)
    #expect(bundle.id == "truefalse-crlf")
    #expect(bundle.locales == ["en"])
    #expect(bundle.questions.map(\.id) == ["moodle-acronym-false", "moodle-acronym-true"])
    let first = bundle.questions[0]
    #expect(first.kind == .yesNo)
    #expect(
      first.prompt["en"]
        == "Moodle is an acronym for Modular Object-Oriented Dynamic Learning Education.")
    #expect(
      first.choices == [
        Choice(id: "yes", text: ["en": "True"]), Choice(id: "no", text: ["en": "False"]),
      ])
    #expect(first.correct == ["no"])
    #expect(bundle.questions[1].correct == ["yes"])
    #expect(first.tags == ["category:Default for testhead/TrueFalse"])
    #expect(
      first.explanation?["en"] == "For further information, see the documentation about Moodle.")
    #expect(
      first.provenance == Provenance(source: "moodle-xml", sourceId: "Moodle acronym (False)"))
    // Both questions show the same logo: one asset, referenced by both.
    #expect(result.assets.count == 1)
    let asset = try #require(result.assets.first)
    #expect(asset.path.hasPrefix("assets/") && asset.path.hasSuffix("-logo.jpg"))
    #expect(asset.data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
    #expect(
      asset.sha256 == SHA256.hash(data: asset.data).map { String(format: "%02x", $0) }.joined())
    #expect(
      first.image
        == ImageReference(source: asset.path, sha256: asset.sha256, alt: ["en": "Moodle logo"]))
    #expect(bundle.questions[1].image == first.image)
  }

  @Test func turnsNestedCategoriesIntoTagsAndWarnsAboutTheEssay() throws {
    let result = try Self.read("nested_categories_with_questions_crlf.xml")
    #expect(result.imported == 4)
    #expect(result.skipped == 1)
    let bundle = try #require(result.bundle)
    #expect(
      bundle.questions.map(\.prompt["en"]) == [
        "Testing Iota Question", "Testing Kappa Question", "Testing Lambda Question",
        "Testing Mu Question",
      ])
    #expect(
      bundle.questions.map(\.tags) == [
        ["category:Iota"], ["category:Iota/Kappa"], ["category:Iota/Kappa/Lambda"],
        ["category:Iota/Mu"],
      ])
    #expect(bundle.questions.allSatisfy { $0.correct == ["yes"] && $0.explanation == nil })
    #expect(
      XMLTestSupport.rendered(result.diagnostics) == [
        "\(TestPaths.fixture("moodle-xml/nested_categories_with_questions_crlf.xml").relativePath):53:3: warning[QBX020]: question type 'essay' is not supported; question \"Kappa Essay Question\" skipped"
      ])
  }

  @Test func malformedFileFailsAtTheUnquotedAttribute() throws {
    let url = TestPaths.fixture("moodle-xml/malformed_multichoice_question.xml")
    let result = try MoodleReader().read(.file(url))
    #expect(result.bundle == nil)
    #expect(result.imported == 0)
    let first = try #require(result.diagnostics.first)
    #expect(
      XMLTestSupport.rendered([first]) == [
        "\(url.relativePath):2:16: error[QBX001]: AttValue: \" or ' expected"
      ])
  }
}

struct MoodleReaderTests {
  static func quiz(_ body: String) -> Data {
    Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n\(body)\n</quiz>\n".utf8)
  }

  static func multichoice(single: Bool, answers: [(Int, String)], name: String = "Pick") -> String {
    let items = answers.map {
      "    <answer fraction=\"\($0.0)\" format=\"html\"><text><![CDATA[\($0.1)]]></text></answer>"
    }
    return """
        <question type="multichoice">
          <name><text>\(name)</text></name>
          <questiontext format="html"><text><![CDATA[<p>Caf&eacute; &amp; cr&egrave;me&nbsp;br&ucirc;l&eacute;e?</p>]]></text></questiontext>
          <defaultgrade>2.0000000</defaultgrade>
          <single>\(single)</single>
      \(items.joined(separator: "\n"))
        </question>
      """
  }

  @Test func singleAnswerMultichoiceDecodesHTMLEntities() throws {
    let data = Self.quiz(
      Self.multichoice(
        single: true, answers: [(0, "<b>Tea</b>"), (100, "Cr&egrave;me"), (0, "Milk")]))
    let result = try MoodleReader(options: .init(id: "drinks", locale: "fr")).read(
      .bytes(data, name: "q.xml"))
    let question = try #require(result.bundle?.questions.first)
    #expect(result.bundle?.id == "drinks")
    #expect(question.kind == .multipleChoice)
    #expect(question.prompt["fr"] == "Café & crème brûlée?")
    #expect(question.choices.map(\.id) == ["a", "b", "c"])
    #expect(question.choices.map { $0.text["fr"] } == ["Tea", "Crème", "Milk"])
    #expect(question.correct == ["b"])
    #expect(question.points == 2)
  }

  @Test func multipleAnswersWithCreditBecomeMultipleResponse() throws {
    let data = Self.quiz(
      Self.multichoice(single: false, answers: [(50, "A"), (-50, "B"), (50, "C")]))
    let question = try #require(
      try MoodleReader().read(.bytes(data, name: "q.xml")).bundle?.questions.first)
    #expect(question.kind == .multipleResponse)
    #expect(question.correct == ["a", "c"])
  }

  @Test func multipleModeWithOneRightAnswerStaysMultipleChoice() throws {
    let data = Self.quiz(Self.multichoice(single: false, answers: [(0, "A"), (100, "B")]))
    let question = try #require(
      try MoodleReader().read(.bytes(data, name: "q.xml")).bundle?.questions.first)
    #expect(question.kind == .multipleChoice)
    #expect(question.correct == ["b"])
  }

  @Test func warnsWhenAnIdNumberIsUsedAgain() throws {
    let question = Self.multichoice(single: true, answers: [(0, "A"), (100, "B")])
      .replacingOccurrences(of: "<single>", with: "<idnumber>x</idnumber>\n    <single>")
    let result = try MoodleReader().read(
      .bytes(Self.quiz(question + "\n" + question), name: "q.xml"))
    #expect(result.bundle?.questions.map(\.id) == ["x", "x-2"])
    #expect(
      XMLTestSupport.rendered(result.diagnostics) == [
        "q.xml:12:3: warning[QBX021]: question \"Pick\": id x is used again; this one becomes x-2"
      ])
  }

  @Test func questionWithoutCreditIsSkippedWithAWarning() throws {
    let data = Self.quiz(
      Self.multichoice(single: true, answers: [(0, "A"), (0, "B")], name: "Nothing right"))
    let result = try MoodleReader().read(.bytes(data, name: "q.xml"))
    #expect(result.imported == 0)
    #expect(result.skipped == 1)
    #expect(
      XMLTestSupport.rendered(result.diagnostics) == [
        "q.xml:3:3: warning[QBX021]: multichoice question \"Nothing right\" skipped: no answer carries credit (every fraction is 0 or less)"
      ])
  }

  @Test func everyUnsupportedTypeIsCountedAndNamed() throws {
    let body = ["matching", "shortanswer", "numerical"].map {
      "  <question type=\"\($0)\"><name><text>\($0) one</text></name></question>"
    }
    let result = try MoodleReader().read(
      .bytes(Self.quiz(body.joined(separator: "\n")), name: "q.xml"))
    #expect(result.skipped == 3)
    #expect(result.bundle?.questions == [])
    #expect(result.diagnostics.map(\.location.line) == [3, 4, 5])
    #expect(
      result.diagnostics.map(\.message) == [
        "question type 'matching' is not supported; question \"matching one\" skipped",
        "question type 'shortanswer' is not supported; question \"shortanswer one\" skipped",
        "question type 'numerical' is not supported; question \"numerical one\" skipped",
      ])
  }

  @Test func aFileThatIsNotAQuizIsRefused() throws {
    let result = try MoodleReader().read(
      .bytes(Data("<html><body/></html>".utf8), name: "page.xml"))
    #expect(result.bundle == nil)
    #expect(
      XMLTestSupport.rendered(result.diagnostics) == [
        "page.xml:1:1: error[QBX022]: the root element is <html>, not <quiz>: this is not a Moodle XML question file"
      ])
  }

  @Test func assetsAreWrittenUnderTheBundleFolder() throws {
    let folder = try TestPaths.temporaryDirectory("moodle-assets")
    let asset = BundleAsset(name: "my logo.png", data: Data([1, 2, 3]))
    #expect(asset.path == "assets/039058c6f2c0cb49-my_logo.png")
    try asset.write(under: folder)
    #expect(try Data(contentsOf: folder.appendingPathComponent(asset.path)) == Data([1, 2, 3]))
  }
}
