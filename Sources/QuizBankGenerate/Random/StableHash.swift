import Crypto

/// 64-bit values from SHA-256 of labelled parts: the same on every platform and
/// in every run, unlike `Hasher`. Question ids and per-film choices come from it,
/// so they do not depend on which other films a catalogue holds.
enum StableHash {
  /// The first 8 bytes of SHA-256 over the parts, each followed by a NUL.
  static func value(_ parts: String...) -> UInt64 {
    var hasher = SHA256()
    for part in parts {
      hasher.update(data: Array(part.utf8))
      hasher.update(data: [0])
    }
    var result: UInt64 = 0
    for byte in hasher.finalize().prefix(8) { result = result << 8 | UInt64(byte) }
    return result
  }

  /// `value` as 16 lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    let raw = String(value, radix: 16)
    return String(repeating: "0", count: 16 - raw.count) + raw
  }
}
