/// A JSON value with the position where it starts, and its children likewise.
///
/// Built by ``parse(_:options:)``, ``parse(file:options:)`` or, in the middle of a
/// stream, ``read(from:)``. Objects keep their members in input order, duplicates
/// included; ``subscript(_:)-(String)`` returns the last member of a name (as
/// `JSONDecoder` does).
public struct JSONNode: Sendable, Equatable {
  /// The value.
  public enum Value: Sendable, Equatable {
    /// `null`
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array's elements.
    case array([JSONNode])
    /// An object's members, in input order.
    case object([JSONMember])
  }

  /// The value.
  public var value: Value
  /// Where the value starts (its first character).
  public var position: JSONPosition

  /// Creates a node.
  public init(_ value: Value, at position: JSONPosition) {
    self.value = value
    self.position = position
  }

  /// The string, when this is a string.
  public var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// The number, when this is a number.
  public var number: JSONNumber? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The number as an `Int`, when this is a number with an integral value in range.
  public var int: Int? { number?.intValue }

  /// The number as a `Double`, when this is a number.
  public var double: Double? { number?.doubleValue }

  /// The Boolean, when this is `true` or `false`.
  public var bool: Bool? {
    if case .bool(let bool) = value { return bool }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// The elements, when this is an array.
  public var array: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The members in input order, when this is an object.
  public var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The value of the last member named `key`, when this is an object that has one.
  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// The element at `index`, when this is an array that long.
  public subscript(index: Int) -> JSONNode? {
    guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The kind of value, as messages name it: `object`, `array`, `string`,
  /// `number`, `boolean` or `null`.
  public var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// A member of a JSON object: its name, where the name starts, and its value.
public struct JSONMember: Sendable, Equatable {
  /// The name, escapes decoded.
  public var key: String
  /// Where the name's opening quote is.
  public var keyPosition: JSONPosition
  /// The value.
  public var value: JSONNode

  /// Creates a member.
  public init(key: String, keyPosition: JSONPosition, value: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
