import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

struct GIFTWriterTests {
  @Test func writesEachKindWithOneBlankLineBetweenQuestions() throws {
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(), ExportSamples.plainChoice(), ExportSamples.plainResponse(),
    ])
    let expected = """
      $CATEGORY: $course$/movie-night

      // [id:q1]
      ::q1::Is this film's rating greater than 8? {TRUE}

      // [id:q2]
      ::q2::Which film won Best Picture in 1995? {
      ~Pulp Fiction
      =Forrest Gump
      ~The Shawshank Redemption
      }

      // [id:q3]
      ::q3::Which of these films did Kubrick direct? {
      ~%50%The Shining
      ~%-100%Jaws
      ~%50%Barry Lyndon
      }

      """
    #expect(try ExportSamples.text(bundle, .gift) == expected)
  }

  @Test func escapesEverySpecialCharacterAndLineBreaks() throws {
    var question = ExportSamples.plainChoice(id: "odd:id")
    question.prompt = ["en": "Ratio 2:1 = {wide} ~ #1 \\ end\nsecond line"]
    question.choices[0].text = ["en": "a=b"]
    let text = try ExportSamples.text(ExportSamples.bundle([question]), .gift)
    #expect(
      text.contains("::odd\\:id::Ratio 2\\:1 \\= \\{wide\\} \\~ \\#1 \\\\ end\\nsecond line {"))
    #expect(text.contains("\n~a\\=b\n"))
    let parsed = try GIFTGrammar.parse(text)
    #expect(parsed.blocks.first?.text == "Ratio 2:1 = {wide} ~ #1 \\ end\nsecond line")
    #expect(parsed.blocks.first?.title == "odd:id")
  }

  @Test func marksTextThatLooksLikeHTMLAsPlain() throws {
    var question = ExportSamples.plainYesNo()
    question.prompt = ["en": "Is <b>Alien</b> & Aliens rated higher?"]
    let text = try ExportSamples.text(ExportSamples.bundle([question]), .gift)
    #expect(text.contains("::q1::[plain]Is <b>Alien</b> & Aliens rated higher? {TRUE}"))
  }

  @Test func writesRemoteImagesAsHTMLAndReportsLocalOnesLost() throws {
    var remote = ExportSamples.plainYesNo(id: "remote")
    remote.image = ImageReference(source: "https://example.org/a.jpg", alt: ["en": "A & B"])
    var local = ExportSamples.plainYesNo(id: "local")
    local.image = ImageReference(source: "assets/godfather.jpg")
    let result = try ExportSamples.export(ExportSamples.bundle([remote, local]), .gift)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(
      text.contains(
        "::remote::[html]Is this film's rating greater than 8?<br><img src\\=\"https\\://example.org/a.jpg\" alt\\=\"A &amp; B\"> {TRUE}"
      ))
    #expect(ExportSamples.kinds(result, "remote").isEmpty)
    #expect(ExportSamples.kinds(result, "local") == [.image])
    #expect(!text.contains("godfather.jpg"))
  }

  @Test func carriesTagsInTheIdCommentAndExplanationAsGeneralFeedback() throws {
    let result = try ExportSamples.export(
      ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"]), .gift)
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("// [id:godfather] [tag:genre:crime] [tag:decade:1970s]\n"))
    #expect(text.contains("{TRUE####It is rated 9.2.}"))
    #expect(
      ExportSamples.kinds(result, "godfather") == [
        .locale, .subject, .points, .difficulty, .provenance, .image,
      ])
  }

  @Test func writesTheChosenLocale() throws {
    let text = try ExportSamples.text(
      ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"]), .gift, locale: "it")
    #expect(text.contains("::godfather::Il voto è maggiore di 9? {TRUE####Ha un voto di 9,2.}"))
  }

  @Test func sampleBundleFollowsTheGrammarQuestionByQuestion() throws {
    var special = ExportSamples.plainChoice(id: "special")
    special.prompt = ["en": "Which {film} has a ~tilde~, #hash, a=b and 1:2?"]
    special.choices[1].text = ["en": "C:\\Films\\#1"]
    special.explanation = ["en": "Because = reasons {really}"]
    let bundle = ExportSamples.bundle([
      ExportSamples.plainYesNo(), ExportSamples.plainYesNo(id: "no-one", correct: "no"),
      ExportSamples.plainChoice(), ExportSamples.plainResponse(), special,
    ])
    let parsed = try GIFTGrammar.parse(try ExportSamples.text(bundle, .gift))
    #expect(parsed.category == "$course$/movie-night")
    try #require(parsed.blocks.count == bundle.questions.count)
    for (block, question) in zip(parsed.blocks, bundle.questions) {
      #expect(block.title == question.id)
      #expect(block.comments == ["// [id:\(question.id)]"])
      #expect(block.text == question.prompt["en"])
      #expect(block.feedback == question.explanation?["en"])
      switch question.kind {
      case .yesNo:
        #expect(block.trueFalse == (question.correct == ["yes"]))
      case .multipleChoice:
        #expect(block.answers.map(\.text) == question.choices.map { $0.text["en"]! })
        #expect(
          block.answers.map(\.mark)
            == question.choices.map { question.correct.contains($0.id) ? "=" : "~" })
      case .multipleResponse:
        #expect(block.answers.map(\.text) == question.choices.map { $0.text["en"]! })
        let weights = block.answers.compactMap(\.weight).compactMap(Double.init)
        #expect(abs(weights.filter { $0 > 0 }.reduce(0, +) - 100) < 0.01)
      }
    }
  }
}

extension GIFTWriterTests {
  @Test func shippedSampleBundleFollowsTheGrammarQuestionByQuestion() throws {
    let url = TestPaths.sample("bundles/movie-night.json")
    let bundle = try BundleReader().read(from: url)
    let exporter = BundleExporter(
      images: FolderExportAssets(folder: url.deletingLastPathComponent()))
    let text = String(
      decoding: try exporter.export(bundle, options: ExportOptions(format: .gift)).data,
      as: UTF8.self)
    let parsed = try GIFTGrammar.parse(text)
    #expect(parsed.category == "$course$/\(bundle.id)")
    try #require(parsed.blocks.count == bundle.questions.count)
    for (block, question) in zip(parsed.blocks, bundle.questions) {
      #expect(block.title == question.id)
      #expect(block.comments.first?.hasPrefix("// [id:\(question.id)]") == true)
      let prompt = question.prompt["en"] ?? ""
      if question.image?.isRemote == true {
        #expect(block.markup == "[html]")
        #expect(
          block.text.hasPrefix(prompt.replacingOccurrences(of: "&", with: "&amp;")),
          "\(question.id)")
        #expect(block.text.contains("<img src=\"\(question.image!.source)\""), "\(question.id)")
      } else {
        #expect(block.text == prompt, "\(question.id)")
      }
      if question.kind == .yesNo {
        #expect(block.trueFalse == (question.correct == ["yes"]), "\(question.id)")
      } else {
        #expect(
          block.answers.map(\.text) == question.choices.map { $0.text["en"] ?? "" },
          "\(question.id)")
        #expect(
          block.answers.filter { $0.mark == "=" }.count == question.correct.count, "\(question.id)")
      }
    }
  }
}
