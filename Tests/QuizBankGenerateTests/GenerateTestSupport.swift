import Foundation
import QuizBankModel

@testable import QuizBankGenerate

/// Synthetic films and a one-call generator for tests.
enum Films {
  /// Film `n`: a rating spread over 3.0…9.4, a year, genres and lists that vary with `n`.
  static func film(_ n: Int, rating: Double? = nil, votes: Int = 10_000) -> Film {
    let genres = [["Drama"], ["Comedy"], ["Drama", "Crime"], ["Action", "Sci-Fi"]][n % 4]
    let lists = n % 3 == 0 ? ["imdb:top250"] : ["imdb:most-popular"]
    return Film(
      id: "tt\(1_000_000 + n)", source: "imdb", title: "Film \(n)", year: 1950 + n % 70,
      rating: rating ?? (3.0 + Double((n * 37) % 65) / 10), voteCount: votes, genres: genres,
      image: "https://example.org/\(n).jpg", lists: lists)
  }

  static func films(_ range: Range<Int>) -> [Film] { range.map { film($0) } }
}

enum Generate {
  static let metadata = BundleMetadata(
    id: "test-quiz", version: "1.0.0", title: ["en": "Test"])

  /// Generates into a temporary file and returns the bundle, its bytes and the summary.
  static func run(
    _ films: [Film], rules: String, seed: UInt64? = nil
  ) throws -> (bundle: QuizBundle, bytes: Data, summary: GenerateSummary) {
    let ruleSet = try RuleSet.parse(rules, file: "rules.yaml")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-gen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.json")
    let summary = try QuestionGenerator(ruleSet: ruleSet, seed: seed).generate(
      from: FilmArraySource(films), metadata: metadata, to: url)
    let bytes = try Data(contentsOf: url)
    return (try BundleReader().decode(bytes), bytes, summary)
  }
}

enum RuleFile {
  /// The error parsing `text` as `rules.yaml` gives, or `nil` when it parses.
  static func error(_ text: String) -> ConfigError? {
    do {
      _ = try RuleSet.parse(text, file: "rules.yaml")
      return nil
    } catch let error as ConfigError {
      return error
    } catch {
      return nil
    }
  }
}

extension Question {
  var isYes: Bool { correct == ["yes"] }
  func number(_ key: String) -> Double? { provenance?.values?[key]?.number }
}
