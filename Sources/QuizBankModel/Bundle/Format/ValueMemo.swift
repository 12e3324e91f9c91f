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
    /// The last eight bytes (or fewer, zero-padded), compared before the rest.
    var tail: UInt64
  }

  private var entries: [Entry] = []
  private let capacity: Int
  /// The entry that matched last (tried first), and the one replaced next.
  private var last = 0
  private var replaced = 0
  private var lookups = 0
  private var found = 0
  /// Reads left before the memo is consulted again.
  private var resting = 0

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
    guard let base = ahead.baseAddress, !entries.isEmpty else { return nil }
    var k = last
    for _ in 0..<entries.count {
      let count = entries[k].bytes.count
      if count <= ahead.count, Self.tail(base, count) == entries[k].tail,
        entries[k].bytes.withUnsafeBufferPointer({ memcmp(base, $0.baseAddress!, count) == 0 })
      {
        last = k
        found += 1
        return (count, entries[k].continuationBytes, entries[k].value)
      }
      k = k + 1 == entries.count ? 0 : k + 1
    }
    return nil
  }

  /// Keeps `value`, spelled `bytes` (with `continuationBytes` UTF-8
  /// continuation bytes), in place of the oldest when full.
  func remember(_ value: Value, bytes: UnsafeBufferPointer<UInt8>, continuationBytes: Int = 0) {
    guard let base = bytes.baseAddress else { return }
    let entry = Entry(
      bytes: Array(bytes), continuationBytes: continuationBytes, value: value,
      tail: Self.tail(base, bytes.count))
    if entries.count < capacity {
      entries.append(entry)
    } else {
      entries[replaced] = entry
      replaced = replaced + 1 == capacity ? 0 : replaced + 1
    }
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
