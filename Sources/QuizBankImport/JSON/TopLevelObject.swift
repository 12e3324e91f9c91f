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
    try self.init(input, expecting: what, streaming: keys) { key, first, reader, index in
      if let node = try JSONNode.read(from: reader, startingWith: first) {
        try element(key, node, index)
      }
    }
  }

  /// Reads the whole input; `element(key, first, reader, index)` gets the first
  /// event of each streamed element and must read the rest of it from `reader`.
  init(
    _ input: ImportInput, expecting what: String, streaming keys: Set<String>,
    elementEvents element: (String, JSONEvent, JSONReader, Int) throws -> Void
  ) throws {
    let reader = input.jsonReader()
    do {
      guard let first = try reader.next() else { throw input.error("the input is empty", at: nil) }
      position = reader.position
      guard case .startObject = first else {
        throw input.error(
          "expected a JSON object at the top level (\(what)), found \(Self.describe(first))",
          at: reader.position, hint: "check that this is \(what), or name the format with --from")
      }
      while case .key(let key)? = try reader.next() {
        guard let start = try reader.next() else { break }
        if keys.contains(key), start == .startArray {
          streamed[key] = reader.position
          var index = 0
          while let first = try reader.next() {
            if case .endArray = first { break }
            try element(key, first, reader, index)
            index += 1
          }
        } else if let node = try JSONNode.read(from: reader, startingWith: start) {
          // Kept whole; a streamed key that is not an array is reported by its reader.
          members[key] = node
        }
      }
      _ = try reader.next()  // only whitespace may follow
    } catch {
      throw input.failure(error)
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
