extension CanonicalBytes {
  /// Writes `film` as its catalogue line (``CatalogueFile``) holds it: the
  /// members of ``Film/Field`` in their (canonical) order, absent optionals left
  /// out, lists always written. A number JSON cannot hold (infinite or NaN) is
  /// left out like an absent one.
  ///
  /// This is the catalogue's only writer: ``CatalogueWriter``, ``CatalogueFile``
  /// and the importers all write films through it.
  package mutating func film(_ film: Film) {
    beginObject()
    for field in Film.Field.inKeyOrder { member(field, of: film) }
    endObject()
  }

  /// One member of a film's line; one case per ``Film/Field``, written as its ``Film/Field/kind`` says.
  @inline(__always)
  private mutating func member(_ field: Film.Field, of film: Film) {
    let name = field.name
    switch field {
    case .countries: strings(name, film.countries)
    case .crew: strings(name, film.crew)
    case .genres: strings(name, film.genres)
    case .id: text(name, film.id)
    case .image: optional(name, film.image)
    case .lists: strings(name, film.lists)
    case .originalTitle: optional(name, film.originalTitle)
    case .overview: optional(name, film.overview)
    case .popularity: optional(name, film.popularity)
    case .rank: optional(name, film.rank)
    case .rankChange: optional(name, film.rankChange)
    case .rating: optional(name, film.rating)
    case .releaseDate: optional(name, film.releaseDate)
    case .runtimeMinutes: optional(name, film.runtimeMinutes)
    case .source: text(name, film.source)
    case .title: text(name, film.title)
    case .trailer: optional(name, film.trailer)
    case .voteCount: optional(name, film.voteCount)
    case .year: optional(name, film.year)
    }
  }

  /// A string member.
  private mutating func text(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// A member holding an array of strings.
  private mutating func strings(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// A string member, left out when `nil`.
  private mutating func optional(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// An integer member, left out when `nil`.
  private mutating func optional(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    int(value)
  }

  /// A number member, left out when `nil` or not finite (JSON cannot hold it).
  private mutating func optional(_ name: StaticString, _ value: Double?) {
    guard let value, value.isFinite else { return }
    key(name)
    try? double(value)  // cannot fail: the value is finite
  }
}
