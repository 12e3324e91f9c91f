import Foundation
import QuizBankModel

/// The statistics file's content: every bundle's statistics, by bundle id.
///
/// ```json
/// {"format": "quizbank.statistics", "formatVersion": 1,
///  "bundles": {"movie-quiz": {"roundsPlayed": 3, ...}}}
/// ```
package struct StatisticsFile: Sendable, Codable, Equatable {
  package static let marker = "quizbank.statistics"
  /// The format version this build writes; a newer file is read but never written.
  package static let currentFormatVersion = 1

  package var format = StatisticsFile.marker
  package var formatVersion = StatisticsFile.currentFormatVersion
  package var bundles: [String: BundleStatistics] = [:]

  package init() {}

  package static func decode(_ data: Data) throws -> StatisticsFile {
    // Our own reader, not Foundation's: a file of 513 `[` must be moved aside,
    // not crash every `qbank stats` and `qbank play` (issue 17).
    let file = try JSONNodeDecoder().decode(StatisticsFile.self, from: data)
    guard file.format == marker else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "not a QuizBank statistics file"))
    }
    for (id, stats) in file.bundles.sorted(by: { $0.key < $1.key }) where !stats.isConsistent {
      // Counts edited by hand or damaged: the file is moved aside (kept for a
      // look) and the statistics start again, with the usual notice.
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [], debugDescription: "bundle \(id): negative or inconsistent counts"))
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
