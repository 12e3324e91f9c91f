extension CanonicalBytes {
  /// Writes `film` as its catalogue line (``CatalogueFile``) holds it: members
  /// in key order, absent optionals left out, lists always written. A number
  /// JSON cannot hold (infinite or NaN) is left out like an absent one.
  package mutating func film(_ film: Film) {
    beginObject()
    strings("countries", film.countries)
    strings("crew", film.crew)
    strings("genres", film.genres)
    key("id")
    string(film.id)
    optional("image", film.image)
    strings("lists", film.lists)
    optional("originalTitle", film.originalTitle)
    optional("overview", film.overview)
    optional("popularity", film.popularity)
    optional("rank", film.rank)
    optional("rankChange", film.rankChange)
    optional("rating", film.rating)
    optional("releaseDate", film.releaseDate)
    optional("runtimeMinutes", film.runtimeMinutes)
    key("source")
    string(film.source)
    key("title")
    string(film.title)
    optional("trailer", film.trailer)
    optional("voteCount", film.voteCount)
    optional("year", film.year)
    endObject()
  }

  /// A member holding an array of strings.
  package mutating func strings(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// A string member, left out when `nil`.
  package mutating func optional(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// A string member given as UTF-8 bytes, left out when `nil`.
  package mutating func optional(_ name: StaticString, utf8 value: UnsafeBufferPointer<UInt8>?) {
    guard let value else { return }
    key(name)
    string(utf8: value)
  }

  /// An integer member, left out when `nil`.
  package mutating func optional(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    int(value)
  }

  /// A number member, left out when `nil` or not finite (JSON cannot hold it).
  package mutating func optional(_ name: StaticString, _ value: Double?) {
    guard let value, value.isFinite else { return }
    key(name)
    try? double(value)  // cannot fail: the value is finite
  }
}
