import Foundation
import QuizBankJSON

/// The catalogue's only reader: JSON Lines of films, read with the streaming
/// JSON reader (no `Decodable`, no tree), one reader reset for each line, so a
/// line costs no allocation of its own beyond its film. A catalogue can hold a
/// million films.
///
/// It follows ``Film/Field``: unknown members are skipped, `null` is absent,
/// a required member missing or a member of the wrong kind makes the line bad,
/// and a bad line throws ``CatalogueReadError`` with its line and column.
package enum CatalogueLineReader {
  /// Calls `body` with each film of the file at `url`, in order; blank lines are skipped.
  ///
  /// A regular file is mapped and its lines read where they lie (the pages
  /// behind the reading point let go every few MiB, so memory stays flat);
  /// anything else (a pipe) is read in 1 MiB chunks. A bad line throws after
  /// the films before it. Each film is given to `body` to keep (`consuming`):
  /// one that is stored is moved, not copied.
  package static func forEachFilm(
    in url: URL, keeping kept: Film.FieldSet = .all, _ body: (consuming Film) throws -> Void
  ) throws {
    let reader = JSONReader(bytes: EmptyCollection())
    var line = 0
    func emit(_ bytes: UnsafeBufferPointer<UInt8>) throws {
      line += 1
      guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
      let film: Film
      do throws(CatalogueLineError) {
        film = try decode(bytes, with: reader, keeping: kept)
      } catch {
        throw CatalogueReadError(
          file: url.path, line: line, column: error.column, reason: error.reason)
      }
      try body(film)
    }
    /// Emits the lines of `all` that end in a line feed, calling `after` with
    /// the offset past each; returns the offset past the last one.
    func emitLines(_ all: UnsafeBufferPointer<UInt8>, after: (Int) -> Void = { _ in }) throws
      -> Int
    {
      var start = 0
      while let newline = firstLineFeed(in: all, from: start) {
        try emit(UnsafeBufferPointer(rebasing: all[start..<newline]))
        start = newline + 1
        after(start)
      }
      return start
    }
    if url.isFileURL, let mapped = JSONMappedFile(path: url.path) {
      // Not FileHandle, which read a page (4 KiB) per system call into new
      // `Data`, copied once more into `pending`. The bytes are the mapping's:
      // it must live until the last line is read.
      try withExtendedLifetime(mapped) {
        let all = mapped.bytes
        var released = 0
        let start = try emitLines(all) { end in
          if end - released >= Self.releaseStep { released = mapped.release(released..<end) }
        }
        if start < all.count { try emit(UnsafeBufferPointer(rebasing: all[start...])) }
      }
      return
    }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var pending: [UInt8] = []
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      pending.append(contentsOf: chunk)
      let consumed = try pending.withUnsafeBufferPointer { try emitLines($0) }
      pending.removeSubrange(..<consumed)
    }
    if !pending.isEmpty { try pending.withUnsafeBufferPointer { try emit($0) } }
  }

  /// How far the reading point gets past the pages last let go before the
  /// ones behind it are let go too.
  static let releaseStep = 8 << 20

  /// The film of one line (without its newline), read with `reader` (reset for it).
  package static func decode(
    _ line: UnsafeBufferPointer<UInt8>, with reader: JSONReader, keeping kept: Film.FieldSet = .all
  ) throws(CatalogueLineError) -> Film {
    reader.reset(bytes: line)
    do {
      return try decode(reader, keeping: kept)
    } catch let error as CatalogueLineError {
      throw error
    } catch let error as JSONSyntaxError {
      throw CatalogueLineError(column: error.column, reason: error.message)
    } catch {
      throw CatalogueLineError(column: reader.position.column, reason: "\(error)")
    }
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

  /// One film from a line's events, then the end of the line.
  ///
  /// Member names are matched as bytes (``JSONReader/nextKeyNumber(_:)``), so
  /// no `String` is made for them.
  private static func decode(_ reader: JSONReader, keeping kept: Film.FieldSet) throws -> Film {
    guard case .startObject? = try reader.next() else {
      throw CatalogueLineError(column: reader.position.column, reason: "a film is a JSON object")
    }
    let start = reader.position.column
    var film = Film(id: "", source: "", title: "")
    var seen = (id: false, source: false, title: false)
    var previous: Film.Field?
    // Not the generic `nextKey`: its call cost more than matching the name.
    while let number = try reader.nextKeyNumber({ Film.Field.number(name: $0, after: previous) }) {
      guard let field = Film.Field(rawValue: number) else {
        try reader.skipValue()
        continue
      }
      previous = field
      let value = Value(reader: reader, field: field)
      // The required members are always kept (``FieldSet``).
      guard kept.contains(field) else {
        try value.check()
        continue
      }
      switch field {
      case .countries: film.countries = try value.texts()
      case .crew: film.crew = try value.texts()
      case .genres: film.genres = try value.texts()
      case .id:
        film.id = try value.text()
        seen.id = true
      case .image: film.image = try value.optionalText()
      case .lists: film.lists = try value.texts()
      case .originalTitle: film.originalTitle = try value.optionalText()
      case .overview: film.overview = try value.optionalText()
      case .popularity: film.popularity = try value.number()
      case .rank: film.rank = try value.wholeNumber()
      case .rankChange: film.rankChange = try value.wholeNumber()
      case .rating: film.rating = try value.number()
      case .releaseDate: film.releaseDate = try value.optionalText()
      case .runtimeMinutes: film.runtimeMinutes = try value.wholeNumber()
      case .source:
        film.source = try value.text()
        seen.source = true
      case .title:
        film.title = try value.text()
        seen.title = true
      case .trailer: film.trailer = try value.optionalText()
      case .voteCount: film.voteCount = try value.wholeNumber()
      case .year: film.year = try value.wholeNumber()
      }
    }
    let missing: Film.Field? = !seen.id ? .id : !seen.source ? .source : !seen.title ? .title : nil
    if let missing {
      throw CatalogueLineError(column: start, reason: "'\(missing.text)' is missing")
    }
    _ = try reader.next()  // one film a line: only white space may follow it
    return film
  }

  /// The value of one member, read as its field's ``Film/Field/kind`` says.
  private struct Value {
    let reader: JSONReader
    let field: Film.Field

    func text() throws -> String {
      assert(field.kind == .text)
      guard case .string(let value) = try reader.next() else { throw wrong("a string") }
      return value
    }

    func optionalText() throws -> String? {
      assert(field.kind == .optionalText)
      switch try reader.next() {
      case .string(let value): return value
      case .null: return nil
      default: throw wrong("a string")
      }
    }

    func wholeNumber() throws -> Int? {
      assert(field.kind == .wholeNumber)
      switch try reader.next() {
      case .number(let number):
        guard let value = number.intValue else { throw wrong("a whole number") }
        return value
      case .null: return nil
      default: throw wrong("a whole number")
      }
    }

    func number() throws -> Double? {
      assert(field.kind == .number)
      switch try reader.next() {
      case .number(let number):
        let value = number.doubleValue
        guard value.isFinite else { throw wrong("a number a double can hold") }
        return value
      case .null: return nil
      default: throw wrong("a number")
      }
    }

    func texts() throws -> [String] {
      assert(field.kind == .texts)
      switch try reader.next() {
      case .null: return []
      case .startArray:
        var values: [String] = []
        while let event = try reader.next() {
          if case .endArray = event { break }
          guard case .string(let value) = event else { throw wrong("a list of strings") }
          values.append(value)
        }
        return values
      default: throw wrong("a list of strings")
      }
    }

    /// Checks that the value is of the field's kind, as reading it would, without
    /// keeping it: no list is made, nor a `String` for an optional text.
    func check() throws {
      switch field.kind {
      case .text, .optionalText:
        switch try reader.nextValue(string: { _ in }) {
        case nil: return  // a string, checked but not made
        case .null? where field.kind == .optionalText: return
        default: throw wrong("a string")
        }
      case .wholeNumber: _ = try wholeNumber()
      case .number: _ = try number()
      case .texts:
        switch try reader.next() {
        case .null?: return
        case .startArray?:
          // Each element checked as a string is, none made (`nil`: a string;
          // inside an array the input cannot end without an error).
          while true {
            guard let event = try reader.nextValue(string: { _ in }) else { continue }
            guard case .endArray = event else { throw wrong("a list of strings") }
            return
          }
        default: throw wrong("a list of strings")
        }
      }
    }

    /// The member's value is not what its field holds.
    private func wrong(_ expected: String) -> CatalogueLineError {
      CatalogueLineError(
        column: reader.position.column, reason: "'\(field.text)' must be \(expected)")
    }
  }
}

/// Why one catalogue line is not a film, and where in the line.
package struct CatalogueLineError: Error, Equatable, CustomStringConvertible {
  /// The 1-based column (in Unicode scalars) of what is wrong.
  package var column: Int
  /// What is wrong.
  package var reason: String

  package var description: String { "\(column): \(reason)" }
}

extension Film {
  /// Some of the members of a catalogue line (``Film/Field``): those a reader
  /// keeps. The others are still checked, but left empty in the ``Film``.
  package struct FieldSet: Sendable {
    private var bits: UInt32

    /// Every member.
    package static let all = FieldSet(bits: UInt32.max)

    private init(bits: UInt32) { self.bits = bits }

    /// These members, and the required ones (`id`, `source`, `title`).
    package init(_ fields: [Film.Field]) {
      bits = 0
      for field in fields + [.id, .source, .title] { bits |= 1 << UInt32(field.rawValue) }
    }

    package func contains(_ field: Film.Field) -> Bool { bits & (1 << UInt32(field.rawValue)) != 0 }
  }
}
