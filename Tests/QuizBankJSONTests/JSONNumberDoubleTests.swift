import Testing

@testable import QuizBankJSON

/// `JSONNumber.doubleValue` computes short decimals without `strtod`; every
/// value must be the double `strtod` gives (Swift's `Double(String)`), bit for bit.
struct JSONNumberDoubleTests {
  /// Hand-picked: the fast path's edges (2^53, ±22 in the exponent) and the
  /// forms just past them, which go through `strtod`.
  static let corpus = [
    "0", "-0", "0.0", "-0.0", "1", "-1", "3.1", "6.96", "7.46", "7.48", "0.1", "0.3", "9.2",
    "1e22", "1e23", "1e-22", "1e-23", "1.5e-22", "123456789012345678", "9007199254740992",
    "9007199254740993", "-9007199254740992", "900719925474099.3", "0.000000000000000000001",
    "1E5", "1e+5", "2.5E-3", "1.7976931348623157e308", "5e-324", "1e400", "-1e400", "4.35",
    "0.30000000000000004", "123.456e-20", "123.456e20", "1.0000000000000002", "10", "100000",
  ]

  @Test(arguments: corpus)
  func handPickedValuesMatchStrtod(text: String) throws {
    let expected = try #require(Double(text))
    let number = JSONNumber(text: text, isInteger: !text.contains(where: { ".eE".contains($0) }))
    #expect(number.doubleValue.bitPattern == expected.bitPattern)
  }

  /// Literals the compiler parsed: an independent reading of the same text.
  @Test func valuesMatchTheCompilersLiterals() {
    let pairs: [(String, Double)] = [
      ("3.1", 3.1), ("6.96", 6.96), ("-2.5e-3", -2.5e-3), ("1e22", 1e22), ("0.1", 0.1),
      ("8", 8), ("123456.789", 123456.789),
    ]
    for (text, value) in pairs {
      #expect(JSONNumber(text: text, isInteger: false).doubleValue == value, "\(text)")
    }
  }

  /// Short forms take the fast path; long mantissas and large exponents do not.
  @Test func theFastPathTakesOnlyExactForms() {
    for text in ["3.1", "-0", "1e22", "9007199254740992", "1.5e-21"] {
      #expect(JSONNumber(text: text, isInteger: false).exactDouble != nil, "\(text)")
    }
    for text in ["9007199254740993", "1e23", "1e-23", "1.", ".5", "-", "1e", "1e+", "abc", "1x"] {
      #expect(JSONNumber(text: text, isInteger: false).exactDouble == nil, "\(text)")
    }
  }

  /// Random decimals of every length up to 17 digits, with exponents, against `strtod`.
  @Test func randomDecimalsMatchStrtod() throws {
    var generator = SeededDigits(seed: 16)
    for _ in 0..<20000 {
      let digits = Int(generator.next() % 17) + 1
      var text = generator.next() % 4 == 0 ? "-" : ""
      var mantissa = String(generator.next() % 9 + 1)
      for _ in 1..<digits { mantissa += String(generator.next() % 10) }
      let point = Int(generator.next() % UInt64(digits + 1))
      if point > 0 && point < digits {
        let index = mantissa.index(mantissa.startIndex, offsetBy: point)
        mantissa.insert(".", at: index)
      }
      text += mantissa
      if generator.next() % 3 == 0 {
        text += "e" + String(Int(generator.next() % 61) - 30)
      }
      let expected = try #require(Double(text))
      let got = JSONNumber(text: text, isInteger: false).doubleValue
      #expect(got.bitPattern == expected.bitPattern, "\(text)")
      if got.bitPattern != expected.bitPattern { return }
    }
  }
}

/// Knuth's MMIX linear congruential generator, seeded, so a failure can be replayed.
private struct SeededDigits {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
