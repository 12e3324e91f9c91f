import Foundation
import QuizBankJSON

/// Decodes `Decodable` values from the project's own JSON reader (QuizBankJSON)
/// instead of Foundation's `JSONDecoder`, whose scanner traps on some hostile
/// inputs (513 unclosed `[`, issue 17). The reader is depth-limited (512) and
/// names the line and column of a syntax error; the errors thrown here are
/// the standard `DecodingError`s, with the same wording as Foundation's.
/// Dates are ISO 8601 text; numbers that overflow a `Double` are refused.
package struct JSONNodeDecoder: Sendable {
  package init() {}

  /// Parses `data` with QuizBankJSON (throwing its `JSONSyntaxError`), then decodes `T`.
  package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try decode(type, from: JSONNode.parse(data))
  }

  /// Decodes `T` from an already parsed document.
  package func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
    try T(from: NodeDecoder(node: node, codingPath: []))
  }
}

/// A coding key for array indices and dictionary keys.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

private struct NodeDecoder: Decoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let members = node.members else {
      throw node.mismatch([String: Any].self, codingPath)
    }
    return KeyedDecodingContainer(KeyedNodeContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let items = node.array else { throw node.mismatch([Any].self, codingPath) }
    return UnkeyedNodeContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

extension JSONNode {
  fileprivate var foundationKind: String {
    switch value {
    case .null: "null"
    case .bool: "bool"
    case .number: "number"
    case .string: "a string"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }

  fileprivate func mismatch(_ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
    if isNull {
      return .valueNotFound(
        type,
        .init(
          codingPath: path,
          debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: path,
        debugDescription: "Expected to decode \(type) but found \(foundationKind) instead."))
  }

  /// Decodes a scalar or nested value of type `T` at `path`.
  fileprivate func decode<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
    switch type {
    case is String.Type:
      guard let string else { throw mismatch(type, path) }
      return string as! T
    case is Bool.Type:
      guard let bool else { throw mismatch(type, path) }
      return bool as! T
    case is Double.Type: return try finiteDouble(type, path) as! T
    case is Float.Type: return Float(try finiteDouble(type, path)) as! T
    case is Int.Type: return try integer(type, path) as Int as! T
    case is Int64.Type: return Int64(try integer(type, path)) as! T
    case is Int32.Type:
      guard let value = Int32(exactly: try integer(type, path)) else { throw unfit(type, path) }
      return value as! T
    case is UInt.Type:
      guard let value = UInt(exactly: try integer(type, path)) else { throw unfit(type, path) }
      return value as! T
    case is Date.Type: return try date(path) as! T
    default:
      return try T(from: NodeDecoder(node: self, codingPath: path))
    }
  }

  /// A date as ISO 8601 text (with or without fractional seconds), the form
  /// QuizBank writes (`JSONEncoder.DateEncodingStrategy.iso8601`).
  private func date(_ path: [any CodingKey]) throws -> Date {
    guard let string else { throw mismatch(String.self, path) }
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: string) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: string) { return date }
    throw DecodingError.dataCorrupted(
      .init(codingPath: path, debugDescription: "Expected date string to be ISO8601-formatted."))
  }

  private func finiteDouble(_ type: Any.Type, _ path: [any CodingKey]) throws -> Double {
    guard let number else { throw mismatch(type, path) }
    let value = number.doubleValue
    guard value.isFinite else { throw unfit(type, path) }
    return value
  }

  private func integer(_ type: Any.Type, _ path: [any CodingKey]) throws -> Int {
    guard let number else { throw mismatch(type, path) }
    if let value = number.intValue { return value }
    guard let value = Int(exactly: number.doubleValue) else { throw unfit(type, path) }
    return value
  }

  private func unfit(_ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: path,
        debugDescription: "Number \(number?.text ?? "") is not representable in Swift as \(type)."))
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// In input order; objects are small, so a scan beats building a dictionary.
  let members: [JSONMember]
  let codingPath: [any CodingKey]

  var allKeys: [Key] {
    var seen = Set<String>()
    return members.filter { seen.insert($0.key).inserted }.compactMap { Key(stringValue: $0.key) }
  }

  /// The member named `name`; the last one when repeated, as Foundation.
  private func member(_ name: String) -> JSONNode? {
    members.last { $0.key == name }?.value
  }

  func contains(_ key: Key) -> Bool { member(key.stringValue) != nil }

  private func node(_ key: Key) throws -> JSONNode {
    guard let node = member(key.stringValue) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return node
  }

  func decodeNil(forKey key: Key) throws -> Bool { try node(key).isNull }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try node(key).decode(type, at: codingPath + [key])
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let node = member(key.stringValue), !node.isNull else { return nil }
    return try node.decode(type, at: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try NodeDecoder(node: node(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try NodeDecoder(node: node(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    NodeDecoder(
      node: member("super") ?? JSONNode(.null, at: JSONPosition(line: 1, column: 1, offset: 0)),
      codingPath: codingPath + [AnyKey(stringValue: "super")])
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try NodeDecoder(node: node(key), codingPath: codingPath + [key])
  }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
  let items: [JSONNode]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(items: [JSONNode], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private mutating func next(_ type: Any.Type) throws -> (JSONNode, [any CodingKey]) {
    let path = codingPath + [AnyKey(intValue: currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    defer { currentIndex += 1 }
    return (items[currentIndex], path)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, items[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (node, path) = try next(type)
    return try node.decode(type, at: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (node, path) = try next([String: Any].self)
    return try NodeDecoder(node: node, codingPath: path).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (node, path) = try next([Any].self)
    return try NodeDecoder(node: node, codingPath: path).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (node, path) = try next(Any.self)
    return NodeDecoder(node: node, codingPath: path)
  }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { node.isNull }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try node.decode(type, at: codingPath)
  }
}
