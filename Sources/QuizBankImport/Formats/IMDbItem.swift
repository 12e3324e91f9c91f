import Foundation
import QuizBankJSON
import QuizBankModel

/// The members of an imdb-api.com film that the catalogue uses, as an
/// ``IMDbBatch`` holds them and ``IMDbFilmBuilder`` reads them.
enum IMDbItem {
  /// The members the catalogue uses; others are skipped unread.
  enum Key: String, CaseIterable {
    case id, title, year, rank, rankUpDown, image, releaseDate, runtimeMins, plot
    case imDbRating, imDbRatingCount, imDbRatingVotes, crew, directors, genres, countries
    case actorList, genreList, countryList

    /// The keys' names as packed words, in the order of their ``index``, to
    /// match member names without making strings.
    private static let names = MemberNames(
      allCases.sorted { $0.index < $1.index }.map(\.rawValue))

    /// The ``index`` of the key spelled by `bytes`, or -1 for a member the
    /// catalogue does not use; the key numbered `guess` is tried first. (A name
    /// is three integer comparisons, where a `memcmp` per name of the same
    /// length took 3 % of an import.)
    static func number(bytes: UnsafeBufferPointer<UInt8>, guess: Int) -> Int {
      names.index(of: bytes, guess: guess) ?? -1
    }
  }

  /// `[{"key": "Drama", "value": "Drama"}]` → `["Drama"]`; `nil` when absent or empty.
  static func names(_ list: JSONNode?) -> [String]? {
    guard let entries = list?.array, !entries.isEmpty else { return nil }
    return entries.compactMap { $0.text("value") ?? $0.text("key") }
  }
}
