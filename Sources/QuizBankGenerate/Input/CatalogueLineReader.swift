import Foundation
import QuizBankJSON
import QuizBankModel

/// Reads catalogue files (JSON Lines of films) with the streaming JSON reader
/// instead of `JSONDecoder`: the same films, several times faster, which matters
/// when a catalogue holds a million films and the generator reads it twice.
enum CatalogueLineReader {
  /// Calls `body` with each film of the file at `url`, in order.
  ///
  /// Lines are found in 1 MiB chunks and decoded by one reader, reset for
  /// each line, so a line costs no allocation of its own.
  static func forEachFilm(in url: URL, _ body: (Film) throws -> Void) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var pending: [UInt8] = []
    let reader = JSONReader(bytes: EmptyCollection())
    var line = 0
    func emit(_ bytes: UnsafeBufferPointer<UInt8>) throws {
      line += 1
      guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
      reader.reset(bytes: bytes)
      let film: Film
      do {
        film = try decode(reader)
      } catch {
        throw GenerateError.malformedCatalogue(file: url.path, line: line, reason: "\(error)")
      }
      try body(film)
    }
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      pending.append(contentsOf: chunk)
      let consumed = try pending.withUnsafeBufferPointer { all in
        var start = 0
        while let newline = firstLineFeed(in: all, from: start) {
          try emit(UnsafeBufferPointer(rebasing: all[start..<newline]))
          start = newline + 1
        }
        return start
      }
      pending.removeSubrange(..<consumed)
    }
    if !pending.isEmpty { try pending.withUnsafeBufferPointer { try emit($0) } }
  }

  /// The position of the first line feed in `bytes` at or after `start`, if any.
  private static func firstLineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, 0x0A, bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// One film from a line's events; unknown members are skipped, `null` is absent.
  ///
  /// Member names are matched as bytes (``JSONReader/nextKey(_:)``), so no
  /// `String` is made for them.
  static func decode(_ reader: JSONReader) throws -> Film {
    guard try reader.next() == .startObject else { throw LineError.notAnObject }
    var film = Film(id: "", source: "", title: "")
    var required = (id: false, source: false, title: false)
    while let member = try reader.nextKey(Member.init) {
      guard let member else {
        try reader.skipValue()
        continue
      }
      let key = member.rawValue
      switch member {
      case .id:
        film.id = try string(reader, key) ?? ""
        required.id = true
      case .source:
        film.source = try string(reader, key) ?? ""
        required.source = true
      case .title:
        film.title = try string(reader, key) ?? ""
        required.title = true
      case .originalTitle: film.originalTitle = try string(reader, key)
      case .year: film.year = try int(reader, key)
      case .releaseDate: film.releaseDate = try string(reader, key)
      case .rating: film.rating = try double(reader, key)
      case .voteCount: film.voteCount = try int(reader, key)
      case .popularity: film.popularity = try double(reader, key)
      case .rank: film.rank = try int(reader, key)
      case .rankChange: film.rankChange = try int(reader, key)
      case .genres: film.genres = try strings(reader, key)
      case .countries: film.countries = try strings(reader, key)
      case .overview: film.overview = try string(reader, key)
      case .image: film.image = try string(reader, key)
      case .trailer: film.trailer = try string(reader, key)
      case .crew: film.crew = try strings(reader, key)
      case .runtimeMinutes: film.runtimeMinutes = try int(reader, key)
      case .lists: film.lists = try strings(reader, key)
      }
    }
    if !required.id { throw LineError.missing("id") }
    if !required.source { throw LineError.missing("source") }
    if !required.title { throw LineError.missing("title") }
    return film
  }

  /// The members of a catalogue film.
  enum Member: String, CaseIterable {
    case id, source, title, originalTitle, year, releaseDate, rating, voteCount, popularity
    case rank, rankChange, genres, countries, overview, image, trailer, crew, runtimeMinutes
    case lists

    /// The member named by `bytes` (UTF-8), or `nil` for any other name.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard bytes.count < Self.byLength.count else { return nil }
      for (name, member) in Self.byLength[bytes.count] where name.elementsEqual(bytes) {
        self = member
        return
      }
      return nil
    }

    /// The members' names as UTF-8, grouped by length.
    private static let byLength: [[([UInt8], Member)]] = {
      let longest = allCases.map(\.rawValue.utf8.count).max()!
      var table = [[([UInt8], Member)]](repeating: [], count: longest + 1)
      for member in allCases {
        table[member.rawValue.utf8.count].append((Array(member.rawValue.utf8), member))
      }
      return table
    }()
  }

  private static func string(_ reader: JSONReader, _ key: String) throws -> String? {
    switch try reader.next() {
    case .string(let value): return value
    case .null: return nil
    default: throw LineError.wrongType(key, "a string")
    }
  }

  private static func int(_ reader: JSONReader, _ key: String) throws -> Int? {
    switch try reader.next() {
    case .number(let number):
      guard let value = number.intValue else { throw LineError.wrongType(key, "a whole number") }
      return value
    case .null: return nil
    default: throw LineError.wrongType(key, "a whole number")
    }
  }

  private static func double(_ reader: JSONReader, _ key: String) throws -> Double? {
    switch try reader.next() {
    case .number(let number): return number.doubleValue
    case .null: return nil
    default: throw LineError.wrongType(key, "a number")
    }
  }

  private static func strings(_ reader: JSONReader, _ key: String) throws -> [String] {
    switch try reader.next() {
    case .null: return []
    case .startArray:
      var values: [String] = []
      while let event = try reader.next(), event != .endArray {
        guard case .string(let value) = event else {
          throw LineError.wrongType(key, "a list of strings")
        }
        values.append(value)
      }
      return values
    default: throw LineError.wrongType(key, "a list of strings")
    }
  }

  private enum LineError: Error, CustomStringConvertible {
    case notAnObject
    case missing(String)
    case wrongType(String, String)

    var description: String {
      switch self {
      case .notAnObject: "a film is a JSON object"
      case .missing(let key): "'\(key)' is missing"
      case .wrongType(let key, let expected): "'\(key)' must be \(expected)"
      }
    }
  }
}
