import CQBankScan

/// Finds the questions of a bundle held whole in memory, as byte ranges, with
/// a cheap scan that follows only strings (and their escapes) and nesting,
/// so the questions can be read and checked on several threads, each with
/// its own reader. Inside the questions it looks at 64 bytes at a time: the
/// quotes and brackets as bit masks, the strings masked by a running XOR of
/// the quotes, only the brackets outside them walked one by one (a block
/// holding a backslash is walked a byte at a time). The members before the
/// questions are skipped sixteen bytes at a time.
///
/// It does not check the JSON: each range is read by a real reader later,
/// and the members around the questions too; it checks only that the
/// questions are objects separated by single commas. It gives up (``Step/unusable``,
/// or `nil` from ``init(_:)``) on anything unexpected — no root object, no
/// `questions` member holding an array, an element that is not an object, a
/// file that ends early — and the caller then reads the file the ordinary
/// way, which reports what is wrong.
package struct BundleQuestionSplitter {
  /// What ``next()`` found.
  package enum Step: Equatable {
    /// The bytes of the next question, from its `{` to its `}` inclusive.
    case question(Range<Int>)
    /// The array ended (at ``arrayEnd``).
    case end
    /// Something this scan does not follow: read the file the ordinary way.
    case unusable
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the `[` that opens the questions array.
  package let arrayStart: Int
  /// The offset of the `]` that closes it, once ``next()`` has returned ``Step/end``.
  package private(set) var arrayEnd: Int?
  /// Where the bytes after the last question (or after `[`) start.
  private var lastEnd: Int
  private var elements = 0
  /// The block of 64 bytes being walked: its offset, and its brackets
  /// outside strings not yet walked, one bit each.
  private var block: Int
  private var brackets: UInt64 = 0
  /// Whether the block before ended inside a string, or right after a backslash.
  private var inString = false
  private var escaped = false
  private var depth = 0
  private var questionStart = 0

  /// Finds the first `questions` member of the root object (its key spelled
  /// without escapes) whose value is an array; `nil` when there is none.
  package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var i = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    i = Self.skipSpace(bytes, i)
    guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return nil }
    i += 1
    while true {
      i = Self.skipSpace(bytes, i)
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
      let keyStart = i + 1
      guard let keyEnd = Self.skipString(bytes, i) else { return nil }
      i = Self.skipSpace(bytes, keyEnd)
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
      i = Self.skipSpace(bytes, i + 1)
      guard i < bytes.count else { return nil }
      if bytes[i] == UInt8(ascii: "["),
        Self.equals(UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd - 1]), "questions")
      {
        arrayStart = i
        lastEnd = i + 1
        // The first block starts at the `[` (its bit is dropped).
        block = i
        brackets = 0
        (brackets, inString, escaped) = Self.scan(bytes, at: i, inString: false, escaped: false)
        brackets &= ~1
        return
      }
      guard let valueEnd = Self.skipValue(bytes, i) else { return nil }
      i = Self.skipSpace(bytes, valueEnd)
      guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return nil }
      i += 1
    }
  }

  /// The next question's bytes, the end of the array, or ``Step/unusable``.
  package mutating func next() -> Step {
    guard arrayEnd == nil else { return .end }
    while true {
      while brackets != 0 {
        let offset = block + brackets.trailingZeroBitCount
        brackets &= brackets &- 1
        let byte = bytes[offset]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
          if depth == 0 {
            // A new element: an object, after `[` or one comma.
            guard byte == UInt8(ascii: "{"), separated(lastEnd..<offset, comma: elements > 0)
            else { return .unusable }
            questionStart = offset
          }
          depth += 1
        } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          if depth == 0 {
            guard byte == UInt8(ascii: "]"), separated(lastEnd..<offset, comma: false) else {
              return .unusable
            }
            arrayEnd = offset
            return .end
          }
          depth -= 1
          if depth == 0 {
            lastEnd = offset + 1
            elements += 1
            return .question(questionStart..<offset + 1)
          }
        } else {
          // A byte the bracket test also matches (`Y`, `_`, `y`, DEL) outside a string.
          return .unusable
        }
      }
      block += 64
      guard block < bytes.count else { return .unusable }
      (brackets, inString, escaped) = Self.scan(
        bytes, at: block, inString: inString, escaped: escaped)
    }
  }

  /// Whether `range` holds only whitespace, and exactly one comma if `comma`.
  private func separated(_ range: Range<Int>, comma: Bool) -> Bool {
    var commas = 0
    for i in range {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case UInt8(ascii: ","): commas += 1
      default: return false
      }
    }
    return commas == (comma ? 1 : 0)
  }

  /// The brackets outside strings in the 64 bytes at `start` (fewer at the
  /// end of the input), one bit each, and whether the block ends inside a
  /// string or right after a backslash.
  @inline(__always)
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, inString: Bool, escaped: Bool
  )
    -> (brackets: UInt64, inString: Bool, escaped: Bool)
  {
    let base = bytes.baseAddress!
    guard start + 64 <= bytes.count, !escaped else {
      return scanBytes(bytes, at: start, inString: inString, escaped: escaped)
    }
    if start + prefetchDistance < bytes.count { qbank_prefetch(base + start + prefetchDistance) }
    // `[` 0x5B, `]` 0x5D, `{` 0x7B, `}` 0x7D: the same with bits 0x26 cleared
    // (as are `Y`, `_`, `y` and DEL, never outside a string in JSON).
    let block = qbank_scan64(base + start)
    if block.backslash != 0 {
      return scanBytes(bytes, at: start, inString: inString, escaped: escaped)
    }
    let quotes = block.quotes
    let brackets = block.brackets
    // Inside a string: from an opening quote up to (not including) its closing
    // one — a running XOR of the quotes.
    var inside = quotes
    inside ^= inside << 1
    inside ^= inside << 2
    inside ^= inside << 4
    inside ^= inside << 8
    inside ^= inside << 16
    inside ^= inside << 32
    if inString { inside = ~inside }
    return (brackets & ~inside, inside >> 63 == 1, false)
  }

  /// How far ahead of the block being scanned its bytes are asked for.
  /// The bytes are the file's pages, met here for the first time: without
  /// asking ahead, two thirds of the splitter's time was the first load of each
  /// block (one run on the 300k bundle: 5.6 % of the samples, 3.5 % with it).
  static let prefetchDistance = 1024

  /// One bit per lane of `mask`, lane 0 lowest.
  @inline(__always)
  static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    let lanes = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    // Each byte is 0x00 or 0xFF: gather their low bits into the top byte.
    let magic: UInt64 = 0x0102_0408_1020_4080
    let low = ((lanes[0] & 0x0101_0101_0101_0101) &* magic) >> 56
    let high = ((lanes[1] & 0x0101_0101_0101_0101) &* magic) >> 56
    return low | high << 8
  }

  /// ``scan(_:at:inString:escaped:)`` a byte at a time: for blocks with a
  /// backslash, and the last, short one.
  private static func scanBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, inString: Bool, escaped: Bool
  ) -> (brackets: UInt64, inString: Bool, escaped: Bool) {
    var brackets: UInt64 = 0
    var inString = inString
    var escaped = escaped
    for k in 0..<min(64, bytes.count - start) {
      let byte = bytes[start + k]
      if escaped {
        escaped = false
      } else if inString {
        if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
      } else if byte == 0x22 {
        inString = true
      } else if byte & 0xD9 == 0x59 {
        brackets |= 1 << UInt64(k)
      }
    }
    return (brackets, inString, escaped)
  }

  private static func equals(_ text: UnsafeBufferPointer<UInt8>, _ expected: StaticString) -> Bool {
    text.count == expected.utf8CodeUnitCount
      && text.elementsEqual(
        UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
  }

  /// The first byte at or after `start` that is not JSON whitespace.
  @inline(__always)
  static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var i = start
    let count = bytes.count
    let base = bytes.baseAddress!
    while i < count {
      switch base[i] {
      case 0x20:
        i += 1
        // Indentation: eight bytes at a time, up to the first that is not a space.
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
      case 0x09, 0x0A, 0x0D: i += 1
      default: return i
      }
    }
    return i
  }

  /// The offset after the string whose opening quote is at `start`; `nil` if it does not end.
  @inline(__always)
  static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    let base = bytes.baseAddress!
    let count = bytes.count
    var i = start + 1
    let quote = SIMD16<UInt8>(repeating: 0x22)
    let backslash = SIMD16<UInt8>(repeating: 0x5C)
    while true {
      while i + 16 <= count {
        let chunk = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
        let hits = (chunk .== quote) .| (chunk .== backslash)
        if hits != SIMDMask(repeating: false) { break }
        i += 16
      }
      while i < count, base[i] != 0x22, base[i] != 0x5C { i += 1 }
      guard i < count else { return nil }
      if base[i] == 0x22 { return i + 1 }
      i += 2  // an escape: the byte after the backslash is never the end
    }
  }

  /// The offset after the value starting at `start`.
  static func skipValue(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    switch bytes[start] {
    case UInt8(ascii: "\""): return skipString(bytes, start)
    case UInt8(ascii: "{"), UInt8(ascii: "["): return skipContainer(bytes, start)
    default:
      var i = start
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
          return i
        default: i += 1
        }
      }
      return i
    }
  }

  /// The offset after the object or array opening at `start` (brackets are
  /// only counted, not matched: the reader checks them); `nil` if it does not end.
  static func skipContainer(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    let base = bytes.baseAddress!
    let count = bytes.count
    var depth = 0
    var i = start
    let quote = SIMD16<UInt8>(repeating: 0x22)
    // `[` is 0x5B, `]` 0x5D, `{` 0x7B, `}` 0x7D: with bit 0x20 cleared, `{` and `}`
    // become `[` and `]`, so two comparisons find all four.
    let fold = SIMD16<UInt8>(repeating: 0xDF)
    let open = SIMD16<UInt8>(repeating: 0x5B)
    let close = SIMD16<UInt8>(repeating: 0x5D)
    while true {
      while i + 16 <= count {
        let chunk = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
        let folded = chunk & fold
        let hits = (chunk .== quote) .| (folded .== open) .| (folded .== close)
        if hits != SIMDMask(repeating: false) { break }
        i += 16
      }
      while i < count {
        let byte = base[i]
        if byte == 0x22 || byte & 0xDF == 0x5B || byte & 0xDF == 0x5D { break }
        i += 1
      }
      guard i < count else { return nil }
      let byte = base[i]
      if byte == 0x22 {
        guard let end = skipString(bytes, i) else { return nil }
        i = end
      } else if byte & 0xDF == 0x5B {
        depth += 1
        i += 1
      } else {
        depth -= 1
        i += 1
        if depth == 0 { return i }
      }
    }
  }
}
