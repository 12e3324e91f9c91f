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

  /// The index in `allowed` of the string value read (QB013 when it is none of
  /// them). The value is matched on its bytes, so no `String` is made for it;
  /// one spelled otherwise is compared as a `String` (canonically equivalent
  /// spellings match, as they always did) before it is refused.
  mutating func readOneOf(_ reader: JSONReader, _ allowed: AllowedValues) throws -> Int? {
    var index: Int?
    var other = ""
    if let event = try reader.nextValue(string: { bytes in
      index = allowed.index(of: bytes)
      if index == nil { other = String(decoding: bytes, as: UTF8.self) }
    }) {
      try unexpected(event, at: reader.position, in: reader, expected: "a string")
      return nil
    }
    if let index { return index }
    guard let index = allowed.names.firstIndex(of: other) else {
      report(
        StructureProblem.disallowedValue, at: reader.position,
        Self.disallowed(label, other, allowed.names)
      )
      return nil
    }
    return index
  }

  mutating func readStrings(_ reader: JSONReader) throws -> [String]? {
    let start = try value(reader)
    guard case .startArray = start else {
      try unexpected(start, at: reader.position, in: reader, expected: "an array of strings")
      return nil
    }
    var result: [String] = []
    var ok = true
    var index = 0
    while let event = try reader.next() {
      if case .endArray = event { break }
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
    guard case .startObject = start else {
      try unexpected(
        start, at: reader.position, in: reader, expected: "an object of text per locale")
      return nil
    }
    // Texts of a bundle mostly have as many locales as the one before.
    var text = KeyedEntryBuilder<LocalizedText.Entry>(
      reservingCapacity: max(locales.lastTextCount, 1))
    var ok = true
    // Locales are matched on their bytes (each made a String once), and one
    // that sorts after the text's last goes at its end, with no search.
    var last = -1
    var previous = -1
    while let slot = try locales.nextKey(reader, after: previous) {
      previous = slot
      let key = locales[slot]
      let keyPosition = reader.position
      let event = try value(reader)
      if case .string(let string) = event {
        let entry = LocalizedText.Entry(locale: key, text: string)
        if text.add(entry, slot: slot, of: locales, last: &last) != nil {
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
    let entries = text.sorted()
    locales.lastTextCount = entries.count
    return ok ? LocalizedText(entries: entries) : nil
  }

  /// The members of an object whose `{` was just read at `start`: each known
  /// key (by index in `keys`) goes to `body`, which reads its value; unknown
  /// keys are QB012 (skipped), repeated ones QB014, missing required ones QB010.
  /// Inlined into each object's reader, so `body` is no closure call.
  @inline(__always)
  mutating func readMembers(
    _ reader: JSONReader, start: JSONPosition, _ what: String, keys: MemberNames,
    _ body: (inout Self, Int) throws -> Void
  ) throws {
    var seen: UInt64 = 0
    // Keys are matched on their bytes: a String is made only for an unknown key.
    var unknown = ""
    // The member likely next (the one after the last in key order, as a
    // canonical document has it) is passed over by its bytes; anything else
    // is read as a key and looked up.
    var guess = keys.guess(after: nil)
    while let index = try reader.nextKeyNumber(
      expecting: keys.pattern(guess), number: guess,
      { bytes -> Int in
        if let index = keys.index(of: bytes, guess: guess) { return index }
        unknown = String(decoding: bytes, as: UTF8.self)
        return -1
      })
    {
      let keyPosition = reader.position
      guard index >= 0 else {
        let key = unknown
        report(
          StructureProblem.unknownMember, at: keyPosition,
          pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(key),
          Self.unknownMember(key, in: what), hint: Self.suggestion(for: key, among: keys.names))
        try reader.skipValue()
        continue
      }
      let key = keys.names[index]
      guess = keys.guess(after: index)
      if seen & (1 << index) != 0 {
        report(
          StructureProblem.duplicateMember, at: keyPosition,
          pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(key),
          Self.duplicateMember(key, in: what))
      }
      seen |= 1 << index
      guard tracksPath else {
        try body(&self, index)
        continue
      }
      path.append(.key(key))
      defer { path.removeLast() }
      try body(&self, index)
    }
    guard seen & keys.requiredMask != keys.requiredMask else { return }
    for (key, index) in keys.required where seen & (1 << index) == 0 {
      report(StructureProblem.missingMember, at: start, Self.missingMember(key, in: what))
    }
  }

  /// Reads an object value with `body`, or reports that the value is not an object.
  mutating func readObject<T>(
    _ reader: JSONReader, expected: String, _ body: (inout Self, JSONPosition) throws -> T?
  ) throws -> T? {
    let start = try value(reader)
    let position = reader.position
    guard case .startObject = start else {
      try unexpected(start, at: position, in: reader, expected: expected)
      return nil
    }
    return try body(&self, position)
  }
}

/// The member names an object may have, with a guess at which comes next: in
/// a file qbank wrote, members come in sorted order, so the guess is nearly
/// always right and a key costs one comparison. (Package-wide: the importers
/// match their formats' member names with it too.)
package struct MemberNames: ExpressibleByArrayLiteral {
  let names: [String]
  /// For each name, the index of the name sorting after it (the first, after the last).
  private let following: [Int]
  private let first: Int

  /// The names, of which those in `required` (in the order their findings
  /// are reported) must be present.
  package init(_ names: [String], required: [String] = []) {
    self.names = names
    self.required = required.map { name in
      guard let index = names.firstIndex(of: name) else {
        preconditionFailure("required member \(name) is not one of the names")
      }
      return (name, index)
    }
    requiredMask = self.required.reduce(0) { $0 | 1 << $1.index }
    patterns = names.map { JSONKeyPattern($0.utf8) }
    packed = names.map { name in
      guard let key = Array(name.utf8).withUnsafeBufferPointer(Packed.init) else {
        preconditionFailure("member name \(name) is longer than 16 bytes")
      }
      return key
    }
    let sorted = names.indices.sorted { names[$0].utf16.lexicographicallyPrecedes(names[$1].utf16) }
    var following = [Int](repeating: 0, count: names.count)
    for (rank, index) in sorted.enumerated() {
      following[index] = sorted[(rank + 1) % sorted.count]
    }
    self.following = following
    first = sorted.first ?? 0
  }

  package init(arrayLiteral names: String...) { self.init(names) }

  /// The names that must be present, with their indices, and those as bits.
  let required: [(name: String, index: Int)]
  let requiredMask: UInt64
  /// The names as ``Packed`` keys.
  private let packed: [Packed]
  /// The names as compact JSON spells them as keys, for ``JSONReader/passKey(_:)``
  /// (`nil` for a name that is not plain ASCII: it is always read).
  private let patterns: [JSONKeyPattern?]

  /// The key pattern of name `index`, if it has one.
  func pattern(_ index: Int) -> JSONKeyPattern? {
    index < patterns.count ? patterns[index] : nil
  }

  /// The index of the name the key spelled by `bytes` is, if it is one;
  /// `previous` is the index of the key before it.
  @inline(__always)
  package func index(of bytes: UnsafeBufferPointer<UInt8>, after previous: Int?) -> Int? {
    index(of: bytes, guess: guess(after: previous))
  }

  /// The index of the name that sorts after the one at `previous` (the first
  /// name when `previous` is `nil` or the last): the member a canonical
  /// document most likely has next.
  @inline(__always)
  package func guess(after previous: Int?) -> Int {
    previous.map { following[$0] } ?? first
  }

  /// The index of the name the key spelled by `bytes` is, if it is one;
  /// `guess` (any number) is tried first: for formats whose members come in an
  /// order of their own, which the caller learns as it reads.
  @inline(__always)
  package func index(of bytes: UnsafeBufferPointer<UInt8>, guess: Int) -> Int? {
    guard let key = Packed(bytes) else { return nil }
    if guess >= 0, guess < packed.count, packed[guess] == key { return guess }
    return packed.firstIndex(of: key)
  }

  /// A key of up to 16 bytes as its length and two words, so matching a key
  /// costs three integer comparisons. Byte equality is `String` equality for
  /// the names, which are ASCII and have no other canonically equivalent spelling.
  struct Packed: Equatable {
    var count: Int
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// `nil` when `bytes` is longer than 16 bytes (no name is).
    ///
    /// Byte `i` goes to bits `8 * i` of `low` (`i < 8`) or `8 * (i - 8)` of
    /// `high`, the rest zero: from two overlapping loads inside `bytes` (its
    /// first and last four or eight bytes), the second shifted past the
    /// bytes the first has, rather than a byte at a time.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
      let n = bytes.count
      guard n <= 16 else { return nil }
      count = n
      guard let start = bytes.baseAddress else { return }
      let raw = UnsafeRawPointer(start)
      if n >= 8 {
        low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
        high = last >> UInt64(8 * (16 - n))  // n == 8: shifted out entirely
      } else if n >= 4 {
        let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
        let last = UInt64(
          UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)))
        low = first | (last >> UInt64(8 * (8 - n))) << 32
      } else {
        for i in 0..<n { low |= UInt64(start[i]) << UInt64(8 * i) }
      }
    }
  }
}

