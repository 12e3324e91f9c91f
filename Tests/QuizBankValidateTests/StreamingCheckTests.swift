import Foundation
import QuizBankJSON
import QuizBankModel
import Testing

@testable import QuizBankValidate

/// The semantic rules run on questions as they stream past. These tests hold
/// the streaming check to what a check of the whole bundle in memory finds,
/// whatever the order of the members and however many batches the questions fill.
struct StreamingCheckTests {
  /// Questions `q0`…`q<count-1>`; `id(k)` may give question k another id.
  static func questions(_ count: Int, id: (Int) -> String = { "q\($0)" }) -> [String] {
    (0..<count).map { Fixture.yesNo(id: "\"\(id($0))\"") }
  }

  /// The bundle's members as `"key": value` lines, the questions member apart.
  static func reordered(questionsFirst: Bool, extra: [String] = [], questions: [String]) -> String {
    let members =
      [
        #""format": "quizbank.bundle""#, #""formatVersion": 1"#, #""id": "fixture""#,
        #""version": "1.0.0""#, #""title": {"en": "Fixture", "it": "Prova"}"#,
        #""locales": ["en", "it"]"#, #""defaultLocale": "en""#,
        #""settings": {"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10, "shuffleChoices": false, "shuffleQuestions": true}"#,
      ] + extra
    let questionsMember = "\"questions\": [\n" + questions.joined(separator: ",\n") + "\n]"
    let all = questionsFirst ? [questionsMember] + members : members + [questionsMember]
    return "{\n" + all.joined(separator: ",\n") + "\n}\n"
  }

  /// The digest of `text` as the model computes it over the whole bundle.
  static func modelDigest(_ text: String) throws -> String {
    try BundleDigest.compute(for: BundleReader().decode(Data(text.utf8)))
  }

  /// The digest QB116 reports as the content's.
  static func reportedDigest(_ report: FileReport) -> String? {
    guard let message = report.diagnostics.first(where: { $0.code == "QB116" })?.message,
      let range = message.range(of: "hashes to ")
    else { return nil }
    return String(message[range.upperBound...])
  }

  @Test func duplicateIdsInDifferentBatchesAreFound() {
    let count = RuleSession.batchSize * 3 + 7
    let late = RuleSession.batchSize * 2 + 100
    let text = Fixture.bundle(questions: Self.questions(count) { $0 == late ? "q7" : "q\($0)" })
    let found = Fixture.findings(text)
    #expect(found.map(\.code) == ["QB107"])
    #expect(found.first?.location.path == "/questions/\(late)/id")
    #expect(found.first?.message == "question id \"q7\" is already used by /questions/7")
  }

  @Test func roundsMayNameQuestionsFromAnyBatch() {
    let count = RuleSession.batchSize + 10
    let text = Fixture.bundle(
      extra: #""rounds": [{"questions": ["q\#(count - 1)", "q0", "nope"]}]"#,
      questions: Self.questions(count))
    // The questions in no round (QB130) are beside the point here.
    let found = Fixture.findings(text).filter { $0.code != "QB130" }
    #expect(found.map(\.code) == ["QB122"])
    #expect(found.first?.location.path == "/rounds/0/questions/2")
  }

  @Test func theStreamedDigestIsTheModelsDigest() throws {
    let text = Fixture.bundle(
      extra: #""createdAt": "2026-01-02T03:04:05Z""#,
      questions: Self.questions(RuleSession.batchSize + 3))
    #expect(Self.reportedDigest(Fixture.check(text)) == (try Self.modelDigest(text)))
  }

