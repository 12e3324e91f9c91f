/// A film as the catalogue's one writer (``CanonicalBytes/film(_:)``) takes it:
/// each member of ``Film/Field`` held as UTF-8 bytes (text, lists of text) or
/// a number, in buffers that are reused from one film to the next.
///
/// A ``Film`` is written by loading it into a record first (``load(_:)``);
/// an importer that reads bytes (the IMDb one) fills a record straight from
/// its input, without a `String` per member, and either writes it or makes
/// the ``Film`` of it (``Film/init(_:)``, to merge films). The writer follows
/// the members' ``Film/Field/kind``, so a new field of ``Film`` is a new case
/// of ``Film/Field`` and one line in ``load(_:)`` and in ``Film/init(_:)``.
package struct FilmRecord: Sendable {
  /// Where a member's bytes (in ``utf8``) or items (in ``items``) are; a count
  /// of -1 marks an absent member.
  struct Span {
    var start: Int32 = 0
    var count: Int32 = -1
  }

  /// The text of every member, one after another.
  private(set) var utf8: [UInt8] = []
  /// The list items, each a span of ``utf8``; a list member's span is a run of them.
  private(set) var items: [Span] = []
  /// Per field, by ``Film/Field/rawValue``: its text or its list items.
  private(set) var spans: [Span]
  /// Per field: its number, when it has one.
  private(set) var wholeNumbers: [Int?]
  private(set) var numbers: [Double?]

  /// An empty record: every member absent, every list empty.
  package init() {
    let count = Film.Field.inKeyOrder.count
    spans = Array(repeating: Span(), count: count)
    wholeNumbers = Array(repeating: nil, count: count)
    numbers = Array(repeating: nil, count: count)
    utf8.reserveCapacity(1024)
    items.reserveCapacity(32)
  }

  /// Empties the record for the next film, keeping its memory.
  package mutating func reset() {
    utf8.removeAll(keepingCapacity: true)
    items.removeAll(keepingCapacity: true)
    for index in spans.indices {
      spans[index] = Span()
      wholeNumbers[index] = nil
      numbers[index] = nil
    }
  }

  // MARK: - Filling

  /// Sets a text member (``Film/Field/Kind/text`` or ``Film/Field/Kind/optionalText``)
  /// to `bytes` (valid UTF-8, escapes decoded); `nil` leaves it absent.
  package mutating func set(_ field: Film.Field, utf8 bytes: UnsafeBufferPointer<UInt8>?) {
    assert(field.kind == .text || field.kind == .optionalText)
    guard let bytes else { return }
    spans[field.rawValue] = append(bytes)
  }

  /// Sets a text member to `text`; `nil` leaves it absent.
  package mutating func set(_ field: Film.Field, _ text: String?) {
    guard var text else { return }
    text.withUTF8 { set(field, utf8: $0) }
  }

  /// Sets a whole-number member (``Film/Field/Kind/wholeNumber``).
  package mutating func set(_ field: Film.Field, _ value: Int?) {
    assert(field.kind == .wholeNumber)
    wholeNumbers[field.rawValue] = value
  }

  /// Sets a number member (``Film/Field/Kind/number``).
  package mutating func set(_ field: Film.Field, _ value: Double?) {
    assert(field.kind == .number)
    numbers[field.rawValue] = value
  }

  /// Appends an item to a list member (``Film/Field/Kind/texts``): `bytes`
  /// then `suffix`. A list's items are appended together, before another list's.
  package mutating func append(
    _ field: Film.Field, utf8 bytes: UnsafeBufferPointer<UInt8>, suffix: StaticString = ""
  ) {
    assert(field.kind == .texts)
    var item = append(bytes)
    if suffix.utf8CodeUnitCount > 0 {
      utf8.append(
        contentsOf: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
      item.count += Int32(suffix.utf8CodeUnitCount)
    }
    var list = spans[field.rawValue]
    if list.count < 0 { list = Span(start: Int32(items.count), count: 0) }
    precondition(list.start + list.count == items.count, "a list's items are appended together")
    items.append(item)
    list.count += 1
    spans[field.rawValue] = list
  }

  /// Appends `text` to a list member.
  package mutating func append(_ field: Film.Field, _ text: String) {
    var text = text
    text.withUTF8 { append(field, utf8: $0) }
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Span {
    let start = utf8.count
    utf8.append(contentsOf: bytes)
    return Span(
      start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: bytes.count))
  }

  // MARK: - Reading

  /// The bytes of a text member in `all` (this record's ``utf8``); `nil` when absent.
  func text(_ field: Film.Field, in all: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>?
  {
    let span = spans[field.rawValue]
    guard span.count >= 0 else { return nil }
    return UnsafeBufferPointer(rebasing: all[Int(span.start)..<Int(span.start + span.count)])
  }

  /// The items of a list member, as spans of ``utf8``.
  func list(_ field: Film.Field) -> ArraySlice<Span> {
    let span = spans[field.rawValue]
    guard span.count > 0 else { return [] }
    return items[Int(span.start)..<Int(span.start + span.count)]
  }

  func wholeNumber(_ field: Film.Field) -> Int? { wholeNumbers[field.rawValue] }
  func number(_ field: Film.Field) -> Double? { numbers[field.rawValue] }

  /// A text member as a `String`.
  fileprivate func string(_ field: Film.Field) -> String? {
    utf8.withUnsafeBufferPointer { all in
      text(field, in: all).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// A list member as `String`s.
  fileprivate func strings(_ field: Film.Field) -> [String] {
    utf8.withUnsafeBufferPointer { all in
      list(field).map { span in
        String(
          decoding: UnsafeBufferPointer(
            rebasing: all[Int(span.start)..<Int(span.start + span.count)]), as: UTF8.self)
      }
    }
  }

  // MARK: - Film

  /// Empties the record and fills it with `film`'s members.
  package mutating func load(_ film: Film) {
    reset()
    for field in Film.Field.inKeyOrder {
      switch field {
      case .countries: for value in film.countries { append(field, value) }
      case .crew: for value in film.crew { append(field, value) }
      case .genres: for value in film.genres { append(field, value) }
      case .id: set(field, film.id)
      case .image: set(field, film.image)
      case .lists: for value in film.lists { append(field, value) }
      case .originalTitle: set(field, film.originalTitle)
      case .overview: set(field, film.overview)
      case .popularity: set(field, film.popularity)
      case .rank: set(field, film.rank)
      case .rankChange: set(field, film.rankChange)
      case .rating: set(field, film.rating)
      case .releaseDate: set(field, film.releaseDate)
      case .runtimeMinutes: set(field, film.runtimeMinutes)
      case .source: set(field, film.source)
      case .title: set(field, film.title)
      case .trailer: set(field, film.trailer)
      case .voteCount: set(field, film.voteCount)
      case .year: set(field, film.year)
      }
    }
  }
}

extension Film {
  /// The film a record holds; a required text member that is absent is empty.
  package init(_ record: FilmRecord) {
    self.init(
      id: record.string(.id) ?? "", source: record.string(.source) ?? "",
      title: record.string(.title) ?? "", originalTitle: record.string(.originalTitle),
      year: record.wholeNumber(.year), releaseDate: record.string(.releaseDate),
      rating: record.number(.rating), voteCount: record.wholeNumber(.voteCount),
      popularity: record.number(.popularity), rank: record.wholeNumber(.rank),
      rankChange: record.wholeNumber(.rankChange), genres: record.strings(.genres),
      countries: record.strings(.countries), overview: record.string(.overview),
      image: record.string(.image), trailer: record.string(.trailer), crew: record.strings(.crew),
      runtimeMinutes: record.wholeNumber(.runtimeMinutes), lists: record.strings(.lists))
  }
}
