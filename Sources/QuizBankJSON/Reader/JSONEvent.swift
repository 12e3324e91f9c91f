/// One step of a JSON document, as ``JSONReader/next()`` reads it.
///
/// Objects read as `startObject`, then `key` and a value per member, then
/// `endObject`; arrays as `startArray`, the elements, `endArray`.
public enum JSONEvent: Sendable, Hashable {
  /// `{`
  case startObject
  /// `}`
  case endObject
  /// `[`
  case startArray
  /// `]`
  case endArray
  /// A member name, escapes decoded (the `:` after it is consumed).
  case key(String)
  /// A string value, escapes decoded.
  case string(String)
  /// A number, as written.
  case number(JSONNumber)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`
  case null
}

/// A JSON number kept as its source text, parsed on demand.
///
/// Keeping the text loses nothing: `1.10` stays `1.10` and a 30-digit integer
/// stays exact until the caller chooses ``intValue`` or ``doubleValue``.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number exactly as written in the input (`-12`, `3.5e2`).
  public let text: String
  /// Whether it is written without a fraction or exponent.
  public let isInteger: Bool

  /// Creates a number from its JSON text (not checked; the reader checks).
  public init(text: String, isInteger: Bool) {
    self.text = text
    self.isInteger = isInteger
  }

  /// The value as an `Int`: an integer in range, or a fraction/exponent form
  /// with an integral value (`2.0`, `1e3`); otherwise `nil`.
  public var intValue: Int? {
    if isInteger, let value = Int(text) { return value }
    let double = doubleValue
    guard double.rounded() == double, double >= -0x1p63, double < 0x1p63 else { return nil }
    return Int(double)
  }

  /// The value as the nearest `Double` (± infinity when it overflows).
  /// (Exact short forms are computed directly; the rest go through `strtod`.)
  public var doubleValue: Double { exactDouble ?? Double(text) ?? .nan }

  /// The source text.
  public var description: String { text }
}
