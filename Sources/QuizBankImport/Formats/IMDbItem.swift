import Foundation
import QuizBankJSON

/// The fields of an imdb-api.com film that the catalogue uses, read straight
/// from the reader's events (a list holds a million of them; no tree is built).
/// A class, so handing one to the worker thread moves a reference, not twenty
/// fields; it is not changed once read, hence `Sendable`.
final class IMDbItem: @unchecked Sendable {
  var position: JSONPosition
  var id, title, year, rank, rankUpDown, image, releaseDate, runtimeMins, plot: JSONNode?
  var imDbRating, imDbRatingCount, imDbRatingVotes, crew, directors, genres, countries: JSONNode?
  var actorList, genreList, countryList: JSONNode?

  init(position: JSONPosition) {
    self.position = position
  }

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
    let item = IMDbItem(position: position)
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
  convenience init(node: JSONNode) {
    self.init(position: node.position)
    for member in node.members ?? [] {
      if let key = Key(rawValue: member.key) { set(key, member.value) }
    }
  }

  func set(_ key: Key, _ value: JSONNode) {
    switch key {
    case .id: id = value
    case .title: title = value
    case .year: year = value
    case .rank: rank = value
    case .rankUpDown: rankUpDown = value
    case .image: image = value
    case .releaseDate: releaseDate = value
    case .runtimeMins: runtimeMins = value
    case .plot: plot = value
    case .imDbRating: imDbRating = value
    case .imDbRatingCount: imDbRatingCount = value
    case .imDbRatingVotes: imDbRatingVotes = value
    case .crew: crew = value
    case .directors: directors = value
    case .genres: genres = value
    case .countries: countries = value
    case .actorList: actorList = value
    case .genreList: genreList = value
    case .countryList: countryList = value
    }
  }
}
