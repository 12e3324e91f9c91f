import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankModel

/// The byte-level writer every bundle writer and the digest use gives exactly
/// what the generic path (``JSONValueEncoder`` then ``CanonicalJSON``) gives.
struct CanonicalBytesTests {
  /// The text the generic path gives for `question`, compact or pretty at level 2.
  private func generic(_ question: Question, pretty: Bool) throws -> String {
    let value = try JSONValueEncoder().encode(question)
    return pretty ? try CanonicalJSON.pretty(value, level: 2) : try CanonicalJSON.compact(value)
  }

  private func fast(_ question: Question, pretty: Bool) throws -> String {
    var bytes = CanonicalBytes(pretty: pretty, level: pretty ? 2 : 0)
    try bytes.question(question)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  @Test func sampleBundleQuestionsMatchTheGenericPathAndItsDigest() throws {
    let bundle = try BundleReader().read(from: TestPaths.sample("bundles/movie-night.json"))
    for question in bundle.questions {
      #expect(try fast(question, pretty: false) == generic(question, pretty: false))
      #expect(try fast(question, pretty: true) == generic(question, pretty: true))
    }
    #expect(try BundleDigest.compute(for: bundle) == bundle.digest)
  }

  @Test func awkwardContentMatchesTheGenericPath() throws {
    let awkward = Question(
      id: "q\"1\\", kind: .multipleResponse,
      prompt: [
        "en": "Tab\there, line\nbreak, bell\u{07}, quote \"", "uk": "Так?", "zz": "😀 \u{1F}",
      ],
      subject: Subject(title: "Amélie", year: 2001),
      image: ImageReference(
        source: "assets/a b.jpg", sha256: String(repeating: "a", count: 64), alt: [:]),
      choices: [Choice(id: "a", text: ["en": ""]), Choice(id: "b", text: [:])],
      correct: ["a", "b"], points: 7, explanation: ["en": "/slash/"], tags: ["x", "y"],
      difficulty: .hard,
      provenance: Provenance(
        source: "tmdb",
        values: [
          "rating": .number(6.96), "big": .number(1e21), "tiny": .number(0.000001),
          "negative": .number(-0.0), "int": .number(7), "flag": .bool(true), "text": .string("ü"),
        ]))
    let plain = Question(id: "p", kind: .yesNo, prompt: ["en": "?"], choices: [], correct: [])
    var bundle = QuizBundle(
      id: "awkward", version: "1.0.0", title: ["en": "T"], locales: ["en"],
      createdAt: "2026-01-01T00:00:00Z",
      questions: [awkward, plain], rounds: [Round(questions: ["p"])])
    for question in bundle.questions {
      #expect(try fast(question, pretty: false) == generic(question, pretty: false))
      #expect(try fast(question, pretty: true) == generic(question, pretty: true))
    }
    let whole = try BundleWriter().encode(bundle)
    #expect(try BundleReader().decode(whole) == (try BundleWriter().sealed(bundle)))
    bundle.questions = []
    #expect(try BundleReader().decode(BundleWriter().encode(bundle)).questions.isEmpty)
  }
}
