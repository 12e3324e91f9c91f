import Foundation
import QuizBankModel
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
      """
    let (bundle, bytes, _) = try Generate.run(films, rules: rules)
    #expect(bundle.questions.count > 60)
    #expect(try BundleWriter().encode(bundle) == bytes)
    #expect(bundle.digest == (try BundleDigest.compute(for: bundle)))
  }

  @Test func anEmptyBundleIsWhatTheModelWriterGives() throws {
    let rules = "rules:\n  - type: rating-threshold\n"
    let (bundle, bytes, summary) = try Generate.run([], rules: rules)
    #expect(bundle.questions.isEmpty)
    #expect(summary.questions == 0)
    #expect(try BundleWriter().encode(bundle) == bytes)
  }
}
