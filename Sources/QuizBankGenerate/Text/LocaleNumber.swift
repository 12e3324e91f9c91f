/// Numbers as a locale writes them: a decimal comma in ru, uk and it, a point
/// elsewhere; at most `decimals` decimals, no trailing zeros ("6", not "6.0").
///
/// Written by hand rather than with `NumberFormatter` so the output is the same
/// on every platform and ICU version.
public enum LocaleNumber {
  /// The locales (by language) that write a decimal comma.
  static let commaLanguages: Set<String> = [
    "ru", "uk", "it", "de", "fr", "es", "pt", "pl", "cs", "nl", "tr", "sv", "fi", "be", "kk",
  ]

  /// `value` rounded to `decimals` decimals and written for `locale`.
  public static func format(_ value: Double, decimals: Int, locale: String) -> String {
    let scale = power(decimals)
    let scaled = Int64(settle(abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
    let whole = scaled / scale
    var fraction = scaled % scale
    var digits = decimals
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if digits > 0 {
      let raw = String(fraction)
      let padded = String(repeating: "0", count: digits - raw.count) + raw
      text += separator(for: locale) + padded
    }
    return text
  }

  /// `value` rounded half away from zero to `decimals` decimals, as shown.
  public static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = Double(power(decimals))
    return settle(value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// `value` rounded to six more decimals first, so 6.95 (really 6.9499999…)
  /// rounds up as people expect, and as the validator's rule QB123 assumes.
  private static func settle(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }

  /// The decimal separator of `locale`.
  public static func separator(for locale: String) -> String {
    let language = String(locale.lowercased().split(separator: "-").first ?? "")
    return commaLanguages.contains(language) ? "," : "."
  }

  private static func power(_ decimals: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<max(0, decimals) { result *= 10 }
    return result
  }
}
