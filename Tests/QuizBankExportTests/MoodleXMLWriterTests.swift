import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

struct MoodleXMLWriterTests {
  @Test func writesCategoryTrueFalseAndMultichoice() throws {
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(correct: "no"), ExportSamples.plainChoice(),
    ])
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <quiz>
        <question type="category">
          <category><text>$course$/movie-night</text></category>
        </question>
        <question type="truefalse">
          <name><text>q1</text></name>
          <questiontext format="html">
            <text><![CDATA[<p>Is this film's rating greater than 8?</p>]]></text>
          </questiontext>
          <defaultgrade>1</defaultgrade>
          <idnumber>q1</idnumber>
          <answer fraction="0" format="moodle_auto_format"><text>true</text></answer>
          <answer fraction="100" format="moodle_auto_format"><text>false</text></answer>
        </question>
        <question type="multichoice">
          <name><text>q2</text></name>
          <questiontext format="html">
            <text><![CDATA[<p>Which film won Best Picture in 1995?</p>]]></text>
          </questiontext>
          <defaultgrade>1</defaultgrade>
          <idnumber>q2</idnumber>
          <single>true</single>
          <shuffleanswers>0</shuffleanswers>
          <answernumbering>abc</answernumbering>
          <answer fraction="0" format="plain_text"><text>Pulp Fiction</text></answer>
          <answer fraction="100" format="plain_text"><text>Forrest Gump</text></answer>
          <answer fraction="0" format="plain_text"><text>The Shawshank Redemption</text></answer>
        </question>
      </quiz>

      """
    let result = try ExportSamples.export(bundle, .moodleXML)
    #expect(String(decoding: result.data, as: UTF8.self) == expected)
    #expect(result.report.isLossless)
  }

  @Test func embedsLocalImagesAsBase64WithPluginfileReference() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"]), .moodleXML)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("<img src=\"@@PLUGINFILE@@/godfather.jpg\" alt=\"Poster\">"))
    #expect(
      text.contains(
        "<file name=\"godfather.jpg\" path=\"/\" encoding=\"base64\">\(ExportSamples.imageBytes.base64EncodedString())</file>"
      ))
    #expect(text.contains("<defaultgrade>3</defaultgrade>"))
    #expect(
      text.contains(
        "<generalfeedback format=\"html\"><text>It is rated 9.2.</text></generalfeedback>"))
    #expect(text.contains("<tag><text>genre:crime</text></tag>"))
    #expect(
      ExportSamples.kinds(result, "godfather") == [.locale, .subject, .difficulty, .provenance])
  }

  @Test func referencesRemoteImagesByURL() throws {
    var question = ExportSamples.plainYesNo()
    question.image = ImageReference(source: "https://example.org/p.jpg?a=1&b=2")
    let result = try ExportSamples.export(ExportSamples.bundle([question]), .moodleXML)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("<img src=\"https://example.org/p.jpg?a=1&amp;b=2\" alt=\"\">"))
    #expect(!text.contains("<file "))
    #expect(result.report.isLossless)
  }

  @Test func givesEveryRightChoiceCountFromOneToTwentyGradesThatSumTo100() throws {
    let accepted = Set(MoodleFraction.positive + ["0"] + MoodleFraction.positive.map { "-" + $0 })
    for count in 1...20 {
      let correct = (0..<(count + 1)).map { $0 < count }
      guard
        case .fractions(let fractions, let even) = MoodleFraction.grades(
          correct: correct, multipleResponse: true)
      else {
        Issue.record("\(count) right: no grades")
        continue
      }
      #expect(fractions.allSatisfy(accepted.contains), "\(count) right: \(fractions)")
      #expect(fractions.last == "-100", "\(count) right: the wrong choice")
      let sum = fractions.prefix(count).map { Double($0)! }.reduce(0, +)
      #expect(abs(sum - 100) < 0.001, "\(count) right: \(fractions) sum to \(sum)")
      // 100/k is on the list for k = 1 … 10; twenty get 5 each.
      #expect(even == ((1...10).contains(count) || count == 20), "\(count) right")
    }
    #expect(
      MoodleFraction.grades(correct: [true, false, true, true], multipleResponse: true)
        == .fractions(["33.33333", "-100", "33.33333", "33.33333"], even: true))
    #expect(
      MoodleFraction.grades(correct: Array(repeating: true, count: 21), multipleResponse: true)
        == .impossible(rightCount: 21))
    #expect(
      MoodleFraction.grades(correct: [false, true], multipleResponse: false)
        == .fractions(["0", "100"], even: true))
  }

  @Test func reportsPartialCreditForMultipleResponse() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.plainResponse()]), .moodleXML)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("<single>false</single>"))
    #expect(
      text.contains(
        "<answer fraction=\"50\" format=\"plain_text\"><text>The Shining</text></answer>"))
    #expect(
      text.contains("<answer fraction=\"-100\" format=\"plain_text\"><text>Jaws</text></answer>"))
    #expect(ExportSamples.kinds(result, "q3") == [.scoring])
  }

  @Test func reportsUnevenSharesWhenMoodleCannotSplit100Evenly() throws {
    let choices = (0..<12).map { Choice(id: "c\($0)", text: ["en": "Choice \($0)"]) }
    let question = Question(
      id: "many", kind: .multipleResponse, prompt: ["en": "Pick eleven"], choices: choices,
      correct: Array(choices.prefix(11).map(\.id)))
    let result = try ExportSamples.export(ExportSamples.bundle([question]), .moodleXML)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.components(separatedBy: "<answer fraction=\"10\" ").count - 1 == 9)
    #expect(text.components(separatedBy: "<answer fraction=\"5\" ").count - 1 == 2)
    #expect(text.contains("<answer fraction=\"-100\" format=\"plain_text\"><text>Choice 11</text>"))
    #expect(ExportSamples.kinds(result, "many") == [.scoring, .scoring])
    #expect(
      result.report.losses.last?.message
        == "11 right choices: Moodle's grades cannot split 100% evenly; 9 get 10% and 2 get 5%")
  }

  @Test(arguments: [ExportFormat.moodleXML, .gift])
  func leavesOutAQuestionWithMoreThanTwentyRightChoices(format: ExportFormat) throws {
    let choices = (0..<22).map { Choice(id: "c\($0)", text: ["en": "Choice \($0)"]) }
    let question = Question(
      id: "too-many", kind: .multipleResponse, prompt: ["en": "Pick 21"], choices: choices,
      correct: Array(choices.prefix(21).map(\.id)))
    let result = try ExportSamples.export(
      ExportSamples.bundle([question, ExportSamples.plainChoice()]), format)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(!text.contains("Pick 21"))
    #expect(!text.contains("too-many"))
    #expect(text.contains("Which film won Best Picture in 1995?"))
    #expect(
      result.report.losses == [
        ExportLoss(
          questionId: "too-many", kind: .scoring,
          message:
            "21 right choices: no grades from Moodle's list add up to 100% (the smallest is 5%, so at most 20 right choices); the question is left out"
        )
      ])
  }

  @Test(.requires(.xmllint)) func escapesMarkupInTextAndIsWellFormed() throws {
    var question = ExportSamples.plainChoice()
    question.prompt = ["en": "Is <i>Alien</i> & \"Aliens\" ]]> better?"]
    question.choices[0].text = ["en": "<none> & more"]
    let data = try ExportSamples.export(ExportSamples.bundle([question]), .moodleXML).data
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(
        "<![CDATA[<p>Is &lt;i&gt;Alien&lt;/i&gt; &amp; &quot;Aliens&quot; ]]&gt; better?</p>]]>"))
    #expect(text.contains("<text>&lt;none&gt; &amp; more</text>"))
    let file = try ToolRunner.temporaryFile(data, name: "moodle.xml")
    let lint = try ToolRunner.run("xmllint", ["--noout", file.path])
    #expect(lint.status == 0, "\(lint.output)")
  }
}

extension MoodleXMLWriterTests {
  @Test func reportsTextMissingInTheChosenLocale() throws {
    var question = ExportSamples.rich()
    question.explanation = ["en": "Only in English."]
    let result = try ExportSamples.export(
      ExportSamples.bundle([question], locales: ["en", "it"]), .moodleXML, locale: "it")
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("<text>Only in English.</text>"))
    #expect(
      result.report.losses.filter { $0.kind == .locale }.map(\.message) == [
        "text in en is dropped (exported it)",
        "some text has no it version: the en text is exported instead",
      ])
  }
}
