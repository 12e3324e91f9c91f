import Foundation

/// The statistics file's content: every bundle's statistics, by bundle id.
///
/// ```json
/// {"format": "quizbank.statistics", "formatVersion": 1,
///  "bundles": {"movie-quiz": {"roundsPlayed": 3, ...}}}
/// ```
package struct StatisticsFile: Sendable, Codable, Equatable {
  package static let marker = "quizbank.statistics"

  package var format = StatisticsFile.marker
  package var formatVersion = 1
  package var bundles: [String: BundleStatistics] = [:]

  package init() {}

  package static func decode(_ data: Data) throws -> StatisticsFile {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let file = try decoder.decode(StatisticsFile.self, from: data)
    guard file.format == marker else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "not a QuizBank statistics file"))
    }
    return file
  }

  package func encode() throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
