extension CanonicalBytes {
  /// Writes `film` as its catalogue line (``CatalogueFile``) holds it, by way
  /// of a ``FilmRecord`` (`record` is emptied and reused).
  package mutating func film(_ film: Film, using record: inout FilmRecord) {
    record.load(film)
    self.film(record)
  }

  /// Writes `film` as its catalogue line holds it (a record of its own).
  package mutating func film(_ film: Film) {
    var record = FilmRecord()
    self.film(film, using: &record)
  }

  /// Writes `record` as a catalogue line (``CatalogueFile``): the members of
  /// ``Film/Field`` in their (canonical) order, each as its ``Film/Field/kind``
  /// says: absent optionals left out, lists always written, a required text
  /// absent written empty. A number JSON cannot hold (infinite or NaN) is left
  /// out like an absent one.
  ///
  /// This is the catalogue's only writer: ``CatalogueWriter``, ``CatalogueFile``
  /// and the importers all write films through it.
  package mutating func film(_ record: FilmRecord) {
    record.utf8.withUnsafeBufferPointer { all in
      beginObject()
      for field in Film.Field.inKeyOrder {
        let name = field.name
        switch field.kind {
        case .text:
          key(name)
          string(utf8: record.text(field, in: all) ?? UnsafeBufferPointer(start: nil, count: 0))
        case .optionalText:
          guard let text = record.text(field, in: all) else { continue }
          key(name)
          string(utf8: text)
        case .wholeNumber:
          guard let value = record.wholeNumber(field) else { continue }
          key(name)
          int(value)
        case .number:
          guard let value = record.number(field), value.isFinite else { continue }
          key(name)
          try? double(value)  // cannot fail: the value is finite
        case .texts:
          key(name)
          beginArray()
          for item in record.list(field) {
            string(
              utf8: UnsafeBufferPointer(
                rebasing: all[Int(item.start)..<Int(item.start + item.count)]))
          }
          endArray()
        }
      }
      endObject()
    }
  }
}
