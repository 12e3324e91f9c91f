import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// Every bundle `qbank validate` accepts exports to a pack that passes
/// `schemas/quizpack-v1.xsd` and reads back as the same questions, whatever its
/// ids (issue 13, Export item 3); what XML cannot hold is reported, not dropped silently.
struct PackIdConformanceTests {
  /// Ids the bundle schema's `\S` allows and the old pack pattern `\S+` refused.
  static let oddIDs = [
    "Weird ID 1", " leading and trailing ", "tab\there", "line\nbreak", "crlf\r\nend",
    "ünïcödé идентификатор 名前", "punct !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
  ]

  /// A bundle whose question, choice and round ids are all odd, generated here.
  static func oddBundle() -> QuizBundle {
    var questions: [Question] = []
    for (index, id) in oddIDs.enumerated() {
      let choiceIDs = ["right \(index)", "wrong one", "also right", "x"]
      questions.append(
        Question(
          id: id, kind: index.isMultiple(of: 2) ? .multipleResponse : .multipleChoice,
          prompt: ["en": "Question \(index)?"],
          choices: choiceIDs.map { Choice(id: $0, text: ["en": "Answer \($0)"]) },
          correct: index.isMultiple(of: 2) ? ["also right", "right \(index)"] : ["right \(index)"]))
    }
    questions.append(ExportSamples.plainYesNo(id: "plain"))
    var bundle = ExportSamples.bundle(questions, id: "odd ids bundle")
    bundle.rounds = [Round(questions: Array(oddIDs.prefix(3))), Round(questions: ["plain"])]
    return bundle
  }

  @Test func oddIdsValidateAsABundle() throws {
    let folder = try TestPaths.temporaryDirectory("pack-ids")
    let url = folder.appendingPathComponent("odd.json")
    try BundleWriter().write(Self.oddBundle(), to: url)
    let result = try runQbank(["validate", url.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test(.requires(.xmllint)) func oddIdsExportToAPackThatPassesTheSchema() throws {
    let data = try ExportSamples.export(Self.oddBundle(), .xmlPack).data
    let file = try ToolRunner.temporaryFile(data, name: "odd-ids.xml")
    let schema = TestPaths.packageRoot.appendingPathComponent("schemas/quizpack-v1.xsd")
    let lint = try ToolRunner.run(
      "xmllint", ["--noout", "--nonet", "--schema", schema.path, file.path])
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.output.contains("validates"))
  }

  @Test func oddIdsReadBackAsTheSameQuestions() throws {
    let bundle = Self.oddBundle()
    let result = try ExportSamples.export(bundle, .xmlPack)
    #expect(result.report.isLossless)
    let read = try QuizPackReader().read(.bytes(result.data, name: "odd-ids.xml"))
    #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(read.diagnostics)")
    let back = try #require(read.bundle)
    #expect(back.id == bundle.id)
    #expect(back.questions == bundle.questions)
    #expect(back.rounds == bundle.rounds)
  }

  /// Characters ids and texts are drawn from: white space of every kind XML
  /// keeps, markup, quotes, entities' ampersand, non-Latin scripts, an emoji.
  static let pool = Array(" \t\n\r<>&\"'=;%#/\\{}[]~aZ09-_.éñИд名字😀\u{00A0}\u{2028}")

  static func randomText(_ random: inout SplitMix64, length: Int) -> String {
    var text = String((0..<length).map { _ in pool[random.below(pool.count)] })
    if text.allSatisfy({ $0.isWhitespace }) { text += "x" }  // the bundle schema's \S
    return text
  }

  /// Random bundles (seeded): ids and texts from ``pool``, every question kind.
  static func randomBundles(count: Int, seed: UInt64) -> [QuizBundle] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { number in
      var ids = Set<String>()
      let questions = (0..<(1 + random.below(4))).map { index -> Question in
        var id = randomText(&random, length: 1 + random.below(8))
        while !ids.insert(id).inserted { id += "\(index)" }
        let kinds: [Question.Kind] = [.multipleChoice, .multipleResponse]
        var choiceIDs: [String] = []
        while choiceIDs.count < 2 + random.below(4) {
          let choice = randomText(&random, length: 1 + random.below(6))
          if !choiceIDs.contains(choice) { choiceIDs.append(choice) }
        }
        let kind = kinds[random.below(2)]
        let correct =
          kind == .multipleChoice
          ? [choiceIDs[random.below(choiceIDs.count)]]
          : choiceIDs.shuffled(using: &random).prefix(2).map { $0 }
        return Question(
          id: id, kind: kind, prompt: ["en": randomText(&random, length: 1 + random.below(20))],
          choices: choiceIDs.map { Choice(id: $0, text: ["en": randomText(&random, length: 3)]) },
          correct: correct, tags: [randomText(&random, length: 4)])
      }
      var bundle = ExportSamples.bundle(
        questions, id: "random \(number) " + randomText(&random, length: 3))
      bundle.rounds = [Round(questions: questions.map(\.id).reversed())]
      return bundle
    }
  }

  @Test(.requires(.xmllint)) func randomBundlesThatValidateGivePacksThatPassTheSchemaAndReadBack()
    throws
  {
    let bundles = Self.randomBundles(count: 40, seed: 13)
    let folder = try TestPaths.temporaryDirectory("pack-ids-random")
    var packs: [String] = []
    var jsons: [String] = []
    for (index, bundle) in bundles.enumerated() {
      let json = folder.appendingPathComponent("b\(index).json")
      try BundleWriter().write(bundle, to: json)
      jsons.append(json.path)
      let result = try ExportSamples.export(bundle, .xmlPack)
      #expect(result.report.isLossless, "bundle \(index): \(result.report.losses)")
      let pack = folder.appendingPathComponent("p\(index).xml")
      try result.data.write(to: pack)
      packs.append(pack.path)
      let back = try QuizPackReader().read(.bytes(result.data, name: pack.path)).bundle
      #expect(back?.questions == bundle.questions, "bundle \(index)")
      #expect(back?.rounds == bundle.rounds, "bundle \(index)")
      #expect(back?.id == bundle.id, "bundle \(index)")
    }
    let validation = try runQbank(["validate"] + jsons)
    #expect(validation.status == 0, "\(validation.stdout)")
    let schema = TestPaths.packageRoot.appendingPathComponent("schemas/quizpack-v1.xsd")
    let lint = try ToolRunner.run(
      "xmllint", ["--noout", "--nonet", "--schema", schema.path] + packs)
    #expect(lint.status == 0, "\(lint.output)")
  }

  @Test func plainIdsStillUseTheCorrectList() throws {
    let text = try ExportSamples.text(
      ExportSamples.bundle([ExportSamples.plainResponse()]), .xmlPack)
    #expect(
      text.contains("<question id=\"q3\" kind=\"multiple-response\" correct=\"a c\" points=\"1\">"))
    #expect(text.contains("<choice id=\"a\">"))
  }

