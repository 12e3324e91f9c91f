import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

struct XMLPackWriterTests {
  static let bundle: QuizBundle = {
    var bundle = ExportSamples.bundle(
      [ExportSamples.rich(), ExportSamples.plainChoice(), ExportSamples.plainResponse()],
      locales: ["en", "it"])
    bundle.description = ["en": "Three questions", "it": "Tre domande"]
    bundle.createdAt = "2026-11-21T05:00:00Z"
    bundle.rounds = [Round(questions: ["godfather", "q2"])]
    bundle.settings = PlaySettings(
      roundSize: 2, feedbackDelayMs: 2000, shuffleQuestions: false, mode: .menu)
    return bundle
  }()

  @Test func writesEveryMemberOfTheBundle() throws {
    let result = try ExportSamples.export(Self.bundle, .xmlPack)
    let text = String(decoding: result.data, as: UTF8.self)
    let digest = try BundleDigest.compute(for: Self.bundle)
    #expect(
      text.hasPrefix(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <pack xmlns="https://quizbank.dev/ns/quizpack/1" id="movie-night" version="1.0.0" default-locale="en" locales="en it" created-at="2026-11-21T05:00:00Z" digest="\(digest)">
          <title>
            <text xml:lang="en">Movie night</text>
            <text xml:lang="it">Serata cinema</text>
          </title>
          <description>
        """))
    let question = """
        <question id="godfather" kind="yes-no" correct="yes" points="3" difficulty="easy">
          <prompt>
            <text xml:lang="en">Is this film's rating greater than 9?</text>
            <text xml:lang="it">Il voto è maggiore di 9?</text>
          </prompt>
          <subject year="1972">The Godfather</subject>
          <image source="assets/godfather.jpg" sha256="\(String(repeating: "a", count: 64))">
            <alt>
              <text xml:lang="en">Poster</text>
              <text xml:lang="it">Locandina</text>
            </alt>
          </image>
      """
    #expect(text.contains(question))
    #expect(
      text.contains(
        "<settings round-size=\"2\" feedback-delay-ms=\"2000\" shuffle-questions=\"false\" shuffle-choices=\"false\" mode=\"menu\"/>"
      ))
    #expect(text.contains("<tag>genre:crime</tag>\n    <tag>decade:1970s</tag>"))
    #expect(
      text.contains(
        "<provenance source=\"imdb\" source-id=\"tt0068646\" rule=\"rating-threshold\">\n      <values>\n        <string name=\"comparison\">greater</string>\n        <number name=\"rating\">9.2</number>\n        <number name=\"threshold\">9</number>"
      ))
    #expect(
      text.contains(
        "<rounds>\n    <round>\n      <ref question=\"godfather\"/>\n      <ref question=\"q2\"/>\n    </round>\n  </rounds>"
      ))
    #expect(result.report.isLossless)
    #expect(result.report.locale == nil)
  }

  @Test(.requires(.xmllint)) func validatesAgainstTheQuizPackSchema() throws {
    var odd = ExportSamples.plainChoice(id: "odd")
    odd.prompt = ["en": "Tabs\tand\r\nbreaks & <marks> \"quoted\""]
    odd.tags = ["with space"]
    var bundle = Self.bundle
    bundle.questions.append(odd)
    let file = try ToolRunner.temporaryFile(
      try ExportSamples.export(bundle, .xmlPack).data, name: "pack.xml")
    let schema = TestPaths.packageRoot.appendingPathComponent("schemas/quizpack-v1.xsd")
    let lint = try ToolRunner.run("xmllint", ["--noout", "--schema", schema.path, file.path])
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.output.contains("validates"))
  }
}
