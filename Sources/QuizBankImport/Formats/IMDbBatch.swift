import QuizBankJSON

/// A batch of imdb-api.com list items held as bytes, for streaming imports:
/// every string value's UTF-8 (checked, escapes decoded) goes into one buffer,
/// so reading makes no `String` per member; the worker thread makes the
/// films from these bytes (``IMDbFilmBuilder``). A value: the reader fills
/// one, hands it to the worker and starts a new one, so the arrays move
/// without being copied.
struct IMDbBatch: Sendable {
  /// Where a string value's bytes are, and where it was in the input.
  struct Span {
    var start: Int32 = 0
    var count: Int32 = -1  // -1: the member is absent
    var line: UInt32 = 0
    var column: UInt32 = 0

    var isPresent: Bool { count >= 0 }
    var position: JSONPosition { JSONPosition(line: Int(line), column: Int(column), offset: 0) }
  }

  /// One item: its place and its members.
  struct Item {
    var index: Int
    var position: JSONPosition
    /// `nil` for an item that is not an object (it is skipped with a warning).
    var found: String?
    /// The first span of this item in ``spans`` (one per ``IMDbItem/Key``).
    var firstSpan: Int
  }

  static let keyCount = IMDbItem.Key.allCases.count

  var bytes: [UInt8] = []
  var spans: [Span] = []
  var items: [Item] = []
  /// Members that are not strings (numbers, null, arrays, objects), by span index.
  var others: [Int: JSONNode] = [:]
  /// The list name every film of the batch is recorded in.
  var lists: [String]
  /// The key that followed each key (at its number + 1; at 0, the first key)
  /// in the items read so far, tried first for the next: the API writes its
  /// members in an order of its own, the same for every item.
  private var guesses = [Int](repeating: -1, count: Self.keyCount + 1)

  init(lists: [String], capacity: Int) {
    self.lists = lists
    bytes.reserveCapacity(capacity * 400)
    spans.reserveCapacity(capacity * Self.keyCount)
    items.reserveCapacity(capacity)
  }

  /// Reads the members of an item whose `{` was just read.
  mutating func readItem(from reader: JSONReader, index: Int, at position: JSONPosition) throws {
    let first = spans.count
    spans.append(contentsOf: repeatElement(Span(), count: Self.keyCount))
    items.append(Item(index: index, position: position, found: nil, firstSpan: first))
    var previous = -1
    // Not the generic `nextKey`: its call cost more than matching the name.
    while let number = try reader.nextKeyNumber({
      IMDbItem.Key.number(bytes: $0, guess: guesses[previous + 1])
    }) {
      guard number >= 0 else {
        try reader.skipValue()
        continue
      }
      guesses[previous + 1] = number
      previous = number
      let slot = first + number
      let start = bytes.count
      let event = try reader.nextValue { value in bytes.append(contentsOf: value) }
      let where_ = reader.position
      guard let event else {
        if !others.isEmpty { others[slot] = nil }  // the last member of a name wins
        spans[slot] = Span(
          start: Int32(truncatingIfNeeded: start),
          count: Int32(truncatingIfNeeded: bytes.count - start),
          line: UInt32(clamping: where_.line), column: UInt32(clamping: where_.column))
        continue
      }
      if let node = try JSONNode.read(from: reader, startingWith: event) {
        others[slot] = node
        spans[slot] = Span()
      }
    }
  }

  /// Notes an element that is not an object.
  mutating func skip(index: Int, node: JSONNode?) {
    items.append(
      Item(
        index: index, position: node?.position ?? JSONPosition(line: 0, column: 0, offset: 0),
        found: node?.kindName ?? "nothing", firstSpan: spans.count))
  }
}

extension IMDbItem.Key {
  /// The key's place among all keys.
  var index: Int {
    switch self {
    case .id: 0
    case .title: 1
    case .year: 2
    case .rank: 3
    case .rankUpDown: 4
    case .image: 5
    case .releaseDate: 6
    case .runtimeMins: 7
    case .plot: 8
    case .imDbRating: 9
    case .imDbRatingCount: 10
    case .imDbRatingVotes: 11
    case .crew: 12
    case .directors: 13
    case .genres: 14
    case .countries: 15
    case .actorList: 16
    case .genreList: 17
    case .countryList: 18
    }
  }
}
