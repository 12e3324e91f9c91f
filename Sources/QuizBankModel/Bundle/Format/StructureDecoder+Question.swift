import QuizBankJSON

/// Decoding what a question holds (its choices, image, subject and
/// provenance), member by member, from the reader's events, as
/// `schemas/bundle-v1.schema.json` states it. The question itself is in
/// `Question+BundleFormat.swift`, beside its writer.
extension StructureDecoder {
  static func isBlocking(_ d: Diagnostic) -> Bool {
    StructureProblem.isBlocking(code: d.code)
  }

  mutating func choices(_ reader: JSONReader) throws -> [Choice]? {
    let start = try reader.next() ?? .null
    guard case .startArray = start else {
      try unexpected(start, at: reader.position, in: reader, expected: "an array of choices")
      return nil
    }
    var result: [Choice] = []
    result.reserveCapacity(2)  // at least two (QB102): no second allocation for a yes-no question
    var index = 0
    var ok = true
    while let event = try reader.next() {
      if case .endArray = event { break }
      let position = reader.position
      let choice = try at(index) { d -> Choice? in
        guard case .startObject = event else {
          try d.unexpected(event, at: position, in: reader, expected: "a choice object")
          return nil
        }
        return try d.choice(reader, position)
      }
      if let choice { result.append(choice) } else { ok = false }
      index += 1
    }
    return ok ? result : nil
  }

  static let choiceKeys = MemberNames(["id", "text"], required: ["id", "text"])

  mutating func choice(_ reader: JSONReader, _ start: JSONPosition) throws -> Choice? {
    var id: String?
    var text: LocalizedText?
    try readMembers(
      reader, start: start, "the choice", keys: Self.choiceKeys
    ) {
      d, key in
      if key == 0 { id = try d.readString(reader) } else { text = try d.readText(reader) }
    }
    guard let id, let text else { return nil }
    return Choice(id: id, text: text)
  }

  static let subjectKeys = MemberNames(["title", "year"], required: ["title"])

  mutating func subject(_ reader: JSONReader, _ start: JSONPosition) throws -> Subject? {
    var title: String?
    var year: Int?
    var ok = true
    try readMembers(
      reader, start: start, "the subject", keys: Self.subjectKeys
    ) {
      d, key in
      if key == 0 {
        title = try d.readString(reader)
      } else {
        year = try d.readInt(reader)
        ok = ok && year != nil
      }
    }
    guard let title, ok else { return nil }
    return Subject(title: title, year: year)
  }

  static let imageKeys = MemberNames(["source", "sha256", "alt"], required: ["source"])

  mutating func image(_ reader: JSONReader, _ start: JSONPosition) throws -> ImageReference? {
    var source: String?
    var sha256: String?
    var alt: LocalizedText?
    try readMembers(reader, start: start, "the image", keys: Self.imageKeys) {
      d, key in
      switch key {
      case 0: source = try d.readString(reader)
      case 1: sha256 = try d.readString(reader)
      default: alt = try d.readText(reader)
      }
    }
    guard let source else { return nil }
    return ImageReference(source: source, sha256: sha256, alt: alt)
  }

  static let provenanceKeys = MemberNames(
    ["source", "sourceId", "rule", "values"], required: ["source"])

  mutating func provenance(_ reader: JSONReader, _ start: JSONPosition) throws -> Provenance? {
    var source: String?
    var sourceId: String?
    var rule: String?
    var values: [Provenance.Value]?
    try readMembers(
      reader, start: start, "the provenance", keys: Self.provenanceKeys
    ) { d, key in
      switch key {
      case 0: source = try d.readString(reader)
      case 1: sourceId = try d.readString(reader)
      case 2: rule = try d.readString(reader)
      default: values = try d.scalars(reader)
      }
    }
    guard let source else { return nil }
    return Provenance(source: source, sourceId: sourceId, rule: rule, valueEntries: values)
  }

  /// An object of strings, numbers and Booleans, as provenance values: a
  /// name given twice keeps its last value (as a dictionary would).
  mutating func scalars(_ reader: JSONReader) throws -> [Provenance.Value]? {
    let start = try reader.next() ?? .null
    guard case .startObject = start else {
      try unexpected(
        start, at: reader.position, in: reader,
        expected: "an object of strings, numbers and booleans")
      return nil
    }
    var result = KeyedEntryBuilder<Provenance.Value>(reservingCapacity: 4)
    // Names are matched on their bytes (the same few come back in every
    // question), and one after the last in key order is appended with no search.
    var last = -1
    var previous = -1
    while let slot = try valueNames.nextKey(reader, after: previous) {
      previous = slot
      let key = valueNames[slot]
      let event = try reader.next() ?? .null
      let value: ScalarValue
      switch event {
      case .string(let text): value = .string(text)
      case .number(let number): value = .number(number.doubleValue)
      case .bool(let flag): value = .bool(flag)
      default:
        let position = reader.position
        try at(key) {
          try $0.unexpected(
            event, at: position, in: reader, expected: "a string, number or boolean")
        }
        continue
      }
      result.add(Provenance.Value(name: key, value: value), slot: slot, of: valueNames, last: &last)
    }
    return result.sorted()
  }
}
