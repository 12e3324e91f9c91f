// Strings: a fast scan over plain ASCII runs, checked UTF-8 for the rest,
// escapes decoded; a token split across chunks is gathered in `scratch`.

extension JSONReader {
  /// Reads a string whose opening quote is at the read position.
  func readString() throws -> String {
    let before = continuationBytes
    return try readStringBytes { bytes in
      if discardingStrings { return "" }
      // Bytes straight from the window were checked as they were read, and
      // are ASCII when no continuation byte was counted meanwhile. Any other
      // (escapes decoded, a string split between chunks) are made a String
      // the ordinary way.
      guard let start = bytes.baseAddress, UnsafePointer(buf) <= start,
        start + bytes.count <= UnsafePointer(buf + end)
      else { return String(decoding: bytes, as: UTF8.self) }
      return checkedString(bytes, isASCII: continuationBytes == before)
    }
  }

  /// Reads a string whose opening quote is at the read position and hands its
  /// UTF-8 bytes (checked, escapes decoded) to `body`, valid only during the call.
  /// The caller has marked the quote as the token's start (``markToken()``), so
  /// ``position`` is where the string opens, for the error of an unterminated one.
  @inline(__always)
  func readStringBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws
    -> Result
  {
    let opening = position
    assert(opening.offset == base + pos, "readStringBytes called without markToken()")
    pos += 1
    var runStart = pos
    var spilled = false
    while true {
      var p = pos
      let e = end
      // Eight bytes at a time while they are all plain (printable ASCII,
      // neither quote nor backslash), tested as one word (``hasStop(_:)``).
      while p + 8 <= e,
        !Self.hasStop(UInt64(littleEndian: UnsafeRawPointer(buf + p).loadUnaligned(as: UInt64.self)))
      {
        p += 8
      }
      while p < e {
        let byte = buf[p]
        guard byte >= 0x20, byte < 0x80, byte != 0x22, byte != 0x5C else { break }
        p += 1
      }
      if p == e {
        spill(runStart, p, &spilled)
        pos = p
        guard try refill() else { throw unterminated(opening) }
        runStart = pos
        continue
      }
      let byte = buf[p]
      if byte == 0x22 {
        let run = UnsafeBufferPointer(start: buf + runStart, count: p - runStart)
        pos = p + 1
        if !spilled { return try body(run) }
        scratch.append(contentsOf: run)
        return try scratch.withUnsafeBufferPointer(body)
      }
      pos = p
      if byte == 0x5C {
        spill(runStart, p, &spilled)
        let escape = here
        pos += 1
        try readEscape(at: escape, opening: opening)
        runStart = pos
        continue
      }
      if byte < 0x20 {
        let code = hex(byte, width: 4)
        throw error(
          .syntax, "control character U+\(code) must be escaped in a string (write \\u\(code))")
      }
      guard let shape = utf8Shape(byte) else { throw invalidUTF8(byte) }
      if p + shape.length <= e {
        let second = buf[p + 1]
        guard second >= shape.low, second <= shape.high else { throw invalidUTF8(byte) }
        var k = 2
        while k < shape.length {
          guard buf[p + k] & 0xC0 == 0x80 else { throw invalidUTF8(byte) }
          k += 1
        }
        continuationBytes += shape.length - 1
        pos = p + shape.length
        continue
      }
      // The sequence straddles the end of the chunk.
      spill(runStart, p, &spilled)
      let leadError = invalidUTF8(byte)
      scratch.append(byte)
      pos += 1
      for k in 1..<shape.length {
        guard let next = try peek() else { throw unterminated(opening) }
        let ok = k == 1 ? (next >= shape.low && next <= shape.high) : (next & 0xC0 == 0x80)
        guard ok else { throw leadError }
        scratch.append(next)
        pos += 1
      }
      continuationBytes += shape.length - 1
      runStart = pos
    }
  }

  /// Whether any of the eight bytes of `word` ends a plain run in a string:
  /// a control character (below 0x20), a byte from 0x80 up, a quote or a
  /// backslash. (`(x - 0x01…01) & ~x & 0x80…80` is nonzero exactly when some
  /// byte of `x` is zero, and `(x - 0x20…20) & ~x & 0x80…80` when some byte is
  /// below 0x20: a borrow can only mark bytes above one that is.)
  @inline(__always)
  static func hasStop(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let stop =
      ((word &- ones &* 0x20) & ~word) | word | ((quote &- ones) & ~quote)
      | ((backslash &- ones) & ~backslash)
    return stop & (ones &* 0x80) != 0
  }

