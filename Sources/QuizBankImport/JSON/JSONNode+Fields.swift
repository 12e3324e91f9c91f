import QuizBankJSON
import QuizBankModel

/// Lenient field access for API responses, which send numbers as strings
/// (`"rank": "1"`) and "nothing" as `""` or `null`.
extension JSONNode {
  /// The member's string, `nil` when absent, `null`, not a string, or empty after trimming.
  func text(_ key: String) -> String? { self[key]?.textValue }

  /// The member as an integer: a JSON number, or a string such as `"2,997"` or `"+4"`.
  func integer(_ key: String) -> Field<Int> { Field.integer(self[key]) }

  /// The member as a decimal: a JSON number or a string such as `"9.2"`.
  func decimal(_ key: String) -> Field<Double> { Field.decimal(self[key]) }

  /// The string, `nil` when not a string or empty after trimming.
  var textValue: String? {
    guard let string else { return nil }
    let trimmed = string.trimmingSpaces
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The member's position, or this node's when the member is absent.
  func position(of key: String) -> JSONPosition { self[key]?.position ?? position }
}

/// A field read leniently: a value, nothing, or something unreadable (with how it looked).
enum Field<Value> {
  case value(Value)
  case absent
  case invalid(String)

  var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }
}

extension Field<Int> {
  /// A JSON number, or a string such as `"2,997"` or `"+4"`; `.absent` for
  /// absent, `null` or `""`; `.invalid` for anything else.
  static func integer(_ node: JSONNode?) -> Field<Int> {
    guard let node, !node.isNull else { return .absent }
    if let number = node.number { return number.intValue.map(Field.value) ?? .invalid(number.text) }
    guard let string = node.string else { return .invalid(node.kindName) }
    return parseInteger(string.trimmingSpaces.utf8).map(Field.value)
      ?? (string.trimmingSpaces.isEmpty ? .absent : .invalid("\"\(string)\""))
  }

  /// Decimal digits with an optional sign, thousands commas and surrounding spaces.
  static func parseInteger(_ bytes: some Sequence<UInt8>) -> Int? {
    var value = 0
    var negative = false
    var digits = 0
    var signAllowed = true
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !overflow1, !overflow2 else { return nil }
        value = sum
        digits += 1
        signAllowed = false
      case UInt8(ascii: ","): guard digits > 0 else { return nil }
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard signAllowed else { return nil }
        negative = byte == UInt8(ascii: "-")
        signAllowed = false
      default: return nil
      }
    }
    guard digits > 0 else { return nil }
    return negative ? -value : value
  }
}

extension Field<Double> {
  /// A JSON number or a string such as `"9.2"`.
  static func decimal(_ node: JSONNode?) -> Field<Double> {
    guard let node, !node.isNull else { return .absent }
    if let number = node.number { return .value(number.doubleValue) }
    guard let string = node.string else { return .invalid(node.kindName) }
    let trimmed = string.trimmingSpaces
    if trimmed.isEmpty { return .absent }
    guard let value = Double(trimmed), value.isFinite else { return .invalid("\"\(string)\"") }
    return .value(value)
  }

  /// A rating on the source's 10-point scale (IMDb, TMDB), by the project's
  /// number policy (``DataNumber``): a value outside it (`1e19`, `1e999`) is
  /// `.invalid`, shown as written, so the importer warns and leaves it out.
  static func rating(_ node: JSONNode?) -> Field<Double> {
    onRatingScale(decimal(node), shown: node?.number?.text ?? node?.string.map { "\"\($0)\"" })
  }

  /// `field`, made `.invalid` (shown as `shown`) when its value is off the 10-point scale.
  static func onRatingScale(_ field: Field<Double>, shown: String?) -> Field<Double> {
    guard case .value(let value) = field, DataNumber.rating(value) == nil else { return field }
    return .invalid(shown ?? String(value))
  }

  /// What the importers say a rating must be.
  static let ratingExpected = "a rating from 0 to 10"
}

extension String {
  /// Without leading and trailing spaces, tabs and newlines.
  var trimmingSpaces: String {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard let first = utf8.first, let last = utf8.last else { return self }
    if !isSpace(first) && !isSpace(last) { return self }
    guard let start = utf8.firstIndex(where: { !isSpace($0) }),
      let end = utf8.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }

  /// The comma-separated parts, trimmed, empty ones left out.
  var commaSeparated: [String] {
    var copy = self
    return copy.withUTF8 { bytes in
      var parts: [String] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") {
        var lower = start
        var upper = index
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        if lower < upper {
          parts.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self))
        }
        start = index + 1
      }
      return parts
    }
  }
}
