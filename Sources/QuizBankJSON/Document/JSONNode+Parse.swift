/// Building ``JSONNode`` trees from a ``JSONReader``, without recursion.
extension JSONNode {
  /// Parses a whole document held in memory.
  public static func parse(
    _ bytes: some Collection<UInt8>, options: JSONReader.Options = .init()
  ) throws -> JSONNode {
    try parseAll(JSONReader(bytes: bytes, options: options))
  }

  /// Parses a whole document from a file (`-` for standard input), read in chunks.
  public static func parse(file path: String, options: JSONReader.Options = .init()) throws
    -> JSONNode
  {
    try parseAll(JSONReader(file: path, options: options))
  }

  private static func parseAll(_ reader: JSONReader) throws -> JSONNode {
    guard let node = try read(from: reader) else {
      throw JSONSyntaxError(.syntax, "expected a JSON value", at: reader.position)
    }
    // The top-level value is complete: what follows must be only whitespace.
    _ = try reader.next()
    return node
  }

  private struct Frame {
    var isObject: Bool
    var position: JSONPosition
    /// Where this container's children start in the shared child stacks.
    var start: Int
    var key = ""
    var keyPosition = JSONPosition(line: 0, column: 0, offset: 0)
  }

  /// Reads the next whole value from `reader` as a tree.
  ///
  /// Use it mid-stream: after a `key` event or inside an array, each call reads
  /// one element. Returns `nil` when instead the enclosing array or object ends
  /// (its end event is consumed) or the input ends.
  public static func read(from reader: JSONReader) throws -> JSONNode? {
    guard let first = try reader.next() else { return nil }
    return try read(from: reader, startingWith: first)
  }

  /// Reads the rest of a value whose first event, `first`, was just read from
  /// `reader` (so `reader.position` is still where it starts). Returns `nil`
  /// when `first` ends the enclosing array or object.
  public static func read(from reader: JSONReader, startingWith first: JSONEvent) throws
    -> JSONNode?
  {
    // Children gather on two shared stacks and move into an exactly sized
    // array when their container closes: one allocation per container.
    var stack: [Frame] = []
    var members: [JSONMember] = []
    var elements: [JSONNode] = []
    var pending: JSONEvent? = first
    while let event = try pending ?? reader.next() {
      pending = nil
      let position = reader.position
      let node: JSONNode
      switch event {
      case .startObject:
        stack.append(Frame(isObject: true, position: position, start: members.count))
        continue
      case .startArray:
        stack.append(Frame(isObject: false, position: position, start: elements.count))
        continue
      case .key(let key):
        stack[stack.count - 1].key = key
        stack[stack.count - 1].keyPosition = position
        continue
      case .endObject:
        guard let frame = stack.popLast() else { return nil }
        node = JSONNode(.object(Array(members[frame.start...])), at: frame.position)
        members.removeSubrange(frame.start...)
      case .endArray:
        guard let frame = stack.popLast() else { return nil }
        node = JSONNode(.array(Array(elements[frame.start...])), at: frame.position)
        elements.removeSubrange(frame.start...)
      case .string(let string): node = JSONNode(.string(string), at: position)
      case .number(let number): node = JSONNode(.number(number), at: position)
      case .bool(let bool): node = JSONNode(.bool(bool), at: position)
      case .null: node = JSONNode(.null, at: position)
      }
      // Read the parent in place (copying the frame would retain its key).
      let top = stack.count - 1
      guard top >= 0 else { return node }
      if stack[top].isObject {
        members.append(
          JSONMember(key: stack[top].key, keyPosition: stack[top].keyPosition, value: node))
      } else {
        elements.append(node)
      }
    }
    return nil
  }
}
