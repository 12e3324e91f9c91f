import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport
@testable import QuizBankImport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A stress bundle made here (multiple response with 1–20 right answers, every
/// character and prefix Moodle's GIFT reader treats specially at the start, in
/// the middle and at the end of every text) exported to Moodle XML and GIFT:
/// read back by readers that are not the exporter's (Foundation's XMLParser,
/// the test GIFT grammar), every fraction is on Moodle's grade list and the
/// right answers' fractions sum to 100 %; read back by the importers, every
/// text is the same.
struct MoodleGradeStressTests {
  /// Moodle's grade list (question/format conformance facts), written out here
  /// rather than taken from the exporter.
  static let gradeList: Set<Double> = {
    let positive: [Double] = [
      100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667,
      14.28571, 12.5, 11.11111, 10, 5,
    ]
    return Set(positive + positive.map { -$0 } + [0])
  }()

  /// Moodle's check (`save_question_options`): the positive fractions, as
  /// fractions of 1, rounded to two places, are 1.
  static func moodleAcceptsSum(_ percents: [Double]) -> Bool {
    let total = percents.filter { $0 > 0 }.reduce(0, +) / 100
    return (total * 100).rounded() / 100 == 1
  }

  static let specials = [
    "~", "=", "#", "{", "}", ":", "\\", "\\n", "[html]", "[moodle]", "[plain]", "[markdown]",
    "%50%", "%-100%", "//", "$CATEGORY:", "::", "->", "####", "\\:", "]", "[", "%", "&amp;",
  ]

  /// A text with specials at its start, in its middle (with a line break) and at its end.
  static func text(_ field: String, _ n: Int) -> String {
    let s = { (k: Int) in specials[(n + k) % specials.count] }
    return "\(s(0))\(field)\(s(7))x\ny\(s(13))\(field)\(s(3))"
  }

  static let bundle: QuizBundle = {
    var questions: [Question] = []
    for n in 0..<(specials.count + 4) {
      let right = 1 + n % 20
      let choices = (0..<(right + 2)).map { index in
        Choice(id: "c\(index)", text: ["en": text("choice\(index)", n + index)])
      }
      questions.append(
        Question(
          id: "id\(specials[n % specials.count])\(n)", kind: .multipleResponse,
          prompt: ["en": text("prompt", n)], choices: choices,
          correct: choices.prefix(right).map(\.id), explanation: ["en": text("why", n + 5)],
          tags: ["tag\(specials[(n + 2) % specials.count])"]))
    }
    // 20 right answers exactly, and one single-answer question with a special-laden text.
    for (n, right) in [(97, 20), (98, 19)] {
      let choices = (0..<(right + 1)).map { Choice(id: "c\($0)", text: ["en": "choice \($0) ~"]) }
      questions.append(
        Question(
          id: "many-\(right)", kind: .multipleResponse, prompt: ["en": text("prompt", n)],
          choices: choices, correct: choices.prefix(right).map(\.id)))
    }
    var single = ExportSamples.plainChoice(id: "single")
    single.choices[0].text = ["en": "%50%half"]
    single.choices[2].text = ["en": "[html]<b>x</b>"]
    questions.append(single)
    return ExportSamples.bundle(questions)
  }()

  @Test func moodleXMLGradesAreOnTheListAndSumTo100() throws {
    let result = try ExportSamples.export(Self.bundle, .moodleXML)
    let questions = try XMLFractions.read(result.data)
    try #require(questions.count == Self.bundle.questions.count)
    for (question, fractions) in zip(Self.bundle.questions, questions) {
      #expect(fractions.count == question.choices.count, "\(question.id)")
      #expect(fractions.allSatisfy(Self.gradeList.contains), "\(question.id): \(fractions)")
      if question.kind == .multipleResponse {
        #expect(Self.moodleAcceptsSum(fractions), "\(question.id): \(fractions)")
        let sum = fractions.filter { $0 > 0 }.reduce(0, +)
        #expect(abs(sum - 100) < 0.001, "\(question.id): sum \(sum)")
        let rightOnes = zip(question.choices, fractions).filter { $0.1 > 0 }.map(\.0.id)
        #expect(rightOnes == question.correct, "\(question.id)")
      }
    }
  }

  @Test func giftGradesAreOnTheListAndSumTo100() throws {
    let result = try ExportSamples.export(Self.bundle, .gift)
    let parsed = try GIFTGrammar.parse(String(decoding: result.data, as: UTF8.self))
    try #require(parsed.blocks.count == Self.bundle.questions.count)
    for (question, block) in zip(Self.bundle.questions, parsed.blocks) {
      #expect(block.text == question.prompt["en"], "\(question.id)")
      #expect(
        block.answers.map(\.text) == question.choices.map { $0.text["en"]! }, "\(question.id)")
      #expect(block.feedback == question.explanation?["en"], "\(question.id)")
      guard question.kind == .multipleResponse else { continue }
      let weights = block.answers.map { Double($0.weight ?? "") ?? .nan }
      #expect(weights.allSatisfy(Self.gradeList.contains), "\(question.id): \(weights)")
      #expect(Self.moodleAcceptsSum(weights), "\(question.id): \(weights)")
      let rightOnes = zip(question.choices, weights).filter { $0.1 > 0 }.map(\.0.id)
      #expect(rightOnes == question.correct, "\(question.id)")
    }
  }

  /// Read as Moodle's own GIFT import reads it (a Python port of its PHP):
  /// the same texts, ids and tags, and fractions Moodle matches to its grade
  /// list (within its 0.00001) that add up as its multichoice check requires.
  @Test(.requires(.python)) func moodlesOwnGIFTImportReadsTheSameTextsAndGrades() throws {
    let result = try ExportSamples.export(Self.bundle, .gift)
    let read = try MoodleGIFTImportPort.read(result.data)
    #expect(read.first?.type == "category")
    #expect(read.first?.text == "$course$/movie-night")
    let questions = read.filter { $0.type != "category" }
    try #require(questions.count == Self.bundle.questions.count)
    let lostIDs = Set(result.report.losses.filter { $0.kind == .id }.map(\.questionId))
    let lostTags = Set(result.report.losses.filter { $0.kind == .tags }.map(\.questionId))
    for (original, moodle) in zip(Self.bundle.questions, questions) {
      #expect(moodle.type == "multichoice", "\(original.id)")
      #expect(moodle.text == original.prompt["en"], "\(original.id)")
      #expect(moodle.feedback == (original.explanation?["en"] ?? ""), "\(original.id)")
      if !lostIDs.contains(original.id) { #expect(moodle.idnumber == original.id) }
      if !lostTags.contains(original.id) { #expect(moodle.tags == original.tags) }
      let answers = moodle.answers ?? []
      #expect(answers.map(\.text) == original.choices.map { $0.text["en"]! }, "\(original.id)")
      let percents = answers.map { $0.fraction * 100 }
      for percent in percents {
        #expect(
          Self.gradeList.contains { abs($0 - percent) < 0.001 }, "\(original.id): \(percent)")
      }
      let rightOnes = zip(original.choices, percents).filter { $0.1 > 0 }.map(\.0.id)
      #expect(rightOnes == original.correct, "\(original.id)")
      if original.kind == .multipleResponse {
        #expect(moodle.single == false, "\(original.id)")
        #expect(Self.moodleAcceptsSum(percents), "\(original.id): \(percents)")
      } else {
        #expect(moodle.single == true, "\(original.id)")
        #expect(percents.max() == 100, "\(original.id)")
      }
    }
  }

  @Test func giftReimportsToTheSameTexts() throws {
    let result = try ExportSamples.export(Self.bundle, .gift)
    let (questions, summary) = try readBack(result.data, format: .gift)
    #expect(summary.issues.isEmpty, "\(summary.issues)")
    try #require(questions.count == Self.bundle.questions.count)
    let lostIDs = Set(result.report.losses.filter { $0.kind == .id }.map(\.questionId))
    let lostTags = Set(result.report.losses.filter { $0.kind == .tags }.map(\.questionId))
    for (original, back) in zip(Self.bundle.questions, questions) {
      if !lostIDs.contains(original.id) { #expect(back.id == original.id) }
      #expect(back.prompt == original.prompt, "\(original.id)")
      #expect(back.choices.map(\.text) == original.choices.map(\.text), "\(original.id)")
      #expect(back.explanation == original.explanation, "\(original.id)")
      #expect(
        Set(back.correct.map(back.choiceText)) == Set(original.correct.map(original.choiceText)))
      let expectedTags =
        ["category:movie-night"] + (lostTags.contains(original.id) ? [] : original.tags)
      #expect(back.tags == expectedTags, "\(original.id)")
    }
  }

  @Test func moodleXMLReimportsToTheSameTexts() throws {
    let result = try ExportSamples.export(Self.bundle, .moodleXML)
    let (questions, _) = try readBack(result.data, format: .moodleXML)
    try #require(questions.count == Self.bundle.questions.count)
    for (original, back) in zip(Self.bundle.questions, questions) {
      #expect(back.prompt == original.prompt, "\(original.id)")
      #expect(back.choices.map(\.text) == original.choices.map(\.text), "\(original.id)")
      #expect(back.explanation == original.explanation, "\(original.id)")
      #expect(
        Set(back.correct.map(back.choiceText)) == Set(original.correct.map(original.choiceText)))
    }
  }

  private func readBack(_ data: Data, format: ImportFormat) throws -> ([Question], ImportSummary) {
    let input = try ImportInput(name: "export", data: data, maxSize: 1 << 24)
    return try Importer.readQuestions(
      Importer.plan([input], options: ImportOptions(format: format)))
  }
}

extension Question {
  fileprivate func choiceText(_ id: String) -> String {
    choices.first { $0.id == id }?.text["en"] ?? ""
  }
}

/// The `fraction` of every `<answer>`, question by question, read with
/// Foundation's XMLParser (not QuizBank's libxml2 code).
final class XMLFractions: NSObject, XMLParserDelegate {
  private var questions: [[Double]] = []
  private var inQuestion = false

  static func read(_ data: Data) throws -> [[Double]] {
    let reader = XMLFractions()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse() else {
      throw GIFTGrammar.Failure(
        description: "not well-formed: \(String(describing: parser.parserError))")
    }
    return reader.questions
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    if name == "question", attributes["type"] != "category" {
      questions.append([])
      inQuestion = true
    } else if name == "answer", inQuestion {
      questions[questions.count - 1].append(Double(attributes["fraction"] ?? "") ?? .nan)
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if name == "question" { inQuestion = false }
  }
}
