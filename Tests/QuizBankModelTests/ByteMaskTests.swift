import CQBankScan
import Testing

/// The C byte masks the splitter and the compaction use (SSE2 on x86-64),
/// held to the byte rule they stand for, on random bytes drawn mostly from
/// the bytes that matter (quotes, backslashes, brackets and their look-alikes).
struct ByteMaskTests {
  static let interesting: [UInt8] = [
    0x22, 0x5C, 0x5B, 0x5D, 0x7B, 0x7D, 0x59, 0x5F, 0x79, 0x7F, 0x20, 0x0A, 0x61, 0xFF, 0xA2,
    0xDD,
  ]

  static func randomBytes(_ count: Int, using generator: inout some RandomNumberGenerator)
    -> [UInt8]
  {
    (0..<count).map { _ in
      Bool.random(using: &generator)
        ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
    }
  }

  @Test func sixteenBytesMarkEitherByte() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let bytes = Self.randomBytes(16, using: &generator)
      var expected: UInt32 = 0
      for (i, byte) in bytes.enumerated() where byte == 0x22 || byte == 0x5C { expected |= 1 << i }
      #expect(bytes.withUnsafeBufferPointer { qbank_mask16_either($0.baseAddress!, 0x22, 0x5C) } == expected, "\(bytes)")
    }
  }

  @Test func sixtyFourBytesMarkQuotesBracketsAndBackslashes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let bytes = Self.randomBytes(64, using: &generator)
      var quotes: UInt64 = 0
      var brackets: UInt64 = 0
      for (i, byte) in bytes.enumerated() {
        if byte == 0x22 { quotes |= 1 << i }
        if [0x5B, 0x5D, 0x7B, 0x7D, 0x59, 0x5F, 0x79, 0x7F].contains(byte) { brackets |= 1 << i }
      }
      let block = bytes.withUnsafeBufferPointer { qbank_scan64($0.baseAddress!) }
      #expect(block.quotes == quotes, "\(bytes)")
      #expect(block.brackets == brackets, "\(bytes)")
      #expect((block.backslash != 0) == bytes.contains(0x5C), "\(bytes)")
    }
  }
}