  @Test func membersAfterTheQuestionsAreCheckedOnASecondPass() throws {
    // The locales come after the questions: the question rules must still see
    // them, and the text in an undeclared locale is found.
    let undeclared = Fixture.yesNo(
      id: #""late""#, prompt: #"{"en": "Greater than 8?", "it": "Più di 8?", "de": "Über 8?"}"#)
    let questions = Self.questions(RuleSession.batchSize + 1) + [undeclared]
    let first = Self.reordered(questionsFirst: true, questions: questions)
    let last = Self.reordered(questionsFirst: false, questions: questions)
    let found = Fixture.findings(first)
    #expect(found.map(\.code) == ["QB105"])
    #expect(found.first?.location.path == "/questions/\(questions.count - 1)/prompt/de")
    #expect(found.map(\.message) == Fixture.findings(last).map(\.message))
  }

  @Test func aMemberHashedBeforeTheQuestionsMayComeAfterThem() throws {
    // `createdAt` sorts before `questions` in the canonical text, so a digest
    // begun without it is wrong; the check must notice and hash again.
    let text = Self.reordered(
      questionsFirst: true, extra: [#""createdAt": "2026-01-02T03:04:05Z""#],
      questions: Self.questions(3))
    #expect(Self.reportedDigest(Fixture.check(text)) == (try Self.modelDigest(text)))
  }

  @Test func aDigestStatedAfterTheQuestionsIsCompared() throws {
    let questions = Self.questions(RuleSession.batchSize + 2)
    let right = try Self.modelDigest(Self.reordered(questionsFirst: true, questions: questions))
    let good = Self.reordered(
      questionsFirst: true, extra: ["\"digest\": \"\(right)\""], questions: questions)
    #expect(Fixture.check(good).diagnostics.isEmpty)
    let wrong = String(repeating: "0", count: 64)
    let bad = Self.reordered(
      questionsFirst: true, extra: ["\"digest\": \"\(wrong)\""], questions: questions)
    let found = Fixture.check(bad).diagnostics
    #expect(found.map(\.code) == ["QB115"])
    #expect(found.first?.message.contains("the content hashes to \(right)") == true)
  }

  @Test func aBundleCutOffAfterManyBatchesIsMalformedAndNothingElse() {
    let text = Fixture.bundle(questions: Self.questions(RuleSession.batchSize * 5))
    let cut = String(text.utf8.prefix(text.utf8.count * 4 / 5))!
    let report = Fixture.check(cut)
    #expect(report.status == .malformed)
    #expect(report.diagnostics.map(\.code) == ["QB003"])
  }

  @Test func aRepeatedQuestionsMemberCountsTheLastOne() {
    // Both arrays hold q1: were the first one still counted, q1 would be a duplicate.
    let text = """
      {
        "format": "quizbank.bundle", "formatVersion": 1, "id": "fixture", "version": "1.0.0",
        "title": {"en": "Fixture", "it": "Prova"}, "locales": ["en", "it"], "defaultLocale": "en",
        "settings": {"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10, "shuffleChoices": false, "shuffleQuestions": true},
        "questions": [\(Fixture.yesNo())],
        "questions": [\(Fixture.yesNo()), \(Fixture.yesNo(id: #""q2""#))]
      }
      """
    let found = Fixture.findings(text)
    #expect(found.map(\.code) == ["QB014"], "\(found)")
  }
}

extension StreamingCheckTests {
  final class Calls: @unchecked Sendable {
    var values: [[Int]] = []
  }

  @Test func progressCountsQuestionsAndBytesAsTheFileIsRead() {
    let interval = BundleJSONCheck.progressInterval
    let text = Fixture.bundle(questions: Self.questions(interval * 2 + 5))
    let bytes = Array(text.utf8)
    let calls = Calls()
    let checked = BundleJSONCheck(
      file: "big.json", imageDirectory: nil, open: { JSONReader(bytes: bytes) },
      mapped: { JSONMappedFile(copying: bytes) }, data: { Data(bytes) },
      source: { SourceText(text) },
      progress: { calls.values.append([$0, $1]) }
    ).run()
    #expect(checked.report.diagnostics.map(\.code) == ["QB116"])
    #expect(calls.values.map { $0[0] } == [interval, interval * 2])
    let offsets = calls.values.map { $0[1] }
    #expect(offsets == offsets.sorted() && offsets.allSatisfy { $0 > 0 && $0 < bytes.count })
  }
}

extension StreamingCheckTests {
  @Test func aLargePackIsCheckedInBatchesWithProgress() {
    let interval = BundleJSONCheck.progressInterval
    let count = interval * 2 + 3
    let late = count - 2
    let questions = (0..<count).map { k in
      """
        <question id="\(k == late ? "q5" : "q\(k)")" kind="yes-no" correct="yes">
          <prompt><text xml:lang="en">Is it?</text></prompt>
          <choice id="yes"><text xml:lang="en">Yes</text></choice>
          <choice id="no"><text xml:lang="en">No</text></choice>
        </question>
      """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <pack xmlns="https://quizbank.dev/ns/quizpack/1" id="t" version="1.0.0" default-locale="en" locales="en">
        <title><text xml:lang="en">T</text></title>
      \(questions.joined(separator: "\n"))
      </pack>

      """
    let calls = Calls()
    let checked = PackXMLCheck(
      source: .bytes(Data(text.utf8), name: "big.xml"), file: "big.xml", imageDirectory: nil,
      progress: { calls.values.append([$0]) }
    ).run()
    let found = checked.report.diagnostics
    #expect(found.map(\.code) == ["QB107"])
    #expect(found.first?.message == "question id \"q5\" is already used by /questions/5")
    #expect(found.first?.location.line == 4 + late * 5)
    #expect(calls.values == [[interval], [interval * 2]])
  }
}

extension StreamingCheckTests {
  @Test func aPackWithoutQuestionsStillHasItsRoundsChecked() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <pack xmlns="https://quizbank.dev/ns/quizpack/1" id="t" version="1.0.0" default-locale="en" locales="en">
        <title><text xml:lang="en">T</text></title>
        <rounds><round><ref question="nowhere"/></round></rounds>
      </pack>

      """
    let checked = PackXMLCheck(
      source: .bytes(Data(text.utf8), name: "empty.xml"), file: "empty.xml", imageDirectory: nil
    ).run()
    // No questions: an error of its own (QB129), and the rounds are still checked.
    #expect(checked.report.diagnostics.map(\.code) == ["QB129", "QB122"])
    #expect(checked.report.diagnostics.last?.location.line == 4)
  }
}

struct QuestionIDIndexTests {
  @Test func remembersEveryIdAndNothingElse() {
    var index = QuestionIDIndex()
    let ids = (0..<5000).map { "question-\($0)-é" } + ["", "q"]
    for (k, id) in ids.enumerated() { index.insert(id, at: k) }
    #expect(index.count == ids.count)
    #expect(index.duplicates.isEmpty)
    #expect(ids.allSatisfy { index.contains($0) })
    #expect(!index.contains("question-5000-é"))
    #expect(!index.contains("question-1-e"))
    #expect(!index.contains("question-1-"))
  }

  @Test func idsThatDifferInOneByteOrInLengthAreToldApart() {
    var index = QuestionIDIndex()
    // Every length from 0 to 40 of one byte (the tail of a word, whole words).
    var ids = (0...40).map { String(repeating: "a", count: $0) }
    // One byte changed at every position of a 24-byte id (the generator's length).
    let base = Array("rating-9c25dc1b1469b3f0x".utf8)
    for position in base.indices {
      var bytes = base
      bytes[position] ^= 0x01
      ids.append(String(decoding: bytes, as: UTF8.self))
    }
    ids.append(String(decoding: base, as: UTF8.self))
    for (k, id) in ids.enumerated() { index.insert(id, at: k) }
    #expect(index.count == ids.count)
    #expect(index.duplicates.isEmpty)
    #expect(!index.contains("rating-9c25dc1b1469b3f0"))
    #expect(!index.contains(String(repeating: "a", count: 41)))
  }

  @Test func batchesOfIdsGoInAsOneByOne() {
    // Repeats inside a batch and across batches, and the table growing mid-batch.
    let ids = (0..<6000).map { "q\($0 % 2500)-\($0 % 7 == 0 ? "x" : "y")" }
    var single = QuestionIDIndex()
    for (k, id) in ids.enumerated() { single.insert(id, at: k) }
    var batched = QuestionIDIndex()
    var first = 0
    for size in [1, 511, 512, 0, 1000, 3976] {
      batched.insert(Array(ids[first..<first + size]), first: first)
      first += size
    }
    #expect(first == ids.count)
    #expect(batched.count == single.count)
    #expect(batched.duplicates == single.duplicates)
    #expect(!batched.duplicates.isEmpty)
    var inSingle: [String] = []
    var inBatched: [String] = []
    single.forEach { id, question in inSingle.append("\(id)@\(question)") }
    batched.forEach { id, question in inBatched.append("\(id)@\(question)") }
    #expect(inBatched == inSingle)
  }

  @Test func theHashSpreadsSequentialIdsOverTheTable() {
    // 65,536 ids such as the generator writes, into 65,536 slots by their low
    // 16 bits: a random function fills about 63 % (1 - 1/e); a weak mix far fewer.
    var slots = Set<UInt64>()
    var fingerprints = Set<UInt64>()
    for k in 0..<65_536 {
      var id = "rating-\(String(k, radix: 16))"
      id.withUTF8 {
        let hash = QuestionIDIndex.hash($0)
        slots.insert(hash & 0xFFFF)
        fingerprints.insert(hash >> 48)
      }
    }
    #expect(slots.count > 40_000)
    #expect(fingerprints.count > 40_000)
  }

  @Test func aRepeatNamesTheFirstQuestionWithTheId() {
    var index = QuestionIDIndex()
    for k in 0..<3000 { index.insert("id\(k % 1000)", at: k) }
    #expect(index.count == 1000)
    #expect(index.duplicates.count == 2000)
    #expect(index.duplicates.first == .init(index: 1000, earlier: 0, id: "id0"))
    #expect(index.duplicates.last == .init(index: 2999, earlier: 999, id: "id999"))
  }

  /// Room made before or between the ids (too little, enough, too much, a
  /// guess beyond the cap, with ids already in) changes nothing they give.
  @Test(arguments: [(0, 0), (0, 20_000), (700, 6000), (3000, 100), (10, Int.max / 128)])
  func roomMadeAheadChangesNothing(after: Int, ids reserved: Int) {
    let ids = (0..<6000).map { "q\($0 % 2500)-\($0 % 7 == 0 ? "x" : "y")-é" }
    var plain = QuestionIDIndex()
    plain.insert(ids, first: 0)
    var reserving = QuestionIDIndex()
    reserving.insert(Array(ids[..<after]), first: 0)
    reserving.reserveCapacity(ids: reserved, bytesPerID: 12)
    reserving.insert(Array(ids[after...]), first: after)
    #expect(reserving.count == plain.count)
    #expect(reserving.duplicates == plain.duplicates)
    #expect(ids.allSatisfy { reserving.contains($0) })
    #expect(!reserving.contains("q2500-y-é"))
    var inPlain: [String] = []
    var inReserving: [String] = []
    plain.forEach { id, question in inPlain.append("\(id)@\(question)") }
    reserving.forEach { id, question in inReserving.append("\(id)@\(question)") }
    #expect(inReserving == inPlain)
  }
}
