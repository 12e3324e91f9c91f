import QuizBankJSON

/// Lenient field access for API responses, which send numbers as strings
/// (`"rank": "1"`) and "nothing" as `""` or `null`.
extension JSONNode {
  /// The member's string, `nil` when absent, `null`, not a string, or empty after trimming.
  func text(_ key: String) -> String? {
    guard let string = self[key]?.string else { return nil }
    let trimmed = string.trimmingSpaces
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The member as an integer: a JSON number, or a string such as `"2,997"` or `"+4"`.
  /// `.absent` for absent, `null` or `""`; `.invalid` for anything else.
  func integer(_ key: String) -> Field<Int> {
    guard let node = self[key], !node.isNull else { return .absent }
    if let number = node.number { return number.intValue.map(Field.value) ?? .invalid(number.text) }
    guard let string = node.string else { return .invalid(node.kindName) }
    var digits = string.trimmingSpaces.replacingAll(",", with: "")
    if digits.isEmpty { return .absent }
    if digits.hasPrefix("+") { digits.removeFirst() }
    return Int(digits).map(Field.value) ?? .invalid("\"\(string)\"")
  }

  /// The member as a decimal: a JSON number or a string such as `"9.2"`.
  func decimal(_ key: String) -> Field<Double> {
    guard let node = self[key], !node.isNull else { return .absent }
    if let number = node.number { return .value(number.doubleValue) }
    guard let string = node.string else { return .invalid(node.kindName) }
    let trimmed = string.trimmingSpaces
    if trimmed.isEmpty { return .absent }
    guard let value = Double(trimmed), value.isFinite else { return .invalid("\"\(string)\"") }
    return .value(value)
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

extension String {
  /// Without leading and trailing spaces, tabs and newlines.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == startIndex && last == index(before: endIndex) { return self }
    return String(self[first...last])
  }

  func replacingAll(_ target: Character, with replacement: String) -> String {
    guard contains(target) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
