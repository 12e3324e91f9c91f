import CNettle

/// 64-bit values from SHA-256 of labelled parts: the same on every platform and
/// in every run, unlike `Hasher`. Question ids and per-film choices come from it,
/// so they do not depend on which other films a catalogue holds.
enum StableHash {
  /// The first 8 bytes of SHA-256 over the parts, each followed by a NUL.
  /// (Two, three or four parts, gathered on the stack without an array: a
  /// variadic array was an allocation for each of the four hashes of a film.)
  static func value(_ a: String, _ b: String) -> UInt64 { parts(a, b, nil, nil) }

  /// The first 8 bytes of SHA-256 over the parts, each followed by a NUL.
  static func value(_ a: String, _ b: String, _ c: String) -> UInt64 { parts(a, b, c, nil) }

  /// The first 8 bytes of SHA-256 over the parts, each followed by a NUL.
  static func value(_ a: String, _ b: String, _ c: String, _ d: String) -> UInt64 {
    parts(a, b, c, d)
  }

  /// The parts are gathered into one buffer on the stack and hashed in one
  /// update: this runs several times for every film. No closure here changes a
  /// variable it captures (each copy returns where the next begins): such a
  /// variable is boxed, and every access to it checked for exclusivity at run
  /// time, which cost more than the SHA-256 itself.
  private static func parts(_ a: String, _ b: String, _ c: String?, _ d: String?) -> UInt64 {
    let length =
      a.utf8.count + 1 + b.utf8.count + 1 + (c.map { $0.utf8.count + 1 } ?? 0)
      + (d.map { $0.utf8.count + 1 } ?? 0)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
      var end = put(a, into: buffer, at: 0)
      end = put(b, into: buffer, at: end)
      if let c { end = put(c, into: buffer, at: end) }
      if let d { end = put(d, into: buffer, at: end) }
      // Nettle's context lives on the stack: swift-crypto's `SHA256` allocated,
      // zeroed and freed one for every message, four times the compression's cost.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digest in
        quizbank_sha256(buffer.baseAddress, end, digest.baseAddress)
        return UInt64(
          bigEndian: UnsafeRawPointer(digest.baseAddress!).loadUnaligned(as: UInt64.self))
      }
    }
  }

  /// Copies `part`'s UTF-8 and a NUL into `buffer` at `start`; returns the index after the NUL.
  private static func put(
    _ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var part = part
    return part.withUTF8 { utf8 in
      let end = start + utf8.count
      _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<end]).initialize(fromContentsOf: utf8)
      buffer[end] = 0
      return end + 1
    }
  }

  /// `value` as 16 lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    String(unsafeUninitializedCapacity: 16) { digits in
      writeHex(value, into: digits)
      return 16
    }
  }

  /// Writes `value` as 16 lowercase hex digits at the start of `digits`.
  static func writeHex(_ value: UInt64, into digits: UnsafeMutableBufferPointer<UInt8>) {
    var rest = value
    for i in (0..<16).reversed() {
      digits[i] = hexDigits[Int(rest & 15)]
      rest >>= 4
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
