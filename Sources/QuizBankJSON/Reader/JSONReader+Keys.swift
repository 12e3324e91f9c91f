// Keys recognised by their bytes: a caller that knows which member most
// likely comes next (the members of a canonical document come in key order)
// passes over its key and colon in one comparison, instead of reading the key
// as a string, looking it up and reading the colon. Only for a reader over
// bytes in memory, and only where nothing stands between the tokens.

/// A member's key as compact JSON spells it, with its quotes and the colon
/// after it (`"name":`), kept as words for ``JSONReader/passKey(_:)``.
package struct JSONKeyPattern: Sendable {
  /// How many bytes the key, its quotes and the colon take.
  package let count: Int
  private let words: (UInt64, UInt64, UInt64)
  private let masks: (UInt64, UInt64, UInt64)

  /// The pattern of the key `name`; `nil` when it is longer than 21 bytes or
  /// holds a byte JSON would have escaped or a reader would check (a quote, a
  /// backslash, a control character or a byte from 0x80 up), which a
  /// comparison of bytes alone must not pass over.
  package init?(_ name: some Collection<UInt8>) {
    guard name.count <= 21,
      name.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != 0x22 && $0 != 0x5C })
    else { return nil }
    let bytes = [0x22] + Array(name) + [0x22, 0x3A]
    count = bytes.count
    var words: [UInt64] = [0, 0, 0]
    var masks: [UInt64] = [0, 0, 0]
    for (i, byte) in bytes.enumerated() {
      words[i >> 3] |= UInt64(byte) << UInt64(8 * (i & 7))
      masks[i >> 3] |= 0xFF << UInt64(8 * (i & 7))
    }
    self.words = (words[0], words[1], words[2])
    self.masks = (masks[0], masks[1], masks[2])
  }

  /// Whether the `available` bytes at `start` begin with the pattern.
  @inline(__always)
  func begins(_ start: UnsafePointer<UInt8>, available: Int) -> Bool {
    let raw = UnsafeRawPointer(start)
    if available >= 24 {
      let difference =
        (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) ^ words.0) & masks.0
        | (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) ^ words.1)
        & masks.1
        | (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) ^ words.2)
        & masks.2
      return difference == 0
    }
    guard available >= count else { return false }
    for i in 0..<count {
      let word = i < 8 ? words.0 : i < 16 ? words.1 : words.2
      guard start[i] == UInt8(truncatingIfNeeded: word >> UInt64(8 * (i & 7))) else { return false }
    }
    return true
  }
}

extension JSONReader {
  /// Passes over the next member's key and its colon when they are spelled
  /// `key` right at the read position (after the `,` that ends the member
  /// before, with no whitespace either side of it), as ``nextKeyNumber(_:)``
  /// would have read them: ``position`` is the key's opening quote, and a
  /// value comes next. Returns false, having read nothing, for anything
  /// else (another key, whitespace, the object's end, a reader of a source),
  /// which the caller reads the ordinary way.
  @inline(__always)
  package func passKey(_ key: JSONKeyPattern) -> Bool {
    guard holdsWholeDocument else { return false }
    var p = pos
    switch state {
    case .afterValue:
      guard p < end, buf[p] == UInt8(ascii: ","), innermostIsObject == true else { return false }
      p += 1
    case .firstKey, .nextKey:
      break
    default:
      return false
    }
    guard key.begins(buf + p, available: end - p) else { return false }
    pos = p
    markToken()
    pos = p + key.count
    state = .value
    return true
  }

  /// ``nextKeyNumber(_:)`` for a caller that expects a key: when the next key
  /// is `expected`'s spelling (``passKey(_:)``), `number` without calling
  /// `body`; any other key read and handed to `body` as ever.
  @inline(__always)
  package func nextKeyNumber(
    expecting expected: JSONKeyPattern?, number: Int,
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Int
  ) throws -> Int? {
    if let expected, passKey(expected) { return number }
    return try nextKeyNumber(body)
  }
}