  /// Moves the run `buf[start..<end]` into `scratch`, clearing it first if
  /// this string has not spilled yet.
  @inline(__always)
  private func spill(_ start: Int, _ end: Int, _ spilled: inout Bool) {
    if !spilled {
      scratch.removeAll(keepingCapacity: true)
      spilled = true
    }
    scratch.append(contentsOf: UnsafeBufferPointer(start: buf + start, count: end - start))
  }

  private func unterminated(_ opening: JSONPosition) -> JSONSyntaxError {
    error(.unexpectedEnd, "unexpected end of input inside the string that starts at \(opening)")
  }

  private func invalidUTF8(_ byte: UInt8) -> JSONSyntaxError {
    error(
      .invalidUnicode,
      "invalid UTF-8 (byte 0x\(hex(byte, width: 2))) in a string; save the file as UTF-8")
  }

  /// The length of a UTF-8 sequence with this lead byte and the range its
  /// second byte must fall in (which refuses overlong forms, surrogates and
  /// scalars past U+10FFFF); `nil` for a byte that cannot lead.
  @inline(__always)
  func utf8Shape(_ lead: UInt8) -> (length: Int, low: UInt8, high: UInt8)? {
    switch lead {
    case 0xC2...0xDF: (2, 0x80, 0xBF)
    case 0xE0: (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
    case 0xED: (3, 0x80, 0x9F)
    case 0xF0: (4, 0x90, 0xBF)
    case 0xF1...0xF3: (4, 0x80, 0xBF)
    case 0xF4: (4, 0x80, 0x8F)
    default: nil
    }
  }

  /// Decodes the escape after a backslash (already consumed) into `scratch`.
  private func readEscape(at escape: JSONPosition, opening: JSONPosition) throws {
    guard let code = try peek() else { throw unterminated(opening) }
    pos += 1
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(code)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHex4(escape, opening)
      var scalar = unit
      if unit >= 0xD800 && unit <= 0xDBFF {
        guard try peek() == UInt8(ascii: "\\") else { throw loneSurrogate(unit, escape) }
        pos += 1
        guard try peek() == UInt8(ascii: "u") else { throw loneSurrogate(unit, escape) }
        pos += 1
        let low = try readHex4(escape, opening)
        guard low >= 0xDC00 && low <= 0xDFFF else { throw loneSurrogate(unit, escape) }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      } else if unit >= 0xDC00 && unit <= 0xDFFF {
        throw loneSurrogate(unit, escape)
      }
      appendUTF8(scalar)
    default:
      throw JSONSyntaxError(
        .syntax,
        "invalid escape \(describe(code)) in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
        at: escape)
    }
  }

  private func readHex4(_ escape: JSONPosition, _ opening: JSONPosition) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = try peek() else { throw unterminated(opening) }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw JSONSyntaxError(
          .syntax, "invalid \\u escape: expected four hexadecimal digits", at: escape)
      }
      value = value << 4 | UInt32(digit)
      pos += 1
    }
    return value
  }

  private func loneSurrogate(_ unit: UInt32, _ escape: JSONPosition) -> JSONSyntaxError {
    JSONSyntaxError(
      .invalidUnicode,
      "lone UTF-16 surrogate \\u\(hex(unit, width: 4)) in a string (a surrogate escape must be a high-low pair)",
      at: escape)
  }

  private func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case ..<0x80:
      scratch.append(UInt8(scalar))
    case ..<0x800:
      scratch.append(UInt8(0xC0 | scalar >> 6))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      scratch.append(UInt8(0xE0 | scalar >> 12))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | scalar >> 18))
      scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}

/// A `String` of UTF-8 the reader has already checked, made without checking
/// it again: the standard library's `String._uncheckedFromUTF8(_:isASCII:)`,
/// which is part of its binary interface (`@usableFromInline`) but not of its
/// source interface. `String(decoding:as:)` validates every byte a second time
/// (about 2 % of a bundle's validation). `bytes` must be valid UTF-8, and
/// `isASCII` true only when every byte is below 0x80.
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
func checkedString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String
