// QuizBankJSON — a fast, checked JSON reader with line and column positions.
//
// Pure Swift over UTF-8 bytes (no Foundation). Strict RFC 8259:
// - one value at the top level (any kind), nothing after it but whitespace;
// - strings: valid UTF-8 only (overlong forms, surrogates and bytes past
//   U+10FFFF refused), no raw control characters, escapes decoded, UTF-16
//   surrogate pairs joined; a LONE surrogate escape (`"\uD800"`) is REFUSED
//   with `kind == .invalidUnicode` — we never invent U+FFFD;
// - numbers: no leading zeros, no `+`, no bare `.`, kept as text (`JSONNumber`);
// - nesting deeper than `Options.maxDepth` (512 by default) is a clean error, so
//   10,000 `[` never overflow the stack;
// - a UTF-8 BOM at the very start is skipped (columns start after it).
//
// API
//   let reader = JSONReader(bytes: Array(text.utf8))            // in memory
//   let reader = try JSONReader(file: "big.json")               // chunked, bounded memory
//   let reader = JSONReader(source: JSONMemorySource(bytes, chunkSize: 1))
//   while let event = try reader.next() {                       // JSONEvent
//     let where = reader.position                                // JSONPosition of that token
//   }
//   try reader.skipValue()          // after a `key`: skip its value, however big
//   reader.nextKey { bytes in … }   // inside an object: the next key as UTF-8 bytes
//                                   // (no String made), nil at its end
//   reader.nextKeyNumber { bytes in … }  // the same, non-generic, for a body returning Int
//   reader.nextValue { bytes in … } // a string value as bytes; other values as events
//
//   let doc = try JSONNode.parse(bytes)                          // positioned tree
//   let doc = try JSONNode.parse(file: "bundle.json")
//   doc["questions"]?[0]?["id"]?.string;  doc.node(at: "/questions/0/id")?.position
//
// Errors: `JSONSyntaxError` (kind, message, line, column, offset), e.g.
// `3:14: expected ',' or '}' after object member`. A `JSONByteSource`'s own
// errors (for files, `JSONFileError`) pass through unchanged.
//
// Memory: a chunked reader holds one chunk (64 KiB by default) plus the token
// being read, so a 370 MB file is read in a few MiB.
//
// Speed (release build, shared 2-core machine): events alone at about
// 450 MB/s of CPU; a JSONNode tree of a 229 MB pretty-printed bundle
// (250,000 questions) in about 1.6 s (146 MB/s) and 3.3× the input in memory.

/// A pull reader of JSON events with positions, over a buffer or a chunked source.
///
/// Call ``next()`` until it returns `nil` (the document ended cleanly). After each
/// event, ``position`` is where its token starts. The reader is not thread-safe;
/// use one per input.
public final class JSONReader {
  /// Reading limits.
  public struct Options: Sendable {
    /// The deepest nesting of arrays and objects accepted (512 by default).
    public var maxDepth: Int
    /// The chunk size for sources read in chunks (64 KiB by default).
    public var chunkSize: Int

    /// Creates options.
    public init(maxDepth: Int = 512, chunkSize: Int = 1 << 16) {
      self.maxDepth = maxDepth
      self.chunkSize = chunkSize
    }
  }

  enum State: UInt8 {
    case start, value, firstElement, firstKey, nextKey, afterValue, done
  }

