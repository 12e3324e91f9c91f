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
  /// The last text stored of each member coded against the film before's
  /// (id, source, title, image): one array each, not an array of them (taking
  /// an element out to compare and change it was a retain, a release and a
  /// uniqueness check, 5 % of the planning thread).
  private var previousID: [UInt8] = []
  private var previousSource: [UInt8] = []
  private var previousTitle: [UInt8] = []
  private var previousImage: [UInt8] = []
  private var lastIndex: Int32 = 0
  /// The number of films kept.
  private(set) var count = 0

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
    Self.writeText(film.id, after: &previousID, into: &current)
    Self.writeText(film.source, after: &previousSource, into: &current)
    Self.writeText(film.title, after: &previousTitle, into: &current)
    if let image = film.image { Self.writeText(image, after: &previousImage, into: &current) }
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
    var previousID: [UInt8] = []
    var previousSource: [UInt8] = []
    var previousTitle: [UInt8] = []
    var previousImage: [UInt8] = []
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
      let id = Self.text(after: &previousID, in: bytes, at: &position)
      let source = Self.text(after: &previousSource, in: bytes, at: &position)
      let title = Self.text(after: &previousTitle, in: bytes, at: &position)
      let image =
        flags & PackedFilms.hasImage != 0
        ? Self.text(after: &previousImage, in: bytes, at: &position) : nil
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
      Self.number(in: bytes, at: &position)
    }

    static func number(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> UInt64 {
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

    /// A text written by ``PackedFilms/writeText(_:after:into:)`` after
    /// `previous` (the member's last text, which it becomes).
    static func text(
      after previous: inout [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int
    ) -> String {
      let start = Int(number(in: bytes, at: &position))
      let end = Int(number(in: bytes, at: &position))
      let middle = Int(number(in: bytes, at: &position))
      previous.replaceSubrange(
        start..<(previous.count - end), with: bytes[position..<position + middle])
      position += middle
      return String(decoding: previous, as: UTF8.self)
    }
  }

  /// Writes `value` in 7-bit groups, the low ones first.
  private mutating func writeNumber(_ value: UInt64) {
    Self.writeNumber(value, into: &current)
  }

  private static func writeNumber(_ value: UInt64, into current: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      current.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    current.append(UInt8(rest))
  }

  /// Writes `text` to `current` as the lengths it shares at the start and at
  /// the end with `previous` (the member's last text, which it becomes), and
  /// the bytes between.
  private static func writeText(
    _ text: String, after previous: inout [UInt8], into current: inout [UInt8]
  ) {
    func write(_ new: UnsafeBufferPointer<UInt8>) {
      let old = previous.count
      let limit = min(old, new.count)
      let (start, end) = previous.withUnsafeBufferPointer { old in
        var start = 0
        while start < limit, old[start] == new[start] { start += 1 }
        var end = 0
        while end < limit - start, old[old.count - 1 - end] == new[new.count - 1 - end] {
          end += 1
        }
        return (start, end)
      }
      writeNumber(UInt64(start), into: &current)
      writeNumber(UInt64(end), into: &current)
      writeNumber(UInt64(new.count - start - end), into: &current)
      let middle = UnsafeBufferPointer(rebasing: new[start..<(new.count - end)])
      current.append(contentsOf: middle)
      previous.replaceSubrange(start..<(old - end), with: middle)
    }
    // The string's own bytes, without copying it (a native string has them contiguous).
    if text.utf8.withContiguousStorageIfAvailable(write) == nil {
      var text = text
      text.withUTF8(write)
    }
  }
}
