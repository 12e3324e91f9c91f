/// Canonical JSON written straight into bytes: the same text as ``CanonicalJSON``
/// (sorted keys, minimal escapes, ECMAScript numbers), pretty or compact, without
/// building a value tree first. Callers write members in canonical key order; the
/// tests hold the output equal to ``CanonicalJSON`` over ``JSONValueEncoder``.
///
/// This is the hot path of every bundle writer and of ``BundleDigest``.
package struct CanonicalBytes {
  package var bytes: [UInt8] = []
  /// Two-space indentation when pretty; no white space when compact.
  package let pretty: Bool
  private var level: Int
  /// Items written so far in each open container, innermost last.
  private var counts: [Int] = []
  private var afterKey = false

  package init(pretty: Bool, level: Int = 0) {
    self.pretty = pretty
    self.level = level
    bytes.reserveCapacity(2048)
  }

  /// Empties the buffer for the next value, which starts at indentation `level`.
  package mutating func reset(level: Int) {
    bytes.removeAll(keepingCapacity: true)
    self.level = level
    counts.removeAll(keepingCapacity: true)
    afterKey = false
  }

  package mutating func beginObject() { open(0x7B) }
  package mutating func endObject() { close(0x7D) }
  package mutating func beginArray() { open(0x5B) }
  package mutating func endArray() { close(0x5D) }

  /// The next member's key; its value must follow.
  package mutating func key(_ name: String) {
    if counts[counts.count - 1] > 0 { bytes.append(0x2C) }
    counts[counts.count - 1] += 1
    newline()
    writeString(name)
    bytes.append(0x3A)
    if pretty { bytes.append(0x20) }
    afterKey = true
  }

  package mutating func string(_ value: String) {
    item()
    writeString(value)
  }

  package mutating func int(_ value: Int) {
    item()
    bytes.append(contentsOf: String(value).utf8)
  }

  package mutating func double(_ value: Double) throws {
    item()
    if value.rounded() == value, abs(value) < 1e15 {
      bytes.append(contentsOf: String(Int64(value)).utf8)
    } else if abs(value) >= 1e-3, abs(value) < 1e15 {
      // Swift's shortest round-trip digits are ECMAScript's in this range (no exponent).
      bytes.append(contentsOf: value.description.utf8)
    } else {
      bytes.append(contentsOf: try CanonicalJSON.number(value).utf8)
    }
  }

  package mutating func bool(_ value: Bool) {
    item()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// A member holding text per locale, keys sorted.
  package mutating func localized(_ name: String, _ text: LocalizedText) {
    key(name)
    beginObject()
    for locale in text.values.keys.sorted(by: { $0.utf16.lexicographicallyPrecedes($1.utf16) }) {
      key(locale)
      string(text.values[locale]!)
    }
    endObject()
  }

  // MARK: - Layout

  /// Whatever comes before a value: nothing after a key or at the top, else a
  /// comma and a new line inside an array.
  private mutating func item() {
    if afterKey {
      afterKey = false
    } else if !counts.isEmpty {
      if counts[counts.count - 1] > 0 { bytes.append(0x2C) }
      counts[counts.count - 1] += 1
      newline()
    }
  }

  private mutating func open(_ byte: UInt8) {
    item()
    bytes.append(byte)
    counts.append(0)
    level += 1
  }

  private mutating func close(_ byte: UInt8) {
    let count = counts.removeLast()
    level -= 1
    if count > 0 { newline() }
    bytes.append(byte)
  }

  private mutating func newline() {
    guard pretty else { return }
    bytes.append(0x0A)
    for _ in 0..<level {
      bytes.append(0x20)
      bytes.append(0x20)
    }
  }

  private mutating func writeString(_ value: String) {
    bytes.append(0x22)
    let utf8 = value.utf8
    if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      bytes.append(contentsOf: utf8)
      bytes.append(0x22)
      return
    }
    for byte in utf8 {
      switch byte {
      case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
      case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
      case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
      case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
      case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
      case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
  }
}
