extension CanonicalBytes {
  /// Whether key `a` sorts before key `b` in canonical order (by UTF-16 code units).
  ///
  /// Compares UTF-8 bytes, which order text as UTF-16 does unless a character
  /// from U+E000 up is involved (its UTF-8 lead byte is 0xEE or more); only
  /// then does it compare UTF-16 code units.
  package static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    let order = a.withUTF8 { x in
      b.withUTF8 { y -> Bool? in
        let common = min(x.count, y.count)
        var i = 0
        while i < common, x[i] == y[i] { i += 1 }
        if i == common { return x.count < y.count }
        return x[i] < 0xEE && y[i] < 0xEE ? x[i] < y[i] : nil
      }
    }
    return order ?? a.utf16.lexicographicallyPrecedes(b.utf16)
  }

  /// A JSON string literal with RFC 8785's minimal escaping.
  ///
  /// Scans the UTF-8 bytes once; text needing no escape (nearly all) is copied whole.
  mutating func writeString(_ value: String) {
    // Native text is read in place; only other text (bridged, shared) is copied.
    if value.utf8.withContiguousStorageIfAvailable({ writeString(utf8: $0) }) != nil { return }
    var value = value
    value.withUTF8 { writeString(utf8: $0) }
  }

  /// The same for text given as UTF-8 bytes.
  mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
    out.append(0x22)
    var i = Self.plainPrefix(utf8)
    while i < utf8.count, !Self.needsEscape(utf8[i]) { i += 1 }
    if i == utf8.count {
      out.append(utf8)
    } else {
      writeEscaped(utf8, from: i)
    }
    out.append(0x22)
  }

  /// How many leading bytes of `utf8`, in whole words of eight, are known to
  /// need no escape: eight bytes are checked at once (a quote, a backslash or
  /// a control character anywhere in the word stops the scan at that word).
  @inline(__always)
  static func plainPrefix(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = utf8.baseAddress else { return 0 }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var i = 0
    while i + 8 <= utf8.count {
      let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      // A byte below 0x20 (only bytes below 0x80 can set these high bits).
      let control = (word &- ones &* 0x20) & ~word & highs
      // A byte equal to `"` or `\`: a zero byte after the exclusive or.
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let special = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
      if control | special != 0 { break }
      i += 8
    }
    return i
  }

  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C
  }

  /// `utf8` with escapes; the bytes before `first` need none.
  private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from first: Int) {
    var run = 0  // the start of the bytes not yet copied
    for i in first..<utf8.count where Self.needsEscape(utf8[i]) {
      out.append(UnsafeBufferPointer(rebasing: utf8[run..<i]))
      run = i + 1
      let byte = utf8[i]
      out.append(0x5C)
      switch byte {
      case 0x22: out.append(0x22)
      case 0x5C: out.append(0x5C)
      case 0x08: out.append(0x62)
      case 0x0C: out.append(0x66)
      case 0x0A: out.append(0x6E)
      case 0x0D: out.append(0x72)
      case 0x09: out.append(0x74)
      default:
        for digit in [
          0x75, 0x30, 0x30, Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 15)],
        ] {
          out.append(digit)
        }
      }
    }
    out.append(UnsafeBufferPointer(rebasing: utf8[run...]))
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// An integer in decimal, without making a `String`.
  mutating func writeInt(_ value: Int) {
    if value < 0 { out.append(0x2D) }
    var rest = value.magnitude
    if rest < 10 {
      out.append(0x30 + UInt8(rest))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      while rest > 0 {
        start -= 1
        digits[start] = 0x30 + UInt8(rest % 10)
        rest /= 10
      }
      out.append(UnsafeBufferPointer(rebasing: digits[start..<20]))
    }
  }

  /// A finite number as ECMAScript writes it (RFC 8785).
  mutating func writeDouble(_ value: Double) throws {
    if value.rounded() == value, abs(value) < 1e15 {
      writeInt(Int(value))
    } else if let tenths = Self.tenths(value) {
      // A rating such as 7.3: its digits, a point before the last, no `String` made.
      if tenths < 0 { out.append(0x2D) }
      writeInt(Int(tenths.magnitude / 10))
      out.append(0x2E)
      out.append(0x30 + UInt8(tenths.magnitude % 10))
    } else if abs(value) >= 1e-3, abs(value) < 1e15 {
      // Swift's shortest round-trip digits are ECMAScript's in this range (no exponent).
      appendUTF8(of: value.description)
    } else {
      appendUTF8(of: try CanonicalJSON.number(value))
    }
  }

  /// `n` when `value` is the double nearest to n/10 for an `n` that is not a
  /// multiple of 10 and below 10^15 in size; `nil` otherwise. The shortest
  /// decimal that reads back as such a double is n/10 itself: no integer is
  /// within half its spacing of it (at most 1/64 below 10^14), and no other
  /// decimal with one digit after the point either. So ECMAScript and Swift's
  /// `description` spell it as n's digits with a point before the last.
  static func tenths(_ value: Double) -> Int64? {
    let scaled = (value * 10).rounded()
    guard abs(scaled) < 1e15 else { return nil }
    let n = Int64(scaled)
    guard n % 10 != 0, Double(n) / 10 == value else { return nil }
    return n
  }

  private mutating func appendUTF8(of text: String) {
    var text = text
    text.withUTF8 { out.append($0) }
  }
}
