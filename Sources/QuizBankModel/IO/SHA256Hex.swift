import Crypto
import Foundation

/// SHA-256 as 64 lowercase hex digits, as bundles, assets and caches write it.
package enum SHA256Hex {
  /// The digest of `data`.
  package static func of(_ data: Data) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(64)
    for byte in SHA256.hash(data: data) {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
