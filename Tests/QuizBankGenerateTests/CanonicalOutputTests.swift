import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankGenerate

/// The generator's own fast writer must give exactly the model's canonical bytes.
struct CanonicalOutputTests {
  @Test func generatedBundlesAreByteForByteWhatTheModelWriterGives() throws {
    var films = Films.films(0..<60)
    films[3].title = "Quote \" back\\slash \t tab \u{01} ctrl — Léon «x»"
    films[4].year = nil
    films[5].image = nil
    let rules = """
      rounds: 7
      rules:
        - type: rating-threshold
          comparisons: [greater, less]
        - type: release-year
          thresholds: [1960, 1990]
        - type: rating-comparison
          count: 4
          ask: lowest
        - type: genre
          genres: [Drama, Comedy]
      """
    let (bundle, bytes, _) = try Generate.run(films, rules: rules)
    #expect(bundle.questions.count > 60)
    #expect(try BundleWriter().encode(bundle) == bytes)
    #expect(bundle.digest == (try BundleDigest.compute(for: bundle)))
  }
}

struct CanonicalNumberTests {
  @Test func numbersAreWrittenAsTheModelWritesThem() throws {
    var values: [Double] = [
      0, 1, -1, 7, 7.5, 6.95, 8.25, 0.1, 0.001, 0.0001, 1e-7, 123456.789,
      1e14 + 0.5, 1e15, 1e21, 2.5e-5, -3.75, 9.299999999999999, 1994,
    ]
    var rng = SplitMix64(seed: 5)
    for _ in 0..<2000 {
      values.append(Double(rng.below(100_000)) / Double([1, 10, 100, 1000][rng.below(4)]))
    }
    for value in values {
      var bytes = CanonicalBytes(pretty: false)
      try bytes.double(value)
      #expect(String(decoding: bytes.bytes, as: UTF8.self) == (try CanonicalJSON.number(value)))
    }
  }
}
