import Foundation
import QuizBankJSON

/// The fields of an imdb-api.com film that the catalogue uses, read straight
/// from the reader's events (a list holds a million of them; no tree is built).
/// The members sit in one array, so handing an item to the worker thread
/// moves one reference, not twenty fields; a value, hence `Sendable`.
struct IMDbItem: Sendable {
  var position: JSONPosition
  /// The members by ``Key/index``; `nil` when absent.
  private var values = [JSONNode?](repeating: nil, count: IMDbBatch.keyCount)

  init(position: JSONPosition) {
    self.position = position
  }

  var id: JSONNode? { values[Key.id.index] }
  var title: JSONNode? { values[Key.title.index] }
  var year: JSONNode? { values[Key.year.index] }
  var rank: JSONNode? { values[Key.rank.index] }
  var rankUpDown: JSONNode? { values[Key.rankUpDown.index] }
  var image: JSONNode? { values[Key.image.index] }
  var releaseDate: JSONNode? { values[Key.releaseDate.index] }
  var runtimeMins: JSONNode? { values[Key.runtimeMins.index] }
  var plot: JSONNode? { values[Key.plot.index] }
  var imDbRating: JSONNode? { values[Key.imDbRating.index] }
  var imDbRatingCount: JSONNode? { values[Key.imDbRatingCount.index] }
  var imDbRatingVotes: JSONNode? { values[Key.imDbRatingVotes.index] }
  var crew: JSONNode? { values[Key.crew.index] }
  var directors: JSONNode? { values[Key.directors.index] }
  var genres: JSONNode? { values[Key.genres.index] }
  var countries: JSONNode? { values[Key.countries.index] }
  var actorList: JSONNode? { values[Key.actorList.index] }
  var genreList: JSONNode? { values[Key.genreList.index] }
  var countryList: JSONNode? { values[Key.countryList.index] }

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

  /// Reads the members of an object whose `{` was just read.
  static func read(from reader: JSONReader, at position: JSONPosition) throws -> IMDbItem {
    var item = IMDbItem(position: position)
    while let key = try reader.nextKey(Key.init(bytes:)) {
      guard let key else {
        try reader.skipValue()  // fullTitle (the title and year again) and the like
        continue
      }
      guard let event = try reader.next() else { break }
      let value: JSONNode
      switch event {
      case .string(let string): value = JSONNode(.string(string), at: reader.position)
      case .number(let number): value = JSONNode(.number(number), at: reader.position)
      case .null: value = JSONNode(.null, at: reader.position)
      default:
        guard let node = try JSONNode.read(from: reader, startingWith: event) else { continue }
        value = node
      }
      item.set(key, value)
    }
    return item
  }

  /// The fields of an object node (the Title endpoint).
  init(node: JSONNode) {
    self.init(position: node.position)
    for member in node.members ?? [] {
      if let key = Key(rawValue: member.key) { set(key, member.value) }
    }
  }

  mutating func set(_ key: Key, _ value: JSONNode) {
    values[key.index] = value
  }
}
