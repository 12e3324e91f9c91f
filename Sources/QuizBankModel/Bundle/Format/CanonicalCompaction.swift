import QuizBankJSON

/// The fast way to the digest of a question read from a file: when the file
/// already spells it canonically (RFC 8785, as ``CanonicalBytes`` writes it),
/// its own bytes with the whitespace between tokens taken out are the bytes
/// the writer would produce, and are hashed as they are.
///
/// The reader (``StructureDecoder``) checks what needs the structure — keys
/// sorted and each once, no unknown member, numbers spelled canonically, the
/// members the writer always writes present — and ``compact(_:into:)`` checks
/// the rest while it copies: every escape in a string must be one the writer
/// uses. Anything else returns `false`, and the question is encoded again.
package enum CanonicalCompaction {
  /// Writes `raw` (one JSON value, checked by the reader) to `out` without the
  /// whitespace between tokens, and returns how many bytes it wrote (at most
  /// `raw.count`, which `out` must have room for). `nil` (with `out` in an
  /// unspecified state) when a string holds an escape the canonical writer
  /// would not write.
  package static func compact(
    _ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
  )
    -> Int?
  {
    guard let base = raw.baseAddress else { return 0 }
    let count = raw.count
    var i = 0
    var n = 0
    while i < count {
      let byte = base[i]
      if byte == 0x20 {
        // Indentation: eight bytes at a time, up to the first that is not a space.
        i += 1
        while i + 8 <= count {
          let word =
            UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            ^ 0x2020_2020_2020_2020
          if word != 0 {
            i += word.trailingZeroBitCount >> 3
            break
          }
          i += 8
        }
        continue
      }
      if byte < 0x20 {
        // A line break or a tab (the reader let nothing else below 0x20 through outside strings).
        i += 1
        continue
      }
      guard byte == 0x22 else {
        out[n] = byte
        n += 1
        i += 1
        continue
      }
      // A string: up to its closing quote, checking each escape, then copied whole.
      let start = i
      i += 1
      while true {
        i = skipPlain(base, from: i, to: count)
        guard i < count else { return nil }
        if base[i] == 0x22 { break }
        // A backslash.
        guard i + 1 < count, isCanonicalEscape(base, at: i, count: count) else { return nil }
        i += base[i + 1] == UInt8(ascii: "u") ? 6 : 2
      }
      i += 1
      (out + n).update(from: base + start, count: i - start)
      n += i - start
    }
    return n
  }

  /// The index of the first `"` or `\` at or after `start` (`end` if none), sixteen bytes at a time.
  @inline(__always)
  private static func skipPlain(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    var i = start
    let quote = SIMD16<UInt8>(repeating: 0x22)
    let backslash = SIMD16<UInt8>(repeating: 0x5C)
    while i + 16 <= end {
      let chunk = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
      let hits = (chunk .== quote) .| (chunk .== backslash)
      if hits != SIMDMask(repeating: false) {
        for k in 0..<16 where hits[k] { return i + k }
      }
      i += 16
    }
    while i < end, base[i] != 0x22, base[i] != 0x5C { i += 1 }
    return i
  }

  /// Whether the escape at `i` (a backslash) is one the canonical writer
  /// writes: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u00xx` in lowercase
  /// hex for the other control characters.
  private static func isCanonicalEscape(_ base: UnsafePointer<UInt8>, at i: Int, count: Int) -> Bool
  {
    switch base[i + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return true
    case UInt8(ascii: "u"):
      guard i + 6 <= count, base[i + 2] == 0x30, base[i + 3] == 0x30 else { return false }
      let high = base[i + 4]
      let low = base[i + 5]
      guard high == 0x30 || high == 0x31 else { return false }
      let lowValue: UInt8
      switch low {
      case 0x30...0x39: lowValue = low - 0x30
      case 0x61...0x66: lowValue = low - 0x61 + 10
      default: return false
      }
      let value = (high - 0x30) << 4 | lowValue
      // The writer spells these five with their short escapes.
      return ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value)
    default:
      return false
    }
  }

  /// Whether an integer member is spelled as the writer writes an `Int`.
  package static func isCanonicalInteger(_ number: JSONNumber) -> Bool {
    number.isInteger && number.text != "-0"
  }

  /// Whether a number in provenance values is spelled as the writer writes a
  /// `Double` (RFC 8785: integers below 10^15 without a fraction, others as
  /// ECMAScript's shortest form). Exponents and long integers are left to the writer.
  package static func isCanonicalDouble(_ number: JSONNumber) -> Bool {
    let text = number.text
    if number.isInteger {
      return text != "-0" && text.utf8.count <= (text.utf8.first == UInt8(ascii: "-") ? 16 : 15)
    }
    guard !text.utf8.contains(UInt8(ascii: "e")), !text.utf8.contains(UInt8(ascii: "E")),
      let value = Double(text), value.rounded() != value, abs(value) >= 1e-3, abs(value) < 1e15
    else { return false }
    return value.description == text
  }
}
