/// Deterministic JSON text for ``JSONValue`` trees.
///
/// `compact` follows RFC 8785 (the JSON Canonicalization Scheme): members sorted
/// by UTF-16 code units, no white space, minimal string escapes and ECMAScript
/// number formatting. It is what ``BundleDigest`` hashes, so any front end can
/// recompute a digest. `pretty` is the same with two-space indentation and a
/// space after each colon: what bundle and catalogue files contain.
package enum CanonicalJSON {
  /// Errors the writers can meet.
  package enum Failure: Error, Equatable {
    /// JSON has no NaN or infinity.
    case nonFiniteNumber
  }

  /// The compact canonical form (RFC 8785).
  package static func compact(_ value: JSONValue) throws -> String {
    var out = ""
    try write(value, into: &out, indent: nil, level: 0)
    return out
  }

  /// The pretty canonical form, starting at indentation `level` (two spaces a level),
  /// without a trailing newline.
  package static func pretty(_ value: JSONValue, level: Int = 0) throws -> String {
    var out = ""
    try write(value, into: &out, indent: "  ", level: level)
    return out
  }

  /// Object members in canonical order.
  package static func sortedMembers(_ object: [String: JSONValue]) -> [(String, JSONValue)] {
    object.sorted { lhs, rhs in lhs.key.utf16.lexicographicallyPrecedes(rhs.key.utf16) }
      .map { ($0.key, $0.value) }
  }

  /// Whether key `a` sorts before key `b` in canonical order.
  package static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    a.utf16.lexicographicallyPrecedes(b.utf16)
  }

  static func write(_ value: JSONValue, into out: inout String, indent: String?, level: Int)
    throws
  {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .integer(let i): out += String(i)
    case .double(let d): out += try number(d)
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        newline(into: &out, indent: indent, level: level + 1)
        try write(item, into: &out, indent: indent, level: level + 1)
      }
      newline(into: &out, indent: indent, level: level)
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (index, (key, member)) in sortedMembers(members).enumerated() {
        if index > 0 { out += "," }
        newline(into: &out, indent: indent, level: level + 1)
        writeString(key, into: &out)
        out += indent == nil ? ":" : ": "
        try write(member, into: &out, indent: indent, level: level + 1)
      }
      newline(into: &out, indent: indent, level: level)
      out += "}"
    }
  }

  private static func newline(into out: inout String, indent: String?, level: Int) {
    guard let indent else { return }
    out += "\n"
    for _ in 0..<level { out += indent }
  }

  /// A JSON string literal with RFC 8785's minimal escaping.
  package static func writeString(_ string: String, into out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// ECMAScript's `Number.prototype.toString` for a finite double, as RFC 8785 asks.
  package static func number(_ value: Double) throws -> String {
    guard value.isFinite else { throw Failure.nonFiniteNumber }
    if value == 0 { return "0" }
    if value.rounded() == value, abs(value) < 1e21, abs(value) <= 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    // Swift's description gives the shortest round-tripping digits; re-lay them out.
    let negative = value < 0
    var text = "\(abs(value))"
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: e)...]) ?? 0
      text = String(text[..<e])
    }
    var integerPart = text
    var fraction = ""
    if let dot = text.firstIndex(of: ".") {
      integerPart = String(text[..<dot])
      fraction = String(text[text.index(after: dot)...])
    }
    var digits = integerPart + fraction
    var pointPosition = integerPart.count + exponent  // digits before the decimal point
    let leadingZeros = digits.prefix(while: { $0 == "0" }).count
    digits.removeFirst(leadingZeros)
    pointPosition -= leadingZeros
    while digits.hasSuffix("0") { digits.removeLast() }
    if digits.isEmpty { return "0" }
    let k = digits.count
    let n = pointPosition
    var result: String
    if k <= n && n <= 21 {
      result = digits + String(repeating: "0", count: n - k)
    } else if 0 < n && n <= 21 {
      let index = digits.index(digits.startIndex, offsetBy: n)
      result = digits[..<index] + "." + digits[index...]
    } else if -6 < n && n <= 0 {
      result = "0." + String(repeating: "0", count: -n) + digits
    } else {
      let e = n - 1
      let sign = e < 0 ? "-" : "+"
      let mantissa =
        k == 1 ? digits : String(digits.prefix(1)) + "." + String(digits.dropFirst())
      result = mantissa + "e" + sign + String(abs(e))
    }
    return negative ? "-" + result : result
  }
}