  @Test func correctIdsWithSpacesAreMarkedOnTheirChoices() throws {
    let text = try ExportSamples.text(
      ExportSamples.bundle([Self.oddBundle().questions[0]]), .xmlPack)
    #expect(text.contains("<question id=\"Weird ID 1\" kind=\"multiple-response\" points=\"1\">"))
    #expect(text.contains("<choice id=\"right 0\" correct=\"2\">"))
    #expect(text.contains("<choice id=\"also right\" correct=\"1\">"))
    #expect(text.contains("<choice id=\"wrong one\">"))
  }

  @Test(.requires(.xmllint)) func controlCharactersAreReportedAsLost() throws {
    var question = ExportSamples.plainChoice(id: "bell")
    question.prompt = ["en": "Ring the bell\u{07} now"]
    question.tags = ["esc\u{1B}tag"]
    var bundle = ExportSamples.bundle([question, ExportSamples.plainYesNo()])
    bundle.title = ["en": "Title\u{0}"]
    let result = try ExportSamples.export(bundle, .xmlPack)
    #expect(!result.report.isLossless)
    #expect(
      result.report.losses == [
        ExportLoss(
          questionId: "(bundle)", kind: .characters,
          message: "control characters in title are left out (XML 1.0 cannot hold them)"),
        ExportLoss(
          questionId: "bell", kind: .characters,
          message: "control characters in prompt, tags are left out (XML 1.0 cannot hold them)"),
      ])
    let text = String(decoding: result.data, as: UTF8.self)
    #expect(text.contains("Ring the bell now"))
    let file = try ToolRunner.temporaryFile(result.data, name: "bell.xml")
    let schema = TestPaths.packageRoot.appendingPathComponent("schemas/quizpack-v1.xsd")
    let lint = try ToolRunner.run("xmllint", ["--noout", "--schema", schema.path, file.path])
    #expect(lint.status == 0, "\(lint.output)")
  }
}