/// The values a string member may take, with their UTF-8 bytes to match a value on.
struct AllowedValues {
  let names: [String]
  private let spellings: [[UInt8]]

  init(_ names: [String]) {
    self.names = names
    spellings = names.map { Array($0.utf8) }
  }

  /// The index of the value spelled by exactly `bytes`, if it is one.
  @inline(__always)
  func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    for (index, spelling) in spellings.enumerated() where spelling.count == bytes.count {
      if spelling.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return index }
    }
    return nil
  }
}

extension KeyedEntryBuilder {
  /// Adds `entry`, whose key is `names`' name number `slot`: at the end with
  /// no search while the keys come in canonical order (`last` is the slot
  /// added last, -1 once one came out of order), else with a search. Returns
  /// the payload replaced, as ``add(_:)`` does.
  @discardableResult
  mutating func add(_ entry: Element, slot: Int, of names: LocaleNames, last: inout Int)
    -> Element.Payload?
  {
    if isEmpty || last >= 0 && names.precedes(last, slot) {
      appendInOrder(entry)
      last = slot
      return nil
    }
    last = -1
    return add(entry)
  }
}

/// The locale keys met so far in text objects: the same few locales come back
/// in every text, so each is made a `String` once and matched on its bytes.
struct LocaleNames {
  /// The locales kept, with their ``MemberNames/Packed`` bytes and, for ASCII
  /// ones, a key whose integer order is their canonical order.
  private var packed: [MemberNames.Packed] = []
  private var order: [(UInt64, UInt64, Int)?] = []
  private var names: [String] = []
  /// Their keys as compact JSON spells them (`nil` for one that is not plain ASCII).
  private var patterns: [JSONKeyPattern?] = []
  /// The last locale not kept (longer than 16 bytes, or the list is full).
  private var other = ""
  /// How many locales the last text read had.
  var lastTextCount = 0

