/// Numbers as a locale writes them: a decimal comma in ru, uk and it, a point
/// elsewhere; at most `decimals` decimals, no trailing zeros ("6", not "6.0").
///
/// Written by hand rather than with `NumberFormatter` so the output is the same
/// on every platform and ICU version.
package enum LocaleNumber {
  /// The locales (by language) that write a decimal comma.
  static let commaLanguages: Set<String> = [
    "ru", "uk", "it", "de", "fr", "es", "pt", "pl", "cs", "nl", "tr", "sv", "fi", "be", "kk",
  ]

  /// `value` rounded to `decimals` decimals and written for `locale`.
  package static func format(_ value: Double, decimals: Int, locale: String) -> String {
    format(value, decimals: decimals, separator: separator(for: locale))
  }

  /// `value` rounded to `decimals` decimals, written with `separator` before
  /// the decimals: the form for callers that look the separator up once.
  static func format(_ value: Double, decimals: Int, separator: String) -> String {
    let decimals = min(max(decimals, 0), 15)  // 10^15 and the value still fit Int64
    let scale = power(decimals)
    // The number policy for values from data: anything Int64 cannot hold once
    // scaled (1e19, infinity, NaN) is written as Swift writes it, never trapped on.
    guard value.isFinite, abs(value) * Double(scale) < 0x1p62 else {
      return unscaled(value, separator: separator)
    }
    let scaled = Int64(settle(abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
    let whole = scaled / scale
    var fraction = scaled % scale
    var digits = decimals
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let negative = value < 0 && scaled != 0
    // Sign, up to 19 digits of Int64, the separator and the decimals.
    let capacity = 20 + separator.utf8.count + max(digits, 0)
    return String(unsafeUninitializedCapacity: capacity) { text in
      var count = 0
      if negative {
        text[0] = 0x2D
        count = 1
      }
      count += writeDigits(UInt64(whole), width: 1, into: text, at: count)
      if digits > 0 {
        for byte in separator.utf8 {
          text[count] = byte
          count += 1
        }
        count += writeDigits(UInt64(fraction), width: digits, into: text, at: count)
      }
      return count
    }
  }

  /// `value` too large for the digit writer, or not finite: `1e+19`, `∞`, `-∞`, `NaN`.
  private static func unscaled(_ value: Double, separator: String) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-∞" : "∞" }
    return String(value).split(separator: ".", omittingEmptySubsequences: false)
      .joined(separator: separator)
  }

  /// Writes `value` in decimal, padded with zeros to `width`; returns the digits written.
  private static func writeDigits(
    _ value: UInt64, width: Int, into text: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var length = 1
    var probe = value / 10
    while probe > 0 {
      length += 1
      probe /= 10
    }
    length = max(length, width)
    var rest = value
    for i in stride(from: start + length - 1, through: start, by: -1) {
      text[i] = 0x30 + UInt8(rest % 10)
      rest /= 10
    }
    return length
  }

  /// `value` rounded half away from zero to `decimals` decimals, as shown.
  package static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = Double(power(decimals))
    return settle(value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// `value` rounded to six more decimals first, so 6.95 (really 6.9499999…)
  /// rounds up as people expect, and as the validator's rule QB123 assumes.
  private static func settle(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }

  /// The decimal separator of `locale`.
  package static func separator(for locale: String) -> String {
    let language = locale.drop { $0 == "-" }.prefix { $0 != "-" }.lowercased()
    return commaLanguages.contains(language) ? "," : "."
  }

  private static func power(_ decimals: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<max(0, decimals) { result *= 10 }
    return result
  }
}
