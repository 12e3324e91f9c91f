import CQBankScan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fast way to a question's digest bytes: when the file already spells
/// the question as the canonical writer (``CanonicalBytes``, RFC 8785) would,
/// its own bytes with the whitespace between tokens taken out are the bytes
/// the writer would produce, and are hashed as they are.
///
/// It does not check the JSON, but never makes bytes that are not JSON into
/// JSON: it copies tokens as they are and takes out only the whitespace
/// between them, and it refuses a number or a literal that does not follow
/// `[`, `,` or `:` (so `1 2` never becomes `12`). A reader of its output
/// therefore meets the same tokens as a reader of the input, with no
/// whitespace to skip, and refuses what it would refuse there
/// (``QuestionBytesDecoder/decode(_:compactingWith:at:_:)``). The output is the
/// writer's bytes only for a question read from it without any finding (so
/// the JSON is valid and every member is known and of its type):
/// ``question(_:into:)`` checks, while it copies, everything else the
/// writer decides: keys in canonical order and each once (ASCII keys without
/// escapes only, whose byte order is their UTF-16 order and which no two
/// spellings share), strings with only the escapes the writer writes,
/// numbers as the writer spells them, no `null`, and `points` and `tags`
/// present (the writer always writes them). Anything else gives `nil`, and
/// the question is encoded again by the writer.
package final class CanonicalCompaction {
  /// The deepest nesting followed (a deeper question is left to the writer).
  static let maxDepth = 64
  /// Per open container, three slots: where its last key starts in the output
  /// (-1: none yet; -2: an array), that key's length, and 1 when a key comes next.
  private let stack = UnsafeMutablePointer<Int>.allocate(capacity: 3 * maxDepth)

  /// The values of the question's members that are objects or arrays, kept
  /// by their bytes as they are with their compact bytes (``ValueMemo``),
  /// one memo per member name (up to 16 names of up to 16 bytes): a value
  /// spelled as one compacted before (in a generated bundle, the choices and
  /// most prompts) is written from the memo instead of compacted again. Its
  /// bytes from its `{` or `[` to the matching `}` or `]` are compacted the
  /// same way wherever they stand as a member's value, and change nothing
  /// outside it.
  @exclusivity(unchecked) private var memoNames: [MemberNames.Packed] = []
  @exclusivity(unchecked) private var memos: [ValueMemo<[UInt8]>] = []
  /// The same memos, used without retaining and releasing one at every
  /// member's value (1 % of a validation): `memos` keeps them alive.
  @exclusivity(unchecked) private var memoReferences: [Unmanaged<ValueMemo<[UInt8]>>] = []

  package init() {}

  /// The memo for the member whose name is the `count` bytes at `key`, if it has one.
  @inline(__always)
  private func memo(key: UnsafePointer<UInt8>, count: Int) -> Unmanaged<ValueMemo<[UInt8]>>? {
    guard let name = MemberNames.Packed(UnsafeBufferPointer(start: key, count: count)) else {
      return nil
    }
    if let index = memoNames.firstIndex(of: name) { return memoReferences[index] }
    guard memos.count < 16 else { return nil }
    let memo = ValueMemo<[UInt8]>(capacity: 32)
    memoNames.append(name)
    memos.append(memo)
    memoReferences.append(Unmanaged.passUnretained(memo))
    return memoReferences[memos.count - 1]
  }

  /// Writes `raw` (one question object) to `out`, which must have room for
  /// `raw.count` bytes, without the whitespace between tokens; returns how
  /// many bytes it wrote, or `nil` (with `out` in an unspecified state) when
  /// the writer would spell the question otherwise.
  package func question(
    _ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    guard let base = raw.baseAddress, raw.first == UInt8(ascii: "{") else { return nil }
    let count = raw.count
    var i = 0
    var n = 0
    var depth = 0  // open containers; the top one's slots at stack[3 * (depth - 1)]
    var hasPoints = false
    var hasTags = false
    // A member's value being compacted to be kept: its memo and where it starts in `raw` and `out`.
    var keeping: (memo: Unmanaged<ValueMemo<[UInt8]>>, raw: Int, out: Int)?
    while i < count {
      let byte = base[i]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        i = BundleQuestionSplitter.skipSpace(raw, i + 1)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if depth == 1, out[n - 1] == UInt8(ascii: ":") {
          // A member's value: written from the memo when it was compacted before.
          if let memo = memo(key: out + stack[0], count: stack[1]),
            memo._withUnsafeGuaranteedRef({ $0.isAwake })
          {
            if let (length, _, compact) = memo._withUnsafeGuaranteedRef({
              $0.match(UnsafeBufferPointer(start: base + i, count: count - i))
            }) {
              // There is room: the compact bytes are no more than the `length` read.
              compact.withUnsafeBufferPointer {
                (out + n).update(from: $0.baseAddress!, count: $0.count)
              }
              n += compact.count
              i += length
              continue
            }
            keeping = (memo, i, n)
          }
        }
        guard depth < Self.maxDepth else { return nil }
        let top = stack + 3 * depth
        let object = byte == UInt8(ascii: "{")
        top[0] = object ? -1 : -2
        top[1] = 0
        top[2] = object ? 1 : 0
        depth += 1
        out[n] = byte
        n += 1
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return nil }
        depth -= 1
        out[n] = byte
        n += 1
        i += 1
        if depth == 1, let (memo, rawStart, outStart) = keeping {
          memo._withUnsafeGuaranteedRef {
            $0.remember(
              Array(UnsafeBufferPointer(start: out + outStart, count: n - outStart)),
              bytes: UnsafeBufferPointer(start: base + rawStart, count: i - rawStart))
          }
          keeping = nil
        }
      case UInt8(ascii: ","):
        guard depth > 0 else { return nil }
        let top = stack + 3 * (depth - 1)
        if top[0] != -2 { top[2] = 1 }
        out[n] = byte
        n += 1
        i += 1
      case UInt8(ascii: ":"):
        out[n] = byte
        n += 1
        i += 1
      case UInt8(ascii: "\""):
        let start = i
        guard let end = Self.canonicalStringEnd(base, from: i, count: count) else { return nil }
        let length = end - start
        let isKey = depth > 0 && stack[3 * (depth - 1) + 2] == 1
        if length <= 16, start + 16 <= count, n + 16 <= count {
          // A short string (most keys and many values): one 16-byte copy.
          // There is room: `out` holds `count` bytes and `n` never passes `i`.
          let chunk = UnsafeRawPointer(base + start).loadUnaligned(as: SIMD16<UInt8>.self)
          UnsafeMutableRawPointer(out + n).storeBytes(of: chunk, as: SIMD16<UInt8>.self)
          if isKey {
            // A key's bytes (between its quotes) all ASCII and unescaped, at once.
            let refused = BundleQuestionSplitter.bits(
              (chunk .>= SIMD16(repeating: 0x80)) .| (chunk .== SIMD16(repeating: 0x5C)))
            let inside: UInt64 = (1 << UInt64(length - 1)) - 2
            guard refused & inside == 0 else { return nil }
          }
        } else {
          (out + n).update(from: base + start, count: length)
          if isKey {
            let key = out + n + 1
            for k in 0..<length - 2 where key[k] >= 0x80 || key[k] == 0x5C { return nil }
          }
        }
        if isKey {
          let top = stack + 3 * (depth - 1)
          let key = out + n + 1
          let keyLength = length - 2
          if top[0] >= 0 {
            // After the previous key, byte by byte (keys are short, and
            // usually differ at their first byte).
            let previous = out + top[0]
            let common = min(top[1], keyLength)
            var k = 0
            while k < common, previous[k] == key[k] { k += 1 }
            guard k < common ? previous[k] < key[k] : top[1] < keyLength else { return nil }
          }
          top[0] = n + 1
          top[1] = keyLength
          top[2] = 0
          if depth == 1 {
            if keyLength == 6, memcmp(key, ("points" as StaticString).utf8Start, 6) == 0 {
              hasPoints = true
            }
            if keyLength == 4, memcmp(key, ("tags" as StaticString).utf8Start, 4) == 0 {
              hasTags = true
            }
          }
        }
        n += length
        i = end
      case UInt8(ascii: "t"), UInt8(ascii: "f"):
        guard Self.valueMayStart(after: out[n - 1]) else { return nil }
        let length = byte == UInt8(ascii: "t") ? 4 : 5
        guard i + length <= count else { return nil }
        (out + n).update(from: base + i, count: length)
        n += length
        i += length
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard Self.valueMayStart(after: out[n - 1]) else { return nil }
        var end = i + 1
        while end < count, Self.isNumberByte(base[end]) { end += 1 }
        let number = UnsafeBufferPointer(start: base + i, count: end - i)
        guard Self.isCanonicalNumber(number) else { return nil }
        (out + n).update(from: base + i, count: end - i)
        n += end - i
        i = end
      default:
        return nil  // `null`, or anything the writer never writes
      }
    }
    guard depth == 0, hasPoints, hasTags else { return nil }
    return n
  }

  /// Whether a number or a literal may follow `byte` (the last byte written):
  /// only after `[`, `,` or `:`, so that two tokens the whitespace kept apart
  /// (`1 2`) are never joined into one (`12`) for a reader of the output.
  @inline(__always)
  private static func valueMayStart(after byte: UInt8) -> Bool {
    byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[")
  }

  @inline(__always)
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x65 || byte == 0x45 || byte == 0x2B
      || byte == 0x2D
  }

  /// Whether a number is spelled as the writer spells it, both as an `Int`
  /// and as a `Double` (RFC 8785, ECMAScript's shortest form): an integer of
  /// at most 15 digits that is not `-0`, or a fraction without an exponent
  /// between 0.001 and 10^15 in its shortest round-trip form. Others (exponents,
  /// long integers) are left to the writer.
  static func isCanonicalNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let negative = text.first == UInt8(ascii: "-")
    let digits = negative ? text.count - 1 : text.count
    if text.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == UInt8(ascii: "-") }) {
      return digits >= 1 && digits <= 15 && !(negative && digits == 1 && text.last == 0x30)
    }
    guard !text.contains(UInt8(ascii: "e")), !text.contains(UInt8(ascii: "E")) else {
      return false
    }
    if let answer = shortDecimalIsCanonical(text) { return answer }
    let spelled = String(decoding: text, as: UTF8.self)
    guard let value = Double(spelled), value.rounded() != value, abs(value) >= 1e-3,
      abs(value) < 1e15
    else { return false }
    return value.description == spelled
  }

  /// ``isCanonicalNumber(_:)`` for a plain decimal of at most 15 significant
  /// digits (a rating such as `7.3`), answered from its digits alone; `nil`
  /// for any other spelling, which is parsed and printed again.
  ///
  /// Such a decimal is the shortest that reads back as its double (two
  /// decimals of 15 significant digits or fewer never read as the same
  /// double), so it is the writer's spelling exactly when it has no zero at
  /// the end of its fraction, no zero before a nonzero integer part, and a
  /// value from 0.001 (in `[0.001, 10^15)`, where the writer spells numbers
  /// without an exponent). `CanonicalNumberTests` holds it to the parse and print.
  static func shortDecimalIsCanonical(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
    var i = text.first == UInt8(ascii: "-") ? 1 : 0
    let integerStart = i
    while i < text.count, text[i] >= 0x30, text[i] <= 0x39 { i += 1 }
    let integerDigits = i - integerStart
    guard integerDigits >= 1, i < text.count, text[i] == UInt8(ascii: "."), i + 1 < text.count
    else { return nil }
    let fractionStart = i + 1
    i = fractionStart
    while i < text.count, text[i] >= 0x30, text[i] <= 0x39 { i += 1 }
    guard i == text.count else { return nil }  // a second point or a sign: parse it
    let fractionDigits = text.count - fractionStart
    let leadingZero = text[integerStart] == 0x30
    if leadingZero && integerDigits > 1 { return false }  // `07.5`: not JSON the writer writes
    var significant = integerDigits + fractionDigits
    if leadingZero {
      // 0.00…: the zeros after the point are not significant.
      var zeros = 0
      while zeros < fractionDigits, text[fractionStart + zeros] == 0x30 { zeros += 1 }
      if zeros == fractionDigits { return false }  // 0.000: a whole number
      if zeros > 2 { return false }  // below 0.001: the writer uses an exponent
      significant = fractionDigits - zeros
    }
    guard significant <= 15 else { return nil }
    return text[text.count - 1] != 0x30
  }

  /// The offset after the string whose quote is at `start`, when each of its
  /// escapes is one the writer writes (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`,
  /// or `\u00xx` in lowercase hex for the other control characters); `nil` otherwise.
  private static func canonicalStringEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int)
    -> Int?
  {
    var i = start + 1
    while true {
      var found = false
      while i + 16 <= count {
        let hits = qbank_mask16_either(base + i, 0x22, 0x5C)
        if hits != 0 {
          i += hits.trailingZeroBitCount
          found = true
          break
        }
        i += 16
      }
      if !found {
        while i < count, base[i] != 0x22, base[i] != 0x5C { i += 1 }
      }
      guard i < count else { return nil }
      if base[i] == 0x22 { return i + 1 }
      guard isCanonicalEscape(base, at: i, count: count) else { return nil }
      i += base[i + 1] == UInt8(ascii: "u") ? 6 : 2
    }
  }

  /// Whether the escape at `i` (a backslash) is one the canonical writer writes.
  private static func isCanonicalEscape(_ base: UnsafePointer<UInt8>, at i: Int, count: Int) -> Bool
  {
    guard i + 1 < count else { return false }
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
}
