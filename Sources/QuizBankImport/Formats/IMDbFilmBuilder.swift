import QuizBankJSON
import QuizBankModel

/// Turns the items of an ``IMDbBatch`` into films: the one place an
/// imdb-api.com item (a list item or a Title response) becomes a ``Film``,
/// with its warnings. The films go to the collector, which writes them with
/// the catalogue's one writer (one input) or merges them (several).
///
/// Numbers arrive as strings. `"imDbRating": ""` means no rating (not 0), and
/// `"imDbRatingCount": "0"` means no votes, hence no rating either.
struct IMDbFilmBuilder {
  let input: ImportInput
  let collector: FilmCollector

  /// Adds the film of each item of `batch`; an item that cannot be a film is
  /// skipped with a warning. `label` names an item in warnings (`item 3`).
  func add(_ batch: IMDbBatch, label: (_ index: Int) -> String = { "item \($0 + 1)" }) throws {
    try batch.bytes.withUnsafeBufferPointer { all in
      // By index, not `for item in`: an item is not copied (a million of them).
      for slot in batch.items.indices {
        let index = batch.items[slot].index
        if let found = batch.items[slot].found {
          collector.warn(
            input, at: batch.items[slot].position,
            "skipped \(label(index)): expected an object, found \(found)")
          continue
        }
        let fields = Fields(batch: batch, all: all, first: batch.items[slot].firstSpan)
        try add(fields, at: batch.items[slot].position, lists: batch.lists) { label(index) }
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

    /// A string member's bytes trimmed, `nil` when absent, not a string, or empty.
    func text(_ key: IMDbItem.Key) -> UnsafeBufferPointer<UInt8>? {
      guard let raw = raw(key) else { return nil }
      let trimmed = Self.trim(raw, newlines: true)
      return trimmed.isEmpty ? nil : trimmed
    }

    /// Calls `body` with each comma-separated part of a string member, trimmed,
    /// empty ones left out.
    func forEachPart(_ key: IMDbItem.Key, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      guard let raw = raw(key) else { return }
      let text = Self.trim(raw, newlines: true)
      var start = 0
      for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: ",") {
        let part = Self.trim(UnsafeBufferPointer(rebasing: text[start..<index]), newlines: false)
        if !part.isEmpty { body(part) }
        start = index + 1
      }
    }

    static func trim(_ bytes: UnsafeBufferPointer<UInt8>, newlines: Bool)
      -> UnsafeBufferPointer<UInt8>
    {
      let isSpace = { (byte: UInt8) in
        byte == 0x20 || byte == 0x09 || (newlines && (byte == 0x0A || byte == 0x0D))
      }
      var lower = 0
      var upper = bytes.count
      while lower < upper, isSpace(bytes[lower]) { lower += 1 }
      while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
      return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    }
  }

  /// Adds the film of one item (at `position`) to the collector, or skips the
  /// item with a warning when it cannot be a film. The film's members go from
  /// the batch's bytes into the collector's ``FilmRecord``: no `String` is made
  /// for them.
  private func add(
    _ fields: Fields, at position: JSONPosition, lists: [String], label: () -> String
  ) throws {
    guard let id = fields.text(.id) else {
      collector.warn(input, at: position, "skipped \(label()): it has no \"id\"")
      return
    }
    guard let title = fields.text(.title) else {
      let shown = String(decoding: id, as: UTF8.self)
      collector.warn(input, at: position, "skipped \(label()) (\(shown)): it has no \"title\"")
      return
    }
    let year = integer(fields, .year, label)
    let rank = integer(fields, .rank, label)
    let rankChange = integer(fields, .rankUpDown, label)
    let runtime = integer(fields, .runtimeMins, label)
    let votes = count(fields, .imDbRatingCount, label) ?? count(fields, .imDbRatingVotes, label)
    // No votes, no rating; the rating is read (and warned about) all the same.
    let read = rating(fields, label)
    let rating = votes == 0 ? nil : read
    try collector.add { film in
      film.set(.id, utf8: id)
      film.set(.source, "imdb")
      film.set(.title, utf8: title)
      film.set(.year, year)
      film.set(.releaseDate, utf8: fields.text(.releaseDate))
      film.set(.rating, rating)
      film.set(.voteCount, rating == nil ? nil : votes)
      film.set(.rank, rank)
      film.set(.rankChange, rankChange)
      film.set(.overview, utf8: fields.text(.plot))
      film.set(.image, utf8: fields.text(.image))
      film.set(.runtimeMinutes, runtime)
      if let names = IMDbItem.names(fields.other(.genreList)) {
        for name in names { film.append(.genres, name) }
      } else {
        fields.forEachPart(.genres) { film.append(.genres, utf8: $0) }
      }
      if let names = IMDbItem.names(fields.other(.countryList)) {
        for name in names { film.append(.countries, name) }
      } else {
        fields.forEachPart(.countries) { film.append(.countries, utf8: $0) }
      }
      crew(fields, into: &film)
      for list in lists { film.append(.lists, list) }
    }
  }

  /// `crew` as listed ("Frank Darabont (dir.), Tim Robbins"), or, for Title
  /// responses, the directors then the actors.
  private func crew(_ fields: Fields, into film: inout FilmRecord) {
    if fields.text(.crew) != nil {
      fields.forEachPart(.crew) { film.append(.crew, utf8: $0) }
      return
    }
    fields.forEachPart(.directors) { film.append(.crew, utf8: $0, suffix: " (dir.)") }
    for actor in fields.other(.actorList)?.array ?? [] {
      if let name = actor.text("name") { film.append(.crew, name) }
    }
  }

  /// A member read leniently and where it is: a JSON node by `node`, a string by
  /// `text` (given its trimmed bytes, and how it was written for a warning);
  /// `nil` when absent, `.absent` when blank.
  private func lenient<Value>(
    _ fields: Fields, _ key: IMDbItem.Key, node read: (JSONNode) -> Field<Value>,
    text parse: (UnsafeBufferPointer<UInt8>, _ shown: () -> String) -> Field<Value>
  ) -> (Field<Value>, JSONPosition)? {
    if let node = fields.other(key) { return (read(node), node.position) }
    guard let raw = fields.raw(key) else { return nil }
    let trimmed = Fields.trim(raw, newlines: true)
    guard !trimmed.isEmpty else { return (.absent, fields.span(key).position) }
    let field = parse(trimmed) { "\"\(String(decoding: raw, as: UTF8.self))\"" }
    return (field, fields.span(key).position)
  }

  private func integer(_ fields: Fields, _ key: IMDbItem.Key, _ label: () -> String) -> Int? {
    let read = lenient(fields, key, node: Field.integer) { trimmed, shown in
      Field.parseInteger(trimmed).map(Field.value) ?? .invalid(shown())
    }
    guard let (field, position) = read else { return nil }
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
    let read = lenient(fields, key, node: Field.rating) { trimmed, shown in
      // Off the scale (or not a finite number) is shown as written.
      guard let value = Double(String(decoding: trimmed, as: UTF8.self)),
        let rating = DataNumber.rating(value)
      else { return .invalid(shown()) }
      return .value(rating)
    }
    guard let (field, position) = read else { return nil }
    return collector.accept(
      field, input, at: position, key: key.rawValue, label: label,
      expected: Field.ratingExpected)
  }
}
