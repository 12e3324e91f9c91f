import QuizBankJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The values of one member of the questions read lately, kept with their
/// bytes, so that a value spelled byte for byte as one of them is passed over
/// and the value kept is taken, instead of being read again. The questions of
/// a generated bundle all have the same choices and share a few dozen
/// prompts: reading them again was a fifth of a bundle's validation.
///
/// Only values read cleanly are kept (no finding while they were read), and a
/// memo serves one member of one kind of object, so a value passed over is
/// in the same place as the one read: the same bytes read there give the
/// same value and no finding. The reader's ``JSONReader/passValue(from:count:continuationBytes:)``
/// keeps its position and columns right after it.
///
/// When values rarely come again (a hand-written bundle's prompts), a memo
/// rests: after a window of lookups with few found, it is not consulted for
/// a while, so such bundles pay almost nothing for it.
final class ValueMemo<Value> {
  private struct Entry {
    var bytes: [UInt8]
    var continuationBytes: Int
    var value: Value
  }

  /// What an entry's bytes are first compared on, kept apart from the
  /// entries so a lookup walks plain words: their count, their last eight
  /// bytes (or fewer, zero-padded), and eight where they first differ from
  /// the first entry's (the prompts of a bundle begin alike and end alike).
  private struct Key {
    var count: Int
    var tail: UInt64
    var probeOffset: Int
    var probe: UInt64
  }

  // Unchecked: a memo is used by one thread, and the checks were 1 % of a validation.
  @exclusivity(unchecked) private var entries: [Entry] = []
  @exclusivity(unchecked) private var keys: [Key] = []
  private let capacity: Int
  /// The entry that matched last (tried first), and the one replaced next.
  @exclusivity(unchecked) private var last = 0
  @exclusivity(unchecked) private var replaced = 0
  @exclusivity(unchecked) private var lookups = 0
  @exclusivity(unchecked) private var found = 0
  /// Reads left before the memo is consulted again.
  @exclusivity(unchecked) private var resting = 0
  /// How many lookups found a value, in all.
  @exclusivity(unchecked) private(set) var hits = 0

  /// Lookups per window, and the share of them (one in this many) that must
  /// find a value for the memo to go on being consulted.
  static var window: Int { 256 }
  static var minimumShare: Int { 8 }
  /// Reads the memo sits out after a window that found too few.
  static var rest: Int { 4096 }

  /// A memo of up to `capacity` values.
  init(capacity: Int) {
    precondition(capacity > 0)
    self.capacity = capacity
  }

  /// Whether the memo is consulted for the next read; counts the read when not.
  var isAwake: Bool {
    guard resting == 0 else {
      resting -= 1
      return false
    }
    return true
  }

  /// The value kept whose bytes begin `ahead`, with their count and
  /// continuation bytes; `nil` when no value kept is spelled there.
  func match(_ ahead: UnsafeBufferPointer<UInt8>) -> (
    count: Int, continuationBytes: Int, value: Value
  )? {
    lookups += 1
    defer {
      if lookups == Self.window {
        if found * Self.minimumShare < lookups { resting = Self.rest }
        lookups = 0
        found = 0
      }
    }
    guard let base = ahead.baseAddress, !keys.isEmpty else { return nil }
    let found = keys.withUnsafeBufferPointer { keys -> Int? in
      var k = last
      for _ in 0..<keys.count {
        let key = keys[k]
        if key.count <= ahead.count, Self.tail(base, key.count) == key.tail,
          Self.word(base, at: key.probeOffset, key.count) == key.probe,
          entries[k].bytes.withUnsafeBufferPointer({ memcmp(base, $0.baseAddress!, key.count) == 0 }
          )
        {
          return k
        }
        k = k + 1 == keys.count ? 0 : k + 1
      }
      return nil
    }
    guard let k = found else { return nil }
    last = k
    self.found += 1
    hits += 1
    return (keys[k].count, entries[k].continuationBytes, entries[k].value)
  }

  /// Keeps `value`, spelled `bytes` (with `continuationBytes` UTF-8
  /// continuation bytes), in place of the oldest when full.
  func remember(_ value: Value, bytes: UnsafeBufferPointer<UInt8>, continuationBytes: Int = 0) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var probeOffset = 0
    if let first = entries.first?.bytes {
      let common = min(count, first.count)
      var d = 0
      while d < common, first[d] == base[d] { d += 1 }
      probeOffset = max(0, min(d, count - 8))
    }
    let entry = Entry(bytes: Array(bytes), continuationBytes: continuationBytes, value: value)
    let key = Key(
      count: count, tail: Self.tail(base, count), probeOffset: probeOffset,
      probe: Self.word(base, at: probeOffset, count))
    if entries.count < capacity {
      entries.append(entry)
      keys.append(key)
    } else {
      entries[replaced] = entry
      keys[replaced] = key
      replaced = replaced + 1 == capacity ? 0 : replaced + 1
    }
  }

  /// The eight bytes at `offset` of the `count` at `base` as a word (from
  /// `offset` to the end, zero-padded, when fewer).
  @inline(__always)
  private static func word(_ base: UnsafePointer<UInt8>, at offset: Int, _ count: Int) -> UInt64 {
    offset + 8 <= count
      ? UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
      : tail(base + offset, count - offset)
  }

  /// The last eight of the `count` bytes at `base` as a word (fewer, zero-padded).
  @inline(__always)
  private static func tail(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    if count >= 8 {
      return UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
    }
    var word: UInt64 = 0
    for i in 0..<count { word |= UInt64(base[i]) << UInt64(8 * i) }
    return word
  }
}

/// The memos of the question members whose values repeat in a generated
/// bundle, for ``StructureDecoder/remembering(_:_:_:)``.
final class QuestionMemos {
  let prompt = ValueMemo<LocalizedText>(capacity: 32)
  let choices = ValueMemo<[Choice]>(capacity: 4)
  let correct = ValueMemo<[String]>(capacity: 4)
  let tags = ValueMemo<[String]>(capacity: 8)
}

extension StructureDecoder {
  /// A member's value read with `read`, or, when `memo` keeps a value spelled
  /// as the bytes ahead, that value (the bytes passed over); a value read
  /// cleanly is kept. Without a memo, `read` alone.
  @inline(__always)
  mutating func remembering<Value>(
    _ memo: ValueMemo<Value>?, _ reader: JSONReader, _ read: (inout Self) throws -> Value?
  ) throws -> Value? {
    guard let memo, memo.isAwake, let start = try reader.valueStart() else {
      return try read(&self)
    }
    if let (count, continuationBytes, value) = memo.match(start.ahead) {
      reader.passValue(from: start, count: count, continuationBytes: continuationBytes)
      return value
    }
    let before = findings.count
    guard let value = try read(&self) else { return nil }
    if findings.count == before, let span = reader.span(from: start) {
      memo.remember(value, bytes: span.bytes, continuationBytes: span.continuationBytes)
    }
    return value
  }
}
