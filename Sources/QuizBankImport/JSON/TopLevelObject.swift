import QuizBankJSON

/// Reads an input's top-level JSON object member by member, streaming the big
/// arrays: each element of a member named in `streaming` goes to `element` as
/// soon as it is read, so a list of any length is held one element at a time.
/// The other members are returned whole.
struct TopLevelObject {
  /// The members that were not streamed, by name (the last one wins).
  var members: [String: JSONNode] = [:]
  /// Where each streamed member's array starts, by name.
  var streamed: [String: JSONPosition] = [:]
  /// Where the object starts.
  var position: JSONPosition

  /// The members that were not streamed, as one object node.
  var node: JSONNode {
    JSONNode(
      .object(
        members.map { JSONMember(key: $0.key, keyPosition: $0.value.position, value: $0.value) }),
      at: position)
  }

  /// Reads the whole input; `element(key, node, index)` gets each streamed element.
  init(
    _ input: ImportInput, expecting what: String, streaming keys: Set<String>,
    element: (String, JSONNode, Int) throws -> Void
  ) throws {
    let reader = input.jsonReader()
    do {
      guard let first = try reader.next() else { throw input.error("the input is empty", at: nil) }
      position = reader.position
      guard first == .startObject else {
        throw input.error(
          "expected a JSON object at the top level (\(what)), found \(Self.describe(first))",
          at: reader.position, hint: "check that this is \(what), or name the format with --from")
      }
      while let event = try reader.next() {
        guard case .key(let key) = event else { break }  // .endObject
        if keys.contains(key) {
          let start = try reader.next()
          let where_ = reader.position
          if start == .startArray {
            streamed[key] = where_
            var index = 0
            while let node = try JSONNode.read(from: reader) {
              try element(key, node, index)
              index += 1
            }
            continue
          }
          // Not an array: keep it whole so the format reader reports its type.
          members[key] = try Self.finish(start, at: where_, reader)
        } else if let node = try JSONNode.read(from: reader) {
          members[key] = node
        }
      }
      _ = try reader.next()  // only whitespace may follow
    } catch {
      throw input.failure(error)
    }
  }

  /// The node for a value whose first event has already been read.
  private static func finish(_ event: JSONEvent?, at position: JSONPosition, _ reader: JSONReader)
    throws -> JSONNode
  {
    switch event {
    case .startObject:
      var members: [JSONMember] = []
      while case .key(let key)? = try reader.next() {
        let keyPosition = reader.position
        if let value = try JSONNode.read(from: reader) {
          members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
        }
      }
      return JSONNode(.object(members), at: position)
    case .string(let string): return JSONNode(.string(string), at: position)
    case .number(let number): return JSONNode(.number(number), at: position)
    case .bool(let bool): return JSONNode(.bool(bool), at: position)
    default: return JSONNode(.null, at: position)
    }
  }

  static func describe(_ event: JSONEvent) -> String {
    switch event {
    case .startArray: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    default: "something else"
    }
  }
}
