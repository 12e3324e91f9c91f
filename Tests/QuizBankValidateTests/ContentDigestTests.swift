import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

/// The validator's fast digest gives what the model's `BundleDigest` gives.
struct ContentDigestTests {
  @Test func matchesTheModelOnTheSample() throws {
    let bundle = try BundleReader().read(from: TestPaths.sample("bundles/movie-night.json"))
    #expect(try ContentDigest.compute(bundle) == (try BundleDigest.compute(for: bundle)))
    #expect(try ContentDigest.compute(bundle) == bundle.digest)
  }

  @Test func matchesTheModelOnAwkwardContent() throws {
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
    #expect(try ContentDigest.compute(bundle) == (try BundleDigest.compute(for: bundle)))
    bundle.questions = []
    #expect(try ContentDigest.compute(bundle) == (try BundleDigest.compute(for: bundle)))
  }
}
