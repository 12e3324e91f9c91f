/// Encodes any `Encodable` into a ``JSONValue`` tree, for the canonical writers.
///
/// Absent optionals are left out (as `JSONEncoder` does); `nil` encoded on purpose
/// becomes `null`.
package struct JSONValueEncoder {
  package init() {}

  package func encode(_ value: some Encodable) throws -> JSONValue {
    let storage = Storage()
    try value.encode(to: TreeEncoder(storage: storage, codingPath: []))
    return storage.resolved()
  }
}

/// A reference box that one encoder level writes into and its parent reads from.
private final class Storage {
  var value: JSONValue?
  var object: [String: Storage] = [:]
  var array: [Storage] = []
  var kind: Kind = .unset

  enum Kind { case unset, single, object, array }

  func resolved() -> JSONValue {
    switch kind {
    case .unset: return value ?? .null
    case .single: return value ?? .null
    case .object: return .object(object.mapValues { $0.resolved() })
    case .array: return .array(array.map { $0.resolved() })
    }
  }
}

private struct TreeEncoder: Encoder {
  let storage: Storage
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if storage.kind != .object {
      storage.kind = .object
      storage.object = [:]
    }
    return KeyedEncodingContainer(KeyedContainer<Key>(storage: storage, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if storage.kind != .array {
      storage.kind = .array
      storage.array = []
    }
    return UnkeyedContainer(storage: storage, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(storage: storage, codingPath: codingPath)
  }
}

private func scalar(_ value: some Encodable) -> JSONValue? {
  switch value {
  case let v as Bool: .bool(v)
  case let v as String: .string(v)
  case let v as Double: v.rounded() == v && abs(v) < 9.0e15 ? .integer(Int(v)) : .double(v)
  case let v as Float: scalar(Double(v))
  case let v as Int: .integer(v)
  case let v as Int8: .integer(Int(v))
  case let v as Int16: .integer(Int(v))
  case let v as Int32: .integer(Int(v))
  case let v as Int64: .integer(Int(v))
  case let v as UInt: .integer(Int(v))
  case let v as UInt8: .integer(Int(v))
  case let v as UInt16: .integer(Int(v))
  case let v as UInt32: .integer(Int(v))
  case let v as UInt64: .integer(Int(v))
  default: nil
  }
}

private func encodeNested(_ value: some Encodable, into storage: Storage, path: [any CodingKey])
  throws
{
  if let leaf = scalar(value) {
    storage.kind = .single
    storage.value = leaf
    return
  }
  try value.encode(to: TreeEncoder(storage: storage, codingPath: path))
  if storage.kind == .single, storage.value == nil { storage.value = .null }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let storage: Storage
  let codingPath: [any CodingKey]

  private func child(_ key: Key) -> Storage {
    let child = Storage()
    storage.object[key.stringValue] = child
    return child
  }

  mutating func encodeNil(forKey key: Key) throws {
    let c = child(key)
    c.kind = .single
    c.value = .null
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try encodeNested(value, into: child(key), path: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(storage: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(storage: child(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(storage: storage, codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(storage: child(key), codingPath: codingPath + [key])
  }
}

private struct IndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(_ index: Int) {
    stringValue = "\(index)"
    intValue = index
  }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.init(intValue) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let storage: Storage
  let codingPath: [any CodingKey]
  var count: Int { storage.array.count }

  private func next() -> Storage {
    let child = Storage()
    storage.array.append(child)
    return child
  }

  mutating func encodeNil() throws {
    let c = next()
    c.kind = .single
    c.value = .null
  }

  mutating func encode(_ value: some Encodable) throws {
    let path = codingPath + [IndexKey(count)]
    try encodeNested(value, into: next(), path: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    TreeEncoder(storage: next(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    TreeEncoder(storage: next(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(storage: next(), codingPath: codingPath)
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let storage: Storage
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws {
    storage.kind = .single
    storage.value = .null
  }

  mutating func encode(_ value: some Encodable) throws {
    try encodeNested(value, into: storage, path: codingPath)
  }
}
