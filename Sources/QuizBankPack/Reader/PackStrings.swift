/// The strings the pack builder makes from record bytes, with the values of
/// 16 to 32 bytes that a pack repeats across its questions (provenance
/// rules, long tags or choice texts) made once and shared: a hit costs a
/// byte comparison instead of a UTF-8 validation and an allocation. Shorter
/// values are small strings (no allocation) and are made each time, which is
/// cheaper than looking them up.
///
/// A small direct-mapped table: each slot keeps the last string made for
/// the byte sequences that fall on it. A hit is checked byte for byte
/// against the string's own UTF-8, so a slot never gives a wrong string (a
/// value repaired when it was made never matches its raw bytes again).
/// Only the builder's thread uses it; slots live behind a plain pointer (no
/// exclusivity check per lookup).
final class PackStrings {
  /// Values from this many bytes on are looked up.
  static let shortest = 16
  /// Values longer than this are made each time (they rarely repeat).
  static let longest = 32
  private static let slotCount = 256
  private let slots: UnsafeMutablePointer<String?>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: nil, count: Self.slotCount)
  }

  deinit {
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// The string of `bytes` (UTF-8 as libxml2 hands it over).
  func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let count = bytes.count
    guard count >= Self.shortest, count <= Self.longest, let base = bytes.baseAddress else {
      return String(decoding: bytes, as: UTF8.self)
    }
    let raw = UnsafeRawPointer(base)
    let head = raw.loadUnaligned(as: UInt64.self)
    let tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    let mixed = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    let slot = slots + Int(truncatingIfNeeded: mixed >> 56)
    if var cached = slot.pointee, cached.utf8.count == count,
      cached.withUTF8({ Self.equal(UnsafeRawPointer($0.baseAddress!), raw, count) })
    {
      return cached
    }
    let made = String(decoding: bytes, as: UTF8.self)
    slot.pointee = made
    return made
  }

  /// Whether the `count` bytes (16 to 32) at `a` and `b` are the same, by
  /// 8-byte words (the last one overlapping).
  private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 < count {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
}
