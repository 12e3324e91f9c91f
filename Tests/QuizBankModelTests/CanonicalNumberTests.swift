import Testing

@testable import QuizBankModel

/// Whether the digest's fast path takes a number as the writer spells it
/// (``CanonicalCompaction/isCanonicalNumber(_:)``). Short plain decimals are
/// answered from their digits; every spelling here is held to the rule itself,
/// written out in the test: the writer spells a non-integral double in
/// `[0.001, 10^15)` as its shortest round-trip decimal, which is Swift's
/// `description` there, and an integer of at most 15 digits as its digits.
struct CanonicalNumberTests {
  static func writerSpells(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    if !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2D }) {
      let digits = bytes.first == 0x2D ? bytes.count - 1 : bytes.count
      return digits >= 1 && digits <= 15 && text != "-0"
    }
    guard !text.contains("e"), !text.contains("E"), let value = Double(text) else { return false }
    return value.rounded() != value && abs(value) >= 1e-3 && abs(value) < 1e15
      && value.description == text
  }

  static func fastPath(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer { CanonicalCompaction.isCanonicalNumber($0) }
  }

  @Test(arguments: [
    "7.3", "7.30", "7.0", "0.5", "-0.5", "0.05", "0.001", "0.0010", "0.0001", "0.000",
    "-0.0", "00.5", "-00.5", "07.25", "10.25", "1.5", "123456789012.345", "12345678901234.5",
    "123456789012345.5", "999999999999999.9", "0.123456789012345", "0.1234567890123456",
    "0.001234567890123", "1.2.3", "1.2-3", "5.", ".5", "-", "-.5", "9.99", "0.1", "0.3",
    "1e3", "1.5E2", "100", "-100", "0", "-0", "1234567890123456",
  ])
  func knownSpellings(text: String) {
    #expect(Self.fastPath(text) == Self.writerSpells(text), "\(text)")
  }

  @Test func randomDecimalsAgreeWithTheRule() {
    var generator = SystemRandomNumberGenerator()
    var disagreements: [String] = []
    for _ in 0..<200_000 {
      let integer = Int.random(in: 0...17, using: &generator)
      let fraction = Int.random(in: 1...17, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      for k in 0..<integer {
        // Mostly a nonzero first digit, sometimes a leading zero.
        let low = k == 0 && Int.random(in: 0..<8, using: &generator) != 0 ? 1 : 0
        text += String(Int.random(in: low...9, using: &generator))
      }
      if integer == 0 { text += "0" }
      text += "."
      for _ in 0..<fraction {
        // Zeros often, so leading and trailing zeros come up.
        text += Bool.random(using: &generator) ? "0" : String(Int.random(in: 0...9, using: &generator))
      }
      if Self.fastPath(text) != Self.writerSpells(text) { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }
}
