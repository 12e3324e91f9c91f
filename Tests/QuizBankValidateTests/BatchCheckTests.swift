import Foundation
import QuizBankJSON
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

#if canImport(Glibc)
  import Glibc
#endif

/// The parallel check in batches (``BundleJSONCheck/checkInBatches(_:)``)
/// against the ordinary one-reader path on the same bytes: a clean file goes
/// through the batches, anything else falls back, and the report is the
/// ordinary path's either way.
struct BatchCheckTests {
  static let perBatch = BundleJSONCheck.questionsPerBatch

  /// The report of `text` by `run()` (batches first), by the ordinary path
  /// alone, and whether the batches got through.
  static func check(_ text: String) -> (report: FileReport, ordinary: FileReport, batched: Bool) {
    let bytes = Array(text.utf8)
    let check = BundleJSONCheck(bytes: bytes, file: "batches.json")
    let batched = JSONMappedFile(copying: bytes).flatMap { check.checkInBatches($0) } != nil
    return (check.run().report, check.runInOrder().report, batched)
  }

  /// The 1-based line of the first occurrence of `needle` in `text`.
  static func line(of needle: String, in text: String) -> Int? {
    guard let range = text.range(of: needle) else { return nil }
    return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
  }

  @Test func aCleanBundleGoesThroughTheBatchesWithTheSameDigest() throws {
    let text = Fixture.bundle(questions: StreamingCheckTests.questions(Self.perBatch * 3 + 7))
    let result = Self.check(text)
    #expect(result.batched)
    #expect(result.report == result.ordinary)
    #expect(result.report.diagnostics.map(\.code) == ["QB116"])
    #expect(
      StreamingCheckTests.reportedDigest(result.report)
        == (try StreamingCheckTests.modelDigest(text)))
  }

  @Test func aDuplicateIdInALaterBatchNamesTheLaterQuestion() {
    let count = Self.perBatch * 3 + 7
    let late = Self.perBatch * 2 + 100
    let text = Fixture.bundle(
      questions: StreamingCheckTests.questions(count) { $0 == late ? "q7" : "q\($0)" })
    let result = Self.check(text)
    #expect(result.batched)
    #expect(result.report == result.ordinary)
    let found = result.report.diagnostics.filter { $0.code == "QB107" }
    #expect(found.count == 1)
    #expect(found.first?.location.path == "/questions/\(late)/id")
    #expect(found.first?.message == "question id \"q7\" is already used by /questions/7")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let laterLine = lines.indices.filter { lines[$0].contains("\"id\": \"q7\"") }.last.map {
      $0 + 1
    }
    #expect(found.first?.location.line == laterLine)
  }

  @Test func aSyntaxErrorInTheSecondBatchIsReportedWhereItIs() {
    var questions = StreamingCheckTests.questions(Self.perBatch * 3)
    let broken = Self.perBatch + 40
    questions[broken] = questions[broken].replacingOccurrences(
      of: #""kind": "yes-no","#, with: #""kind": "yes-no" "#)
    let text = Fixture.bundle(questions: questions)
    let result = Self.check(text)
    #expect(!result.batched)
    #expect(result.report == result.ordinary)
    #expect(result.report.diagnostics.count == 1)
    let finding = result.report.diagnostics.first
    #expect(
      finding?.message == "not valid JSON: expected ',' or '}' after object member, found '\"'")
    // At the next member, on the line after.
    #expect(finding?.location.line == Self.line(of: #""kind": "yes-no" "#, in: text).map { $0 + 1 })
  }

  @Test func aTruncatedFileIsReportedAsCutOff() {
    let full = Fixture.bundle(questions: StreamingCheckTests.questions(Self.perBatch * 2))
    let text = String(full.prefix(full.count * 2 / 3))
    let result = Self.check(text)
    #expect(!result.batched)
    #expect(result.report == result.ordinary)
    #expect(result.report.diagnostics.map(\.hint) == [BundleJSONCheck.truncatedHint])
    #expect(result.report.diagnostics.first?.message.hasPrefix("not valid JSON: ") == true)
  }

  /// Past every batch the lanes may hold at once: the batches before the
  /// finding were merged and their pages released while later ones were read.
  @Test func aFindingPastTheBatchesInFlightFallsBackToTheOrdinaryPath() {
    let window = Self.perBatch * BundleJSONCheck.batchesInFlight
    var questions = StreamingCheckTests.questions(window + Self.perBatch)
    let late = window + 5
    questions[late] = Fixture.yesNo(id: "\"q\(late)\"", correct: "[]")
    let text = Fixture.bundle(questions: questions)
    let result = Self.check(text)
    #expect(!result.batched)
    #expect(result.report == result.ordinary)
    #expect(result.report.diagnostics.contains { $0.location.path == "/questions/\(late)/correct" })
  }

  @Test func aRuleFindingOnAQuestionFallsBackToTheOrdinaryPath() {
    var questions = StreamingCheckTests.questions(Self.perBatch * 2)
    questions[Self.perBatch + 3] = Fixture.yesNo(id: "\"q\(Self.perBatch + 3)\"", correct: "[]")
    let text = Fixture.bundle(questions: questions)
    let result = Self.check(text)
    #expect(!result.batched)
    #expect(result.report == result.ordinary)
    #expect(
      result.report.diagnostics.contains {
        $0.location.path?.hasPrefix("/questions/\(Self.perBatch + 3)") == true
      })
  }

  @Test func deeplyNestedValuesInAQuestionAreReportedAsBefore() {
    var questions = StreamingCheckTests.questions(Self.perBatch + 2)
    let nested = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    questions[Self.perBatch + 1] = Fixture.yesNo(
      id: "\"q\(Self.perBatch + 1)\"", extra: "\"hint\": \(nested)")
    let text = Fixture.bundle(questions: questions)
    let result = Self.check(text)
    #expect(!result.batched)
    #expect(result.report == result.ordinary)
    #expect(result.report.diagnostics.map(\.code).contains("QB012"))
  }

  @Test func aDigestAfterTheQuestionsIsCheckedInBatches() throws {
    let questions = StreamingCheckTests.questions(Self.perBatch + 9)
    let plain = StreamingCheckTests.reordered(questionsFirst: true, questions: questions)
    let digest = try StreamingCheckTests.modelDigest(plain)
    let right = StreamingCheckTests.reordered(
      questionsFirst: true, extra: [#""digest": "\#(digest)""#], questions: questions)
    let good = Self.check(right)
    #expect(good.batched)
    #expect(good.report == good.ordinary)
    #expect(good.report.diagnostics.isEmpty)

    let wrong = StreamingCheckTests.reordered(
      questionsFirst: true, extra: [#""digest": "\#(String(repeating: "0", count: 64))""#],
      questions: questions)
    let bad = Self.check(wrong)
    #expect(bad.batched)
    #expect(bad.report == bad.ordinary)
    #expect(bad.report.diagnostics.map(\.code) == ["QB115"])
    #expect(bad.report.diagnostics.first?.message.contains(digest) == true)
  }

  @Test func aDigestMemberAfterTheQuestionsIsCheckedInBatches() throws {
    let plain = Fixture.bundle(questions: StreamingCheckTests.questions(Self.perBatch * 2 + 1))
    let digest = try StreamingCheckTests.modelDigest(plain)
    let end = try #require(plain.range(of: "\n  ]\n}", options: .backwards))
    let text = plain.replacingCharacters(in: end, with: "\n  ],\n  \"digest\": \"\(digest)\"\n}")
    let result = Self.check(text)
    #expect(result.batched)
    #expect(result.report == result.ordinary)
    #expect(result.report.diagnostics.isEmpty)
  }

  @Test func membersBeforeTheQuestionsThatChangeLaterFallBack() {
    // The locales come after the questions and differ from those the
    // questions began with: not a case the batches handle.
    let questions = StreamingCheckTests.questions(Self.perBatch + 1)
    let text = StreamingCheckTests.reordered(
      questionsFirst: true, extra: [#""locales": ["en"]"#], questions: questions)
    let result = Self.check(text)
    #expect(result.report == result.ordinary)
  }

  @Test func aPipeIsNotMappedAndIsReadAsBefore() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qbank-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe.json")
    let questions = StreamingCheckTests.questions(Self.perBatch + 3)
    let plain = Fixture.bundle(questions: questions)
    let digest = try StreamingCheckTests.modelDigest(plain)
    let text = Fixture.bundle(extra: #""digest": "\#(digest)""#, questions: questions)
    let bytes = Array(text.utf8)
    try feedThroughFIFO(bytes, at: pipe)
    #expect(JSONMappedFile(path: pipe.path) == nil)
    #expect(JSONMappedFile(path: "-") == nil)
    let checked = InputKind.bundleJSON.check(
      pipe, "pipe.json", ValidationOptions(checkImageFiles: false))
    #expect(checked.report.status == .checked)
    #expect(checked.report.diagnostics.isEmpty)
    let regular = folder.appendingPathComponent("regular.json")
    try Data(bytes).write(to: regular)
    #expect(JSONMappedFile(path: regular.path)?.count == bytes.count)
    #expect(
      InputKind.bundleJSON.check(regular, "pipe.json", ValidationOptions(checkImageFiles: false))
        .report == checked.report)
  }
}

extension BatchCheckTests {
  /// Every bundle among the samples (valid and invalid) and the shared
  /// fixtures: a check of the file (batches first) reports what the ordinary
  /// path alone reports on the same bytes.
  static func bundleFiles(under folder: URL) -> [URL] {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (files?.allObjects as? [URL] ?? []).filter { url in
      url.pathExtension == "json"
        && (try? Data(contentsOf: url)).map {
          $0.range(of: Data("\"quizbank.bundle\"".utf8)) != nil
        } == true
    }.sorted { $0.path < $1.path }
  }

  static func expectSameAsTheOrdinaryPath(_ url: URL) throws {
    let options = ValidationOptions(checkImageFiles: true)
    let checked = InputKind.bundleJSON.check(url, url.lastPathComponent, options)
    let bytes = try [UInt8](Data(contentsOf: url))
    let ordinary = BundleJSONCheck(
      bytes: bytes, file: url.lastPathComponent, imageDirectory: url.deletingLastPathComponent()
    ).runInOrder()
    #expect(checked.report == ordinary.report, "\(url.path)")
  }

  @Test func theSampleBundlesGetTheOrdinaryReports() throws {
    let files = Self.bundleFiles(under: TestPaths.sample("bundles"))
    #expect(files.count >= 30)
    for url in files { try Self.expectSameAsTheOrdinaryPath(url) }
  }

  /// JSONTestSuite's files (valid and invalid JSON, none a bundle) and the
  /// same text as a bundle's questions: the batches never report anything
  /// of their own.
  @Test(.requires(.fixtures)) func jsonTestSuiteFilesGetTheOrdinaryReports() throws {
    let folder = TestPaths.fixture("json-test-suite")
    let files =
      (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
    #expect(files.count > 100)
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let around = Fixture.bundle(questions: ["@@Q@@"]).components(separatedBy: "@@Q@@")
      let wrapped = Array(around[0].utf8) + bytes + Array(around[1].utf8)
      for input in [bytes, wrapped] {
        let check = BundleJSONCheck(bytes: input, file: url.lastPathComponent)
        #expect(check.run().report == check.runInOrder().report, "\(url.lastPathComponent)")
      }
    }
  }
}
