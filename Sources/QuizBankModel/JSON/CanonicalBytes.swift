/// Canonical JSON written straight into bytes: the same text as ``CanonicalJSON``
/// (sorted keys, minimal escapes, ECMAScript numbers), pretty or compact, without
/// building a value tree first. Callers write members in canonical key order; the
/// tests hold the output equal to ``CanonicalJSON`` over ``JSONValueEncoder``.
///
/// A pretty writer can also keep the compact form of the same value in
/// ``compact`` as it goes (`keepsCompact`): the two differ only in layout white
/// space, so strings are escaped and numbers formatted once for both. That is
/// what a bundle writer needs: pretty text for the file, compact text for the
/// digest.
///
/// This is the hot path of every bundle writer and of ``BundleDigest``.
package struct CanonicalBytes {
  /// The value as written: pretty or compact, as asked.
  package var bytes: [UInt8] = []
  /// The compact form of the same value, when the writer keeps it; else empty.
  package private(set) var compact: [UInt8] = []
  /// Two-space indentation when pretty; no white space when compact.
  package let pretty: Bool
  /// Whether ``compact`` is kept beside pretty ``bytes``.
  private let keepsCompact: Bool
  private var level: Int
  /// Items written so far in each open container, innermost last.
  private var counts: [Int] = []
  private var afterKey = false

  /// A writer of one form; `level` is the indentation the value starts at.
  package init(pretty: Bool, level: Int = 0) {
    self.init(pretty: pretty, level: level, keepsCompact: false)
  }

  /// A writer of pretty text (from `level`) that also keeps the compact form in ``compact``.
  package init(prettyKeepingCompactAt level: Int) {
    self.init(pretty: true, level: level, keepsCompact: true)
  }

  private init(pretty: Bool, level: Int, keepsCompact: Bool) {
    self.pretty = pretty
    self.level = level
    self.keepsCompact = keepsCompact
    bytes.reserveCapacity(2048)
    if keepsCompact { compact.reserveCapacity(2048) }
    counts.reserveCapacity(16)
  }

  /// Empties the buffers for the next value, which starts at indentation `level`.
  package mutating func reset(level: Int) {
    bytes.removeAll(keepingCapacity: true)
    compact.removeAll(keepingCapacity: true)
    self.level = level
    counts.removeAll(keepingCapacity: true)
    afterKey = false
  }

  package mutating func beginObject() { open(0x7B) }
  package mutating func endObject() { close(0x7D) }
  package mutating func beginArray() { open(0x5B) }
  package mutating func endArray() { close(0x5D) }

  /// The next member's key, a name known not to need escapes (ASCII letters,
  /// digits and punctuation other than `"` and `\`); its value must follow.
  package mutating func key(_ name: StaticString) {
    beginMember()
    let text = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    assert(!text.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x80 })
    let start = bytes.count
    bytes.append(0x22)
    bytes.append(contentsOf: text)
    bytes.append(0x22)
    endKey(from: start)
  }

  /// The next member's key, any text (a locale, a value's name); its value must follow.
  package mutating func key(text name: String) {
    beginMember()
    let start = bytes.count
    writeString(name)
    endKey(from: start)
  }

  package mutating func string(_ value: String) {
    item()
    let start = bytes.count
    writeString(value)
    mirror(from: start)
  }

  package mutating func int(_ value: Int) {
    item()
    let start = bytes.count
    writeInt(value)
    mirror(from: start)
  }

  package mutating func double(_ value: Double) throws {
    item()
    let start = bytes.count
    try writeDouble(value)
    mirror(from: start)
  }

  package mutating func bool(_ value: Bool) {
    item()
    let start = bytes.count
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    mirror(from: start)
  }

  /// A member holding text per locale, keys sorted.
  package mutating func localized(_ name: StaticString, _ text: LocalizedText) {
    key(name)
    beginObject()
    if text.values.count == 1, let (locale, value) = text.values.first {
      key(text: locale)
      string(value)
    } else {
      for (locale, value) in text.values.sorted(by: { Self.keyPrecedes($0.key, $1.key) }) {
        key(text: locale)
        string(value)
      }
    }
    endObject()
  }

  // MARK: - Layout

  /// Copies what was written to ``bytes`` since `start` (no layout white space
  /// in it) to ``compact``.
  @inline(__always)
  private mutating func mirror(from start: Int) {
    if keepsCompact { compact.append(contentsOf: bytes[start...]) }
  }

  /// The colon after a key written from `start`, and the space after it when pretty.
  @inline(__always)
  private mutating func endKey(from start: Int) {
    bytes.append(0x3A)
    mirror(from: start)
    if pretty { bytes.append(0x20) }
    afterKey = true
  }

  /// Whatever comes before a member's key: a comma after the first, and a new line.
  @inline(__always)
  private mutating func beginMember() {
    let last = counts.count - 1
    if counts[last] > 0 { separator() }
    counts[last] += 1
    newline()
  }

  /// Whatever comes before a value: nothing after a key or at the top, else a
  /// comma and a new line inside an array.
  @inline(__always)
  private mutating func item() {
    if afterKey {
      afterKey = false
    } else if !counts.isEmpty {
      let last = counts.count - 1
      if counts[last] > 0 { separator() }
      counts[last] += 1
      newline()
    }
  }

  @inline(__always)
  private mutating func separator() {
    bytes.append(0x2C)
    if keepsCompact { compact.append(0x2C) }
  }

  private mutating func open(_ byte: UInt8) {
    item()
    bytes.append(byte)
    if keepsCompact { compact.append(byte) }
    counts.append(0)
    level += 1
  }

  private mutating func close(_ byte: UInt8) {
    let count = counts.removeLast()
    level -= 1
    if count > 0 { newline() }
    bytes.append(byte)
    if keepsCompact { compact.append(byte) }
  }

  /// A new line and the current indentation, when pretty.
  @inline(__always)
  private mutating func newline() {
    guard pretty else { return }
    let width = 1 + 2 * level
    if width <= Self.indentation.count {
      Self.indentation.withUnsafeBufferPointer {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<width]))
      }
    } else {
      bytes.append(0x0A)
      bytes.append(contentsOf: repeatElement(0x20, count: 2 * level))
    }
  }

  /// A new line and 32 levels of indentation, cut to size by ``newline()``.
  private static let indentation: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 64)
}
