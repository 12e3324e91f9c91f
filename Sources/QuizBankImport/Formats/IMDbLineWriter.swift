import QuizBankJSON
import QuizBankModel

/// Writes the catalogue lines of an ``IMDbBatch`` straight from its bytes:
/// the same lines, and the same warnings, as building each ``Film`` with
/// ``IMDbReader/film(from:label:lists:)`` and encoding it, without the strings.
struct IMDbLineWriter {
  let input: ImportInput
  let collector: FilmCollector
  let writer: CatalogueWriter

  func write(_ batch: IMDbBatch) throws {
    try batch.bytes.withUnsafeBufferPointer { all in
      for item in batch.items {
        if let found = item.found {
          collector.warn(
            input, at: item.position,
            "skipped item \(item.index + 1): expected an object, found \(found)")
          continue
        }
        let fields = Fields(batch: batch, all: all, first: item.firstSpan)
        if try write(item, fields, lists: batch.lists) { collector.summary.films += 1 }
      }
    }
  }

  /// One item's members.
  struct Fields {
    let batch: IMDbBatch
    let all: UnsafeBufferPointer<UInt8>
    let first: Int

    func span(_ key: IMDbItem.Key) -> IMDbBatch.Span { batch.spans[first + key.index] }
    func other(_ key: IMDbItem.Key) -> JSONNode? {
      batch.others.isEmpty ? nil : batch.others[first + key.index]
    }

    /// A string member's bytes, as written (escapes decoded).
    func raw(_ key: IMDbItem.Key) -> UnsafeBufferPointer<UInt8>? {
      let span = span(key)
      guard span.isPresent else { return nil }
      return UnsafeBufferPointer(rebasing: all[Int(span.start)..<Int(span.start + span.count)])
    }

    /// A string member trimmed, `nil` when absent, not a string, or empty (`textValue`).
    func text(_ key: IMDbItem.Key) -> UnsafeBufferPointer<UInt8>? {
      guard let raw = raw(key) else { return nil }
      let trimmed = Self.trim(raw, newlines: true)
      return trimmed.isEmpty ? nil : trimmed
    }

    static func trim(_ bytes: UnsafeBufferPointer<UInt8>, newlines: Bool) -> UnsafeBufferPointer<
      UInt8
    > {
      let isSpace = { (byte: UInt8) in
        byte == 0x20 || byte == 0x09 || (newlines && (byte == 0x0A || byte == 0x0D))
      }
      var lower = 0
      var upper = bytes.count
      while lower < upper, isSpace(bytes[lower]) { lower += 1 }
      while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
      return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    }

