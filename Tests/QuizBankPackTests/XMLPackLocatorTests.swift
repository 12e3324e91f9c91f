import Foundation
import QuizBankModel
import QuizBankPackTestSupport
import Testing

@testable import QuizBankPack

struct XMLPackLocatorTests {
  @Test func mapsBundlePointersToPackElements() {
    let cases: [(String, String)] = [
      ("", "/pack[1]"),
      ("/id", "/pack[1]/@id"),
      ("/defaultLocale", "/pack[1]/@default-locale"),
      ("/title/ru", "/pack[1]/title[1]/text[@xml:lang='ru']"),
      ("/settings/feedbackDelayMs", "/pack[1]/settings[1]/@feedback-delay-ms"),
      ("/questions/2", "/pack[1]/question[3]"),
      ("/questions/0/correct/1", "/pack[1]/question[1]/@correct"),
      ("/questions/0/choices/1/text/it", "/pack[1]/question[1]/choice[2]/text[@xml:lang='it']"),
      ("/questions/0/image/alt/en", "/pack[1]/question[1]/image[1]/alt[1]/text[@xml:lang='en']"),
      ("/questions/0/subject/year", "/pack[1]/question[1]/subject[1]/@year"),
      ("/questions/0/tags/1", "/pack[1]/question[1]/tag[2]"),
      ("/questions/0/provenance/sourceId", "/pack[1]/question[1]/provenance[1]/@source-id"),
      (
        "/questions/0/provenance/values/rating",
        "/pack[1]/question[1]/provenance[1]/values[1]/*[@name='rating']"
      ),
      ("/rounds/0/questions/2", "/pack[1]/rounds[1]/round[1]/ref[3]/@question"),
    ]
    for (pointer, expected) in cases {
      #expect(QuizPackLocator.path(forPointer: pointer).description == expected, "\(pointer)")
      #expect(QuizPackLocator.parse(xmlPath: expected) == QuizPackLocator.path(forPointer: pointer))
    }
  }

  @Test func locatesFindingsAboutTheBundleInTheXML() {
    let text = XMLTestSupport.pack(
      XMLTestSupport.yesNo(id: "q1") + "\n"
        + XMLTestSupport.yesNo(id: "q2", extra: "\n    <tag>x</tag>"))
    let locator = QuizPackLocator(source: .bytes(Data(text.utf8), name: "p.xml"))
    func finding(_ pointer: String) -> Diagnostic {
      Diagnostic(
        severity: .error, code: "QB000", message: "m",
        location: SourceLocation(file: "p.xml", path: pointer))
    }
    let located = locator.locate([
      finding("/questions/1/correct"), finding("/questions/1/choices/1/text/en"),
      finding("/questions/1/tags/0"),
      finding("/questions/1/explanation/en"), finding("/version"),
    ])
    #expect(
      located.map(\.location.description) == [
        "p.xml:9:35", "p.xml:12:21", "p.xml:13:5", "p.xml:9:3", "p.xml:2:57",
      ])
    #expect(located[0].location.path == "/questions/1/correct")
  }

  @Test func scannerSkipsCommentsCDATAAndCountsColumnsInCharacters() {
    let text =
      "<?xml version=\"1.0\"?>\r\n<!-- <pack> -->\r\n<pack a='>'><![CDATA[<question>]]>Ω<question id=\"x\"/></pack>"
    var scanner = XMLPositionScanner()
    let path = scanner.request(XMLPath([.init("pack"), .init("question")], attribute: "id"))
    let line = scanner.request(line: 3, element: "question")
    let answers = Array(text.utf8).withUnsafeBytes { scanner.resolve($0) }
    #expect(answers.paths[path] == .init(line: 3, column: 46))
    #expect(answers.lines[line] == .init(line: 3, column: 36))
  }
}