  /// The number of the locale spelled by `bytes`, to look it up with ``subscript(_:)``.
  mutating func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if let key = MemberNames.Packed(bytes) {
      if let index = packed.firstIndex(of: key) { return index }
      if packed.count < 64 {
        packed.append(key)
        let ascii = (key.low | key.high) & 0x8080_8080_8080_8080 == 0
        order.append(ascii ? (key.low.byteSwapped, key.high.byteSwapped, key.count) : nil)
        names.append(String(decoding: bytes, as: UTF8.self))
        patterns.append(JSONKeyPattern(bytes))
        return packed.count - 1
      }
    }
    other = String(decoding: bytes, as: UTF8.self)
    return packed.count
  }

  /// The number of the next member's key, read by `reader` (`nil` at the
  /// object's end): the locale kept after the one numbered `previous` (-1:
  /// the first) is passed over by its bytes when it comes next, as the
  /// locales of a canonical document come in the order they were first met;
  /// any other key is read and looked up.
  @inline(__always)
  mutating func nextKey(_ reader: JSONReader, after previous: Int) throws -> Int? {
    let guess = previous + 1
    return try reader.nextKeyNumber(
      expecting: guess < patterns.count ? patterns[guess] : nil, number: guess
    ) { index(of: $0) }
  }

  /// The locale numbered `index`.
  subscript(index: Int) -> String { index < names.count ? names[index] : other }

  /// Whether locale `a` sorts before locale `b` in canonical key order, when
  /// both are ASCII and kept; `false` when that is not known so cheaply.
  func precedes(_ a: Int, _ b: Int) -> Bool {
    guard a < order.count, b < order.count, let x = order[a], let y = order[b] else { return false }
    return x < y
  }
}
