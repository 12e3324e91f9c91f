import QuizBankJSON

/// Decoding straight from the reader's events, for the questions: no tree is
/// built for them, so a bundle of any size is read at the speed of the reader.
/// Each function consumes exactly one value.
extension StructureDecoder {
  /// Reports a value of the wrong type whose first event was just read, and skips the rest of it.
  mutating func unexpected(
    _ event: JSONEvent, at position: JSONPosition, in reader: JSONReader, expected: String
  ) throws {
    let value: JSONNode.Value
    switch event {
    case .startObject:
      try reader.skipRestOfContainer()
      value = .object([])
    case .startArray:
      try reader.skipRestOfContainer()
      value = .array([])
    case .string(let string): value = .string(string)
    case .number(let number): value = .number(number)
    case .bool(let bool): value = .bool(bool)
    case .null, .key, .endObject, .endArray: value = .null
    }
    wrongType(JSONNode(value, at: position), expected: expected)
  }

  /// The next event, which starts a value (the reader refuses anything else).
  private func value(_ reader: JSONReader) throws -> JSONEvent {
    try reader.next() ?? .null
  }

  mutating func readString(_ reader: JSONReader) throws -> String? {
    let event = try value(reader)
    if case .string(let string) = event { return string }
    try unexpected(event, at: reader.position, in: reader, expected: "a string")
    return nil
  }

  mutating func readInt(_ reader: JSONReader) throws -> Int? {
    let event = try value(reader)
    if case .number(let number) = event, let int = number.intValue { return int }
    try unexpected(event, at: reader.position, in: reader, expected: "an integer")
    return nil
  }

  /// One of `allowed` (QB013 otherwise).
  mutating func readOneOf(_ reader: JSONReader, _ allowed: [String]) throws -> String? {
    guard let string = try readString(reader) else { return nil }
    guard allowed.contains(string) else {
      report(
        StructureProblem.disallowedValue, at: reader.position,
        Self.disallowed(label, string, allowed)
      )
      return nil
    }
    return string
  }

  mutating func readStrings(_ reader: JSONReader) throws -> [String]? {
    let start = try value(reader)
    guard start == .startArray else {
      try unexpected(start, at: reader.position, in: reader, expected: "an array of strings")
      return nil
    }
    var result: [String] = []
    var ok = true
    var index = 0
    while let event = try reader.next(), event != .endArray {
      if case .string(let string) = event {
        result.append(string)
      } else {
        let position = reader.position
        try at(index) { try $0.unexpected(event, at: position, in: reader, expected: "a string") }
        ok = false
      }
      index += 1
    }
    return ok ? result : nil
  }

  /// Localized text: an object of strings.
  mutating func readText(_ reader: JSONReader) throws -> LocalizedText? {
    let start = try value(reader)
    guard start == .startObject else {
      try unexpected(
        start, at: reader.position, in: reader, expected: "an object of text per locale")
      return nil
    }
    var text = LocalizedText()
    var ok = true
    while case .key(let key)? = try reader.next() {
      let keyPosition = reader.position
      let event = try value(reader)
      if case .string(let string) = event {
        if text.updateText(string, for: key) != nil {
          report(
            StructureProblem.duplicateMember, at: keyPosition,
            pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(key),
            Self.duplicateMember(key, in: "this text"))
        }
      } else {
        let position = reader.position
        try at(key) { try $0.unexpected(event, at: position, in: reader, expected: "a string") }
        ok = false
      }
    }
    return ok ? text : nil
  }

  /// The members of an object whose `{` was just read at `start`: each known
  /// key (by index in `keys`) goes to `body`, which reads its value; unknown
  /// keys are QB012 (skipped), repeated ones QB014, missing required ones QB010.
  mutating func readMembers(
    _ reader: JSONReader, start: JSONPosition, _ what: String, keys: MemberNames,
    required: [String], _ body: (inout Self, Int) throws -> Void
  ) throws {
    var seen: UInt64 = 0
    var previous: Int?
    while case .key(let key)? = try reader.next() {
      let keyPosition = reader.position
      guard let index = keys.index(of: key, after: previous) else {
        report(
          StructureProblem.unknownMember, at: keyPosition,
          pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(key),
          Self.unknownMember(key, in: what), hint: Self.suggestion(for: key, among: keys.names))
        try reader.skipValue()
        continue
      }
      previous = index
      if seen & (1 << index) != 0 {
        report(
          StructureProblem.duplicateMember, at: keyPosition,
          pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(key),
          Self.duplicateMember(key, in: what))
      }
      seen |= 1 << index
      path.append(.key(key))
      defer { path.removeLast() }
      try body(&self, index)
    }
    for key in required {
      guard let index = keys.names.firstIndex(of: key), seen & (1 << index) == 0 else { continue }
      report(StructureProblem.missingMember, at: start, Self.missingMember(key, in: what))
    }
  }

  /// Reads an object value with `body`, or reports that the value is not an object.
  mutating func readObject<T>(
    _ reader: JSONReader, expected: String, _ body: (inout Self, JSONPosition) throws -> T?
  ) throws -> T? {
    let start = try value(reader)
    let position = reader.position
    guard start == .startObject else {
      try unexpected(start, at: position, in: reader, expected: expected)
      return nil
    }
    return try body(&self, position)
  }
}

/// The member names an object may have, with a guess at which comes next: in
/// a file qbank wrote, members come in sorted order, so the guess is nearly
/// always right and a key costs one comparison.
struct MemberNames: ExpressibleByArrayLiteral {
  let names: [String]
  /// For each name, the index of the name sorting after it (the first, after the last).
  private let following: [Int]
  private let first: Int

  init(_ names: [String]) {
    self.names = names
    let sorted = names.indices.sorted { names[$0].utf16.lexicographicallyPrecedes(names[$1].utf16) }
    var following = [Int](repeating: 0, count: names.count)
    for (rank, index) in sorted.enumerated() {
      following[index] = sorted[(rank + 1) % sorted.count]
    }
    self.following = following
    first = sorted.first ?? 0
  }

  init(arrayLiteral names: String...) { self.init(names) }

  /// The index of `key`, if it is one of the names; `previous` is the index of the key before it.
  func index(of key: String, after previous: Int?) -> Int? {
    let guess = previous.map { following[$0] } ?? first
    if guess < names.count, names[guess] == key { return guess }
    return names.firstIndex(of: key)
  }
}
