import Testing

@testable import QuizBankModel

/// A member name or locale as ``MemberNames/Packed``: made from two
/// overlapping loads, held to the definition (byte `i` at bits `8 * i` of
/// `low`, or `8 * (i - 8)` of `high`) for every length, with other bytes on
/// both sides of the key that must not leak in.
struct PackedKeyTests {
  static func reference(_ bytes: [UInt8]) -> (Int, UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (i, byte) in bytes.enumerated() {
      if i < 8 { low |= UInt64(byte) << (8 * i) } else { high |= UInt64(byte) << (8 * (i - 8)) }
    }
    return (bytes.count, low, high)
  }

  @Test func everyLengthPacksAsItsBytesSay() {
    var generator = SystemRandomNumberGenerator()
    for length in 0...16 {
      for _ in 0..<2000 {
        let around = (0..<40).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let offset = Int.random(in: 0...(40 - length), using: &generator)
        let key = Array(around[offset..<offset + length])
        let packed = around.withUnsafeBufferPointer {
          MemberNames.Packed(UnsafeBufferPointer(rebasing: $0[offset..<offset + length]))
        }
        let expected = Self.reference(key)
        #expect(packed?.count == expected.0)
        #expect(packed?.low == expected.1, "\(key)")
        #expect(packed?.high == expected.2, "\(key)")
      }
    }
  }

  @Test func longerThanSixteenBytesIsNoKey() {
    let bytes = [UInt8](repeating: 0x61, count: 17)
    #expect(bytes.withUnsafeBufferPointer { MemberNames.Packed($0) } == nil)
    let empty = [UInt8]().withUnsafeBufferPointer { MemberNames.Packed($0) }
    #expect(empty?.count == 0)
    #expect(empty?.low == 0)
    #expect(empty?.high == 0)
  }
}
