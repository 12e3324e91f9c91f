import QuizBankModel

/// The films the questions are written from, kept from the one read of the
/// catalogue as packed bytes rather than as `Film` values: the members the
/// questions use (id, source, title, year, rating, image, genres) and the film's
/// position in the catalogue.
///
/// A text is stored as what it shares with the same member of the film before
/// (the lengths of the common start and end) and the bytes between: neighbouring
/// films' ids and image URLs differ in a few bytes. The benchmark's films take
/// about 48 bytes each (some 45 MB for a million), where a `Film` each would
/// take several hundred.
struct PackedFilms {
  /// Bytes gathered before a new chunk is started; records never straddle chunks.
  static let chunkSize = 1 << 20

  private var chunks: [[UInt8]] = []
  private var current: [UInt8] = []
  /// The last text stored of each of ``Text``'s members.
  private var previous = [[UInt8]](repeating: [], count: Text.count)
  private var lastIndex: Int32 = 0
  /// The number of films kept.
  private(set) var count = 0

  /// The texts coded against the previous film's, by position.
  private enum Text {
    static let id = 0
    static let source = 1
    static let title = 2
    static let image = 3
    static let count = 4
  }

  private static let hasYear: UInt64 = 1
  private static let hasRating: UInt64 = 2
  private static let hasImage: UInt64 = 4

  init() {
    current.reserveCapacity(Self.chunkSize + 4096)
  }

  /// Keeps `film`'s members the questions use, at catalogue position `index`
  /// (above the last one kept).
  mutating func append(_ film: Film, index: Int32) {
    writeNumber(UInt64(index - lastIndex))
    lastIndex = index
    var flags: UInt64 = 0
    if film.year != nil { flags |= Self.hasYear }
    if film.rating != nil { flags |= Self.hasRating }
    if film.image != nil { flags |= Self.hasImage }
    writeNumber(flags)
    if let year = film.year { writeNumber(UInt64(bitPattern: Int64((year << 1) ^ (year >> 63)))) }
    if let rating = film.rating {
      var bits = rating.bitPattern
      for _ in 0..<8 {
        current.append(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
      }
    }
    writeText(film.id, Text.id)
    writeText(film.source, Text.source)
    writeText(film.title, Text.title)
    if let image = film.image { writeText(image, Text.image) }
    writeNumber(UInt64(film.genres.count))
    for var genre in film.genres {
      genre.withUTF8 { utf8 in
        writeNumber(UInt64(utf8.count))
        current.append(contentsOf: utf8)
      }
    }
    count += 1
    if current.count >= Self.chunkSize {
      chunks.append(current)
      current = []
      current.reserveCapacity(Self.chunkSize + 4096)
    }
  }

  /// Calls `body` with each film kept and its position, in order, as a `Film`
  /// with the members kept (the others empty); the memory is given back as it goes.
  mutating func drain(_ body: (Int32, Film) throws -> Void) throws {
    chunks.append(current)
    current = []
    var reader = Reader()
    for c in chunks.indices {
      let chunk = chunks[c]
      chunks[c] = []
      try chunk.withUnsafeBufferPointer { bytes in
        reader.bytes = bytes
        reader.position = 0
        while reader.position < bytes.count {
          let (index, film) = reader.film()
          try body(index, film)
        }
      }
    }
    chunks = []
    count = 0
  }

  /// Decodes records: the counterpart of ``append(_:index:)``.
  private struct Reader {
    var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var position = 0
    var previous = [[UInt8]](repeating: [], count: Text.count)
    var index: Int32 = 0

    mutating func film() -> (Int32, Film) {
      index += Int32(number())
      let flags = number()
      var year: Int?
      if flags & PackedFilms.hasYear != 0 {
        // Zigzag: the sign in the lowest bit, shifted without it.
        let coded = number()
        year = Int(truncatingIfNeeded: Int64(bitPattern: (coded >> 1) ^ (0 &- (coded & 1))))
      }
      var rating: Double?
      if flags & PackedFilms.hasRating != 0 {
        var bits: UInt64 = 0
        for i in 0..<8 { bits |= UInt64(bytes[position + i]) << (8 * i) }
        position += 8
        rating = Double(bitPattern: bits)
      }
      let id = text(Text.id)
      let source = text(Text.source)
      let title = text(Text.title)
      let image = flags & PackedFilms.hasImage != 0 ? text(Text.image) : nil
      var genres: [String] = []
      let genreCount = Int(number())
      if genreCount > 0 {
        genres.reserveCapacity(genreCount)
        for _ in 0..<genreCount {
          let length = Int(number())
          genres.append(
            String(
              decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]),
              as: UTF8.self))
          position += length
        }
      }
      return (
        index,
        Film(
          id: id, source: source, title: title, year: year, rating: rating, genres: genres,
          image: image)
      )
    }

    /// A number written by ``PackedFilms/writeNumber(_:)``.
    mutating func number() -> UInt64 {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let byte = bytes[position]
        position += 1
        value |= UInt64(byte & 0x7F) << shift
        if byte < 0x80 { return value }
        shift += 7
      }
    }

    /// A text written by ``PackedFilms/writeText(_:_:)``.
    mutating func text(_ member: Int) -> String {
      let start = Int(number())
      let end = Int(number())
      let middle = Int(number())
      let old = previous[member].count
      previous[member].replaceSubrange(
        start..<(old - end), with: bytes[position..<position + middle])
      position += middle
      return String(decoding: previous[member], as: UTF8.self)
    }
  }

  /// Writes `value` in 7-bit groups, the low ones first.
  private mutating func writeNumber(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      current.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    current.append(UInt8(rest))
  }

  /// Writes `text` as the lengths it shares at the start and at the end with
  /// the last text of `member`, and the bytes between.
  private mutating func writeText(_ text: String, _ member: Int) {
    var text = text
    text.withUTF8 { new in
      let old = previous[member].count
      let limit = min(old, new.count)
      let (start, end) = previous[member].withUnsafeBufferPointer { old in
        var start = 0
        while start < limit, old[start] == new[start] { start += 1 }
        var end = 0
        while end < limit - start, old[old.count - 1 - end] == new[new.count - 1 - end] {
          end += 1
        }
        return (start, end)
      }
      writeNumber(UInt64(start))
      writeNumber(UInt64(end))
      writeNumber(UInt64(new.count - start - end))
      let middle = UnsafeBufferPointer(rebasing: new[start..<(new.count - end)])
      current.append(contentsOf: middle)
      previous[member].replaceSubrange(start..<(old - end), with: middle)
    }
  }
}