    /// The comma-separated parts of a text, trimmed, empty ones left out (`commaSeparated`).
    static func parts(_ text: UnsafeBufferPointer<UInt8>?) -> [UnsafeBufferPointer<UInt8>] {
      guard let text else { return [] }
      var parts: [UnsafeBufferPointer<UInt8>] = []
      var start = 0
      for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: ",") {
        let part = trim(UnsafeBufferPointer(rebasing: text[start..<index]), newlines: false)
        if !part.isEmpty { parts.append(part) }
        start = index + 1
      }
      return parts
    }
  }

  /// Writes one item's line; `false` (with a warning) when it cannot be a film.
  private func write(_ item: IMDbBatch.Item, _ fields: Fields, lists: [String]) throws -> Bool {
    let label = { "item \(item.index + 1)" }
    guard let id = fields.text(.id) else {
      collector.warn(input, at: item.position, "skipped \(label()): it has no \"id\"")
      return false
    }
    guard let title = fields.text(.title) else {
      let shown = String(decoding: id, as: UTF8.self)
      collector.warn(input, at: item.position, "skipped \(label()) (\(shown)): it has no \"title\"")
      return false
    }
    // The same order of evaluation (and of warnings) as IMDbReader.film(from:).
    let year = integer(fields, .year, label)
    let rank = integer(fields, .rank, label)
    let rankChange = integer(fields, .rankUpDown, label)
    let runtime = integer(fields, .runtimeMins, label)
    let votes = count(fields, .imDbRatingCount, label) ?? count(fields, .imDbRatingVotes, label)
    var rating = rating(fields, label)
    if votes == 0 { rating = nil }
    try writer.writeLine { line in
      line.beginObject()
      line.key("countries")
      list(
        IMDbItem.names(fields.other(.countryList)), orParts: Fields.parts(fields.text(.countries)),
        &line)
      line.key("crew")
      if let crew = fields.text(.crew) {
        list(nil, orParts: Fields.parts(crew), &line)
      } else {
        var crew = Fields.parts(fields.text(.directors)).map {
          String(decoding: $0, as: UTF8.self) + " (dir.)"
        }
        for actor in fields.other(.actorList)?.array ?? [] {
          if let name = actor.text("name") { crew.append(name) }
        }
        list(crew, orParts: [], &line)
      }
      line.key("genres")
      list(
        IMDbItem.names(fields.other(.genreList)), orParts: Fields.parts(fields.text(.genres)), &line
      )
      line.optional("id", utf8: id)
      line.optional("image", utf8: fields.text(.image))
      line.strings("lists", lists)
      line.optional("overview", utf8: fields.text(.plot))
      line.optional("rank", rank)
      line.optional("rankChange", rankChange)
      line.optional("rating", rating)
      line.optional("releaseDate", utf8: fields.text(.releaseDate))
      line.optional("runtimeMinutes", runtime)
      line.key("source")
      line.string("imdb")
      line.optional("title", utf8: title)
      line.optional("voteCount", rating == nil ? nil : votes)
      line.optional("year", year)
      line.endObject()
    }
    return true
  }

  /// A JSON array of `strings` when given, else of the byte `parts`.
  private func list(
    _ strings: [String]?, orParts parts: [UnsafeBufferPointer<UInt8>], _ line: inout CanonicalBytes
  ) {
    line.beginArray()
    if let strings {
      for value in strings { line.string(value) }
    } else {
      for part in parts { line.string(utf8: part) }
    }
    line.endArray()
  }

  private func integer(_ fields: Fields, _ key: IMDbItem.Key, _ label: () -> String) -> Int? {
    let field: Field<Int>
    let position: JSONPosition?
    if let node = fields.other(key) {
      field = Field.integer(node)
      position = node.position
    } else if let raw = fields.raw(key) {
      let trimmed = Fields.trim(raw, newlines: true)
      position = fields.span(key).position
      if let value = Field.parseInteger(trimmed) {
        field = .value(value)
      } else {
        field = trimmed.isEmpty ? .absent : .invalid("\"\(String(decoding: raw, as: UTF8.self))\"")
      }
    } else {
      return nil
    }
    return collector.accept(
      field, input, at: position, key: key.rawValue, label: label, expected: "a whole number")
  }

  /// A vote count: a whole number of 0 or more; a negative one is left out with a warning.
  private func count(_ fields: Fields, _ key: IMDbItem.Key, _ label: () -> String) -> Int? {
    guard let value = integer(fields, key, label) else { return nil }
    guard value >= 0 else {
      let position = fields.other(key)?.position ?? fields.span(key).position
      collector.warn(
        input, at: position, "\(label()): \"\(key.rawValue)\" \(value) is negative; left out")
      return nil
    }
    return value
  }

  /// `imDbRating`, by the number policy: off the 10-point scale is left out with a warning.
  private func rating(_ fields: Fields, _ label: () -> String) -> Double? {
    let key = IMDbItem.Key.imDbRating
    let field: Field<Double>
    let position: JSONPosition?
    if let node = fields.other(key) {
      field = Field.rating(node)
      position = node.position
    } else if let raw = fields.raw(key) {
      let trimmed = String(decoding: Fields.trim(raw, newlines: true), as: UTF8.self)
      let shown = "\"\(String(decoding: raw, as: UTF8.self))\""
      position = fields.span(key).position
      if trimmed.isEmpty {
        field = .absent
      } else if let value = Double(trimmed), value.isFinite {
        field = Field.onRatingScale(.value(value), shown: shown)
      } else {
        field = .invalid(shown)
      }
    } else {
      return nil
    }
    return collector.accept(
      field, input, at: position, key: key.rawValue, label: label,
      expected: Field.ratingExpected)
  }
}
