import Crypto

/// 64-bit values from SHA-256 of labelled parts: the same on every platform and
/// in every run, unlike `Hasher`. Question ids and per-film choices come from it,
/// so they do not depend on which other films a catalogue holds.
enum StableHash {
  /// The first 8 bytes of SHA-256 over the parts, each followed by a NUL.
  static func value(_ parts: String...) -> UInt64 { value(of: parts) }

  /// The first 8 bytes of SHA-256 over the parts, each followed by a NUL.
  ///
  /// The parts are gathered into one buffer on the stack and hashed in one
  /// update: this runs several times for every film.
  static func value(of parts: [String]) -> UInt64 {
    var length = parts.count
    for part in parts { length += part.utf8.count }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
      var end = 0
      for var part in parts {
        part.withUTF8 { utf8 in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: utf8)
          end += utf8.count
        }
        buffer[end] = 0
        end += 1
      }
      var hasher = SHA256()
      hasher.update(bufferPointer: UnsafeRawBufferPointer(buffer))
      return hasher.finalize().withUnsafeBytes {
        UInt64(bigEndian: $0.loadUnaligned(as: UInt64.self))
      }
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
