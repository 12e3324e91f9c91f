import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankModel

struct BundleWriterTests {
  @Test func writingTheSameBundleTwiceGivesIdenticalBytes() throws {
    let first = try BundleWriter().encode(BundleSamples.bundle())
    let second = try BundleWriter().encode(BundleSamples.bundle())
    #expect(first == second)
  }

  @Test func rereadingAndRewritingGivesTheSameBytes() throws {
    let bytes = try BundleWriter().encode(BundleSamples.bundle())
    let reread = try BundleReader().decode(bytes)
    #expect(try BundleWriter().encode(reread) == bytes)
  }

  @Test func writtenBundleCarriesItsDigest() throws {
    let bundle = BundleSamples.bundle()
    let reread = try BundleReader().decode(try BundleWriter().encode(bundle))
    #expect(reread.digest == (try BundleDigest.compute(for: bundle)))
    #expect(reread.digest?.count == 64)
  }

  @Test(.requires(.python)) func writtenDigestIsTheIndependentRFC8785Digest() throws {
    let bytes = try BundleWriter().encode(BundleSamples.bundle())
    let expected = try IndependentJCS.digest(ofJSON: String(decoding: bytes, as: UTF8.self))
    #expect(try BundleReader().decode(bytes).digest == expected)
  }

  @Test func changingOnePromptChangesTheDigest() throws {
    var bundle = BundleSamples.bundle()
    let before = try BundleDigest.compute(for: bundle)
    bundle.questions[1].prompt["en"] = "Is this film's rating greater than 9?"
    #expect(try BundleDigest.compute(for: bundle) != before)
  }

  @Test func digestIgnoresTheDigestMember() throws {
    var bundle = BundleSamples.bundle()
    let before = try BundleDigest.compute(for: bundle)
    bundle.digest = "0000"
    #expect(try BundleDigest.compute(for: bundle) == before)
  }

  @Test func outputIsSortedIndentedAndEndsWithANewline() throws {
    let text = String(decoding: try BundleWriter().encode(BundleSamples.bundle()), as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"defaultLocale\": \"en\",\n  \"digest\": \""))
    #expect(text.hasSuffix("  \"version\": \"1.0.0\"\n}\n"))
    #expect(text.contains("\n  \"questions\": [\n    {\n      \"choices\": ["))
  }

  @Test func emptyBundleIsWrittenWithAnEmptyQuestionList() throws {
    let text = String(
      decoding: try BundleWriter().encode(BundleSamples.bundle(questions: [])), as: UTF8.self)
    #expect(text.contains("\"questions\": [],\n"))
    #expect(try BundleReader().decode(Data(text.utf8)).questions.isEmpty)
  }

  @Test(arguments: [0, 1, 3])
  func streamWriterGivesTheSameBytesAsTheWholeWriter(count: Int) throws {
    let questions = (0..<count).map { BundleSamples.yesNo(id: "q\($0)") }
    let bundle = BundleSamples.bundle(questions: questions)
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.json")
    let stream = try BundleStreamWriter(header: bundle, destination: url)
    for question in questions { try stream.append(question) }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    let digest = try stream.finish()
    #expect(try Data(contentsOf: url) == (try BundleWriter().encode(bundle)))
    #expect(digest == (try BundleDigest.compute(for: bundle)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
  }

  @Test func streamWriterKeepsTheOrderOfManyBatches() throws {
    // More questions than the writer's queue holds, so the producer waits on it.
    let count = BundleStreamWriter.batchSize * (QuestionWriterThread.queueLimit + 3) + 5
    let questions = (0..<count).map { BundleSamples.yesNo(id: "q\($0)", prompt: "Prompt \($0)?") }
    let bundle = BundleSamples.bundle(questions: questions)
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("many.json")
    let stream = try BundleStreamWriter(header: bundle, destination: url)
    for question in questions { try stream.append(question) }
    #expect(stream.questionCount == count)
    let digest = try stream.finish()
    #expect(try Data(contentsOf: url) == (try BundleWriter().encode(bundle)))
    #expect(digest == (try BundleDigest.compute(for: bundle)))
  }

  @Test func streamWriterFailingMidStreamLeavesNoFile() throws {
    var bad = BundleSamples.yesNo(id: "bad")
    bad.provenance = Provenance(source: "hand", values: ["rating": .number(.nan)])
    var questions = (0..<(BundleStreamWriter.batchSize * 3)).map {
      BundleSamples.yesNo(id: "q\($0)")
    }
    questions.insert(bad, at: 5)
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.json")
    let stream = try BundleStreamWriter(
      header: BundleSamples.bundle(questions: []), destination: url)
    #expect(throws: CanonicalJSON.Failure.nonFiniteNumber) {
      for question in questions { try stream.append(question) }
      try stream.finish()
    }
    stream.cancel()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func cancellingAStreamWriterLeavesNoFile() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.json")
    do {
      let stream = try BundleStreamWriter(
        header: BundleSamples.bundle(questions: []), destination: url)
      for index in 0..<(BundleStreamWriter.batchSize * 2 + 1) {
        try stream.append(BundleSamples.yesNo(id: "q\(index)"))
      }
      stream.cancel()
    }
    do {
      // Dropped without finish(): the same.
      let stream = try BundleStreamWriter(
        header: BundleSamples.bundle(questions: []), destination: url)
      try stream.append(BundleSamples.yesNo())
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aFinishedOrCancelledStreamWriterRefusesMore() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = BundleSamples.bundle(questions: [])
    let done = try BundleStreamWriter(
      header: header, destination: folder.appendingPathComponent("a.json"))
    try done.append(BundleSamples.yesNo())
    try done.finish()
    #expect(throws: CancellationError.self) { try done.append(BundleSamples.yesNo(id: "q2")) }
    #expect(throws: CancellationError.self) { try done.finish() }
    let dropped = try BundleStreamWriter(
      header: header, destination: folder.appendingPathComponent("b.json"))
    dropped.cancel()
    #expect(throws: CancellationError.self) { try dropped.append(BundleSamples.yesNo()) }
    #expect(throws: CancellationError.self) { try dropped.finish() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.json"])
  }
}
