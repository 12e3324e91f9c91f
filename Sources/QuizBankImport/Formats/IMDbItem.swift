import Foundation
import QuizBankJSON

/// The members of an imdb-api.com film that the catalogue uses, as an
/// ``IMDbBatch`` holds them and ``IMDbFilmBuilder`` reads them.
enum IMDbItem {
  /// The members the catalogue uses; others are skipped unread.
  enum Key: String, CaseIterable {
    case id, title, year, rank, rankUpDown, image, releaseDate, runtimeMins, plot
    case imDbRating, imDbRatingCount, imDbRatingVotes, crew, directors, genres, countries
    case actorList, genreList, countryList

    /// The keys' names as bytes, to match member names without making strings.
    static let names: [(bytes: [UInt8], key: Key)] = allCases.map { (Array($0.rawValue.utf8), $0) }

    init?(bytes: UnsafeBufferPointer<UInt8>) {
      for entry in Self.names where entry.bytes.count == bytes.count {
        let same = entry.bytes.withUnsafeBufferPointer { name in
          memcmp(name.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
        if same {
          self = entry.key
          return
        }
      }
      return nil
    }
  }

  /// `[{"key": "Drama", "value": "Drama"}]` → `["Drama"]`; `nil` when absent or empty.
  static func names(_ list: JSONNode?) -> [String]? {
    guard let entries = list?.array, !entries.isEmpty else { return nil }
    return entries.compactMap { $0.text("value") ?? $0.text("key") }
  }
}