  // The window on the input: buf[0..<end], reading at pos; `base` is the
  // absolute offset of buf[0].
  @exclusivity(unchecked) var buf: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) var capacity: Int
  @exclusivity(unchecked) var end = 0
  @exclusivity(unchecked) var pos = 0
  @exclusivity(unchecked) var base = 0
  @exclusivity(unchecked) var source: (any JSONByteSource)?
  /// Whether the whole document is in `buf` (a reader over bytes, not a
  /// source): a flag, as testing `source` for `nil` copied the existential.
  @exclusivity(unchecked) var holdsWholeDocument = true
  // Line tracking: continuation bytes (10xxxxxx) seen in strings so far, to
  // turn byte offsets into scalar columns.
  @exclusivity(unchecked) var line = 1
  @exclusivity(unchecked) var lineStart = 0
  @exclusivity(unchecked) var continuationBytes = 0
  @exclusivity(unchecked) var continuationAtLineStart = 0
  @exclusivity(unchecked) var lastCR = -2
  // The open containers, one bit each (1: an object), the innermost at bit
  // `depth - 1`, in `containerWords` words (grown as the nesting needs, up to
  // `maxDepth`): opening and closing one is a bit operation (an array's
  // append and removeLast checked its uniqueness and capacity every time,
  // about 1 % of a bundle's validation).
  @exclusivity(unchecked) var containerBits: UnsafeMutablePointer<UInt64>
  @exclusivity(unchecked) var containerWords = JSONReader.initialContainerWords
  @exclusivity(unchecked) var openContainers = 0
  @exclusivity(unchecked) var state = State.start
  @exclusivity(unchecked) var scratch: [UInt8] = []
  @exclusivity(unchecked) var discardingStrings = false
  let maxDepth: Int

  /// Where the token of the last event starts.
  ///
  /// (A computed property over ``token``: a stored public property read from
  /// another module was checked for exclusive access at run time on every
  /// read, `@exclusivity(unchecked)` notwithstanding, about 2 % of a bundle's validation.)
  @inlinable public var position: JSONPosition { token }
  @exclusivity(unchecked) @usableFromInline var token = JSONPosition(line: 1, column: 1, offset: 0)

  /// The current nesting depth (0 at the top level; 1 inside the outer array or object).
  public var depth: Int { openContainers }

  /// Whether the innermost open container is an object; `nil` at the top level.
  @inline(__always)
  var innermostIsObject: Bool? {
    guard openContainers > 0 else { return nil }
    let d = openContainers - 1
    return containerBits[d >> 6] >> UInt64(d & 63) & 1 == 1
  }

  @inline(__always)
  func openContainer(object: Bool) {
    let d = openContainers
    if d >> 6 >= containerWords { growContainers() }
    let bit: UInt64 = 1 << UInt64(d & 63)
    if object { containerBits[d >> 6] |= bit } else { containerBits[d >> 6] &= ~bit }
    openContainers = d + 1
  }

  /// Room for 512 levels (the default limit) at first.
  static let initialContainerWords = 8

  static func allocateContainerWords(_ count: Int) -> UnsafeMutablePointer<UInt64> {
    let words = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
    words.initialize(repeating: 0, count: count)
    return words
  }

  /// Twice the words, the open containers' bits kept.
  @inline(never)
  func growContainers() {
    let grown = Self.allocateContainerWords(containerWords * 2)
    grown.update(from: containerBits, count: containerWords)
    containerBits.deallocate()
    containerBits = grown
    containerWords *= 2
  }

  /// A reader over bytes in memory (copied once).
  public init(bytes: some Collection<UInt8>, options: Options = Options()) {
    let count = bytes.count
    capacity = max(count, 1)
    buf = .allocate(capacity: capacity)
    let copied = UnsafeMutableBufferPointer(start: buf, count: capacity).initialize(from: bytes).1
    end = copied
    maxDepth = options.maxDepth
    containerBits = Self.allocateContainerWords(Self.initialContainerWords)
  }

  /// A reader that pulls chunks from `source` as it goes.
  public init(source: some JSONByteSource, options: Options = Options()) {
    capacity = max(options.chunkSize, 1)
    buf = .allocate(capacity: capacity)
    self.source = source
    holdsWholeDocument = false
    maxDepth = options.maxDepth
    containerBits = Self.allocateContainerWords(Self.initialContainerWords)
  }

  /// A reader over a file (`-` for standard input), read in chunks.
  public convenience init(file path: String, options: Options = Options()) throws(JSONFileError) {
    self.init(source: try JSONFileSource(path: path), options: options)
  }

  deinit {
    buf.deallocate()
    containerBits.deallocate()
  }

  /// Starts over on a new document: `bytes` (copied), read from the start as a
  /// new reader would read them, reusing this reader's memory. The fast way to
  /// read many small documents, such as the lines of a JSON Lines file.
  public func reset(bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.count > capacity {
      buf.deallocate()
      capacity = bytes.count
      buf = .allocate(capacity: capacity)
    }
    if let start = bytes.baseAddress { buf.update(from: start, count: bytes.count) }
    end = bytes.count
    pos = 0
    base = 0
    source = nil
    holdsWholeDocument = true
    line = 1
    lineStart = 0
    continuationBytes = 0
    continuationAtLineStart = 0
    lastCR = -2
    openContainers = 0
    state = .start
    scratch.removeAll(keepingCapacity: true)
    discardingStrings = false
    token = JSONPosition(line: 1, column: 1, offset: 0)
  }

  /// The next event, or `nil` once the top-level value has ended and only
  /// whitespace followed it.
  public func next() throws -> JSONEvent? {
    while true {
      let byte = try skipWhitespace()
      switch state {
      case .start, .value, .firstElement:
        guard let byte else {
          if state == .start {
            throw error(.unexpectedEnd, "empty input: expected a JSON value")
          }
          throw error(.unexpectedEnd, "unexpected end of input: expected a value")
        }
        if byte == UInt8(ascii: "]") && state == .firstElement { return close(object: false) }
        return try readValue(byte)
      case .firstKey, .nextKey:
        guard let byte else {
          throw error(.unexpectedEnd, "unexpected end of input: expected a string key or '}'")
        }
        if byte == UInt8(ascii: "}") && state == .firstKey { return close(object: true) }
        guard byte == UInt8(ascii: "\"") else {
          throw error(
            .syntax,
            state == .firstKey
              ? "expected a string key or '}' after '{', found \(describe(byte))"
              : "expected a string key after ',', found \(describe(byte))")
        }
        markToken()
        let key = try readString()
        try expectColon()
        return .key(key)
      case .afterValue:
        guard let isObject = innermostIsObject else {
          guard let byte else {
            state = .done
            return nil
          }
          throw error(
            .syntax, "unexpected \(describe(byte)) after the JSON value; expected the end of input")
        }
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let what =
          isObject
          ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element"
        guard let byte else { throw error(.unexpectedEnd, "unexpected end of input: \(what)") }
        if byte == UInt8(ascii: ",") {
          pos += 1
          state = isObject ? .nextKey : .value
          continue
        }
        if byte == closer { return close(object: isObject) }
        throw error(.syntax, "\(what), found \(describe(byte))")
      case .done:
        return nil
      }
    }
  }

  /// Reads the next member name of the object being read and hands its UTF-8
  /// bytes (escapes decoded) to `body` without making a `String`: the fast way
  /// to match known keys. Returns `nil` instead when the object ends (its `}`
  /// is consumed, as `next()` would return `endObject`). Only valid inside an
  /// object, where ``next()`` would return a `key` or `endObject`.
  public func nextKey<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws
    -> Result?
  {
    try readKey(body)
  }

  /// ``nextKey(_:)`` for a `body` that turns the key into a number (the index
  /// of a known name, say): not generic, so a caller in another module pays no
  /// generic call for it, which is most of the cost of a short key.
  public func nextKeyNumber(_ body: (UnsafeBufferPointer<UInt8>) throws -> Int) throws -> Int? {
    try readKey(body)
  }

  @inline(__always)
  private func readKey<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws
    -> Result?
  {
    while true {
      let byte = try skipWhitespace()
      switch state {
      case .afterValue where innermostIsObject == true:
        guard let byte else {
          throw error(
            .unexpectedEnd, "unexpected end of input: expected ',' or '}' after object member")
        }
        if byte == UInt8(ascii: ",") {
          pos += 1
          state = .nextKey
          continue
        }
        if byte == UInt8(ascii: "}") {
          _ = close(object: true)
          return nil
        }
        throw error(.syntax, "expected ',' or '}' after object member, found \(describe(byte))")
      case .firstKey, .nextKey:
        if byte == UInt8(ascii: "}") && state == .firstKey {
          _ = close(object: true)
          return nil
        }
        guard byte == UInt8(ascii: "\"") else {
          // Let next() report exactly what is wrong.
          _ = try next()
          throw error(.syntax, "expected a string key")
        }
        markToken()
        let result = try readStringBytes(body)
        try expectColon()
        return result
      default:
        throw error(.syntax, "nextKey() called where no object member can follow")
      }
    }
  }

  /// Reads the next event like ``next()``, except that a string value (not a
  /// key) is handed to `string` as UTF-8 bytes (checked, escapes decoded,
  /// valid only during the call) instead of becoming a `String`; then it
  /// returns `nil`. Any other event is returned as ``next()`` would.
  public func nextValue(string: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> JSONEvent? {
    var byte = try skipWhitespace()
    // After an array's element, its comma: the next element may be a string too.
    if state == .afterValue, byte == UInt8(ascii: ","), innermostIsObject == false {
      pos += 1
      state = .value
      byte = try skipWhitespace()
    }
    if byte == UInt8(ascii: "\""), state == .value || state == .firstElement || state == .start {
      markToken()
      try readStringBytes(string)
      state = .afterValue
      return nil
    }
    return try next()
  }

  /// Skips the value that the next event starts (after a `key`, or an element),
  /// checking it all the same (faster than reading it: no strings are made).
  /// Does nothing at the end of a container.
  public func skipValue() throws {
    // Strings are still checked but not built.
    discardingStrings = true
    defer { discardingStrings = false }
    var depth = 0
    repeat {
      guard let event = try next() else { return }
      switch event {
      case .startObject, .startArray: depth += 1
      case .endObject, .endArray:
        if depth == 0 { return }  // the container ended: nothing to skip
        depth -= 1
      case .key: continue
      default: break
      }
    } while depth > 0
  }

  // MARK: - Values

  private func readValue(_ byte: UInt8) throws -> JSONEvent {
    markToken()
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      guard openContainers < maxDepth else {
        throw error(
          .tooDeep,
          "arrays and objects nest deeper than \(maxDepth) levels; flatten the data or raise the depth limit"
        )
      }
      pos += 1
      openContainer(object: isObject)
      state = isObject ? .firstKey : .firstElement
      return isObject ? .startObject : .startArray
    case UInt8(ascii: "\""):
      let string = try readString()
      state = .afterValue
      return .string(string)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try readNumber()
      state = .afterValue
      return .number(number)
    case UInt8(ascii: "t"):
      try readLiteral("true")
      state = .afterValue
      return .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      state = .afterValue
      return .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      state = .afterValue
      return .null
    default:
      throw error(.syntax, "expected a JSON value, found \(describe(byte))")
    }
  }

  /// Consumes the `:` after a key.
  private func expectColon() throws {
    guard try skipWhitespace() == UInt8(ascii: ":") else {
      if pos == end {
        throw error(.unexpectedEnd, "unexpected end of input: expected ':' after object key")
      }
      throw error(.syntax, "expected ':' after object key, found \(describe(buf[pos]))")
    }
    pos += 1
    state = .value
  }

  private func close(object: Bool) -> JSONEvent {
    markToken()
    pos += 1
    openContainers -= 1
    state = .afterValue
    return object ? .endObject : .endArray
  }

  private func readLiteral(_ word: StaticString) throws {
    let start = position
    let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for expected in bytes {
      guard try peek() == expected else {
        throw JSONSyntaxError(
          .syntax, "invalid literal: expected '\(word)' (JSON literals are true, false and null)",
          at: start)
      }
      pos += 1
    }
  }
}
