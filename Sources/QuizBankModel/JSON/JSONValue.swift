import QuizBankJSON

/// A JSON document in memory, as the canonical writers see it.
///
/// Objects keep no order of their own: the writers always sort keys.
package enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
}

extension JSONValue {
  /// The value of a parsed node: an integer where the number is one, members
  /// repeated in an object keep the last (as readers do).
  package init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number):
      self = number.intValue.map(JSONValue.integer) ?? .double(number.doubleValue)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONValue.init))
    case .object(let members):
      var object: [String: JSONValue] = Dictionary(minimumCapacity: members.count)
      for member in members { object[member.key] = JSONValue(member.value) }
      self = .object(object)
    }
  }
}
