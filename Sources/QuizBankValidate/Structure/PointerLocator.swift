import QuizBankJSON

/// Finds where JSON pointers point in a document, in one streaming pass that
/// builds trees only for the top-level members and questions it needs.
///
/// A pointer to something absent resolves to the nearest thing present on its
/// way (the object that lacks the member). A pointer to an object or array
/// member resolves to the member's key, a scalar to its value.
package enum PointerLocator {
  /// The positions of `pointers` in the document `reader` delivers.
  package static func locate(_ pointers: Set<String>, in reader: JSONReader) throws
    -> [String: JSONPosition]
  {
    var result: [String: JSONPosition] = [:]
    guard try reader.next() == .startObject else { return result }
    let root = reader.position
    var byMember: [String: [(String, [String])]] = [:]
    for pointer in pointers {
      let tokens = QuizBankJSON.JSONPointer.tokens(pointer) ?? []
      guard let first = tokens.first else {
        result[pointer] = root
        continue
      }
      byMember[first, default: []].append((pointer, Array(tokens.dropFirst())))
    }
    while case .key(let key)? = try reader.next() {
      let keyPosition = reader.position
      guard let wanted = byMember[key] else {
        try reader.skipValue()
        continue
      }
      if key == "questions" {
        try locateQuestions(wanted, keyPosition: keyPosition, reader: reader, into: &result)
      } else if let node = try JSONNode.read(from: reader) {
        for (pointer, rest) in wanted {
          result[pointer] = resolve(rest, in: node, keyPosition: keyPosition)
        }
      }
    }
    for (_, wanted) in byMember {
      for (pointer, _) in wanted where result[pointer] == nil { result[pointer] = root }
    }
    return result
  }

  private static func locateQuestions(
    _ wanted: [(String, [String])], keyPosition: JSONPosition, reader: JSONReader,
    into result: inout [String: JSONPosition]
  ) throws {
    var byIndex: [Int: [(String, [String])]] = [:]
    for (pointer, rest) in wanted {
      if let first = rest.first, let index = Int(first) {
        byIndex[index, default: []].append((pointer, Array(rest.dropFirst())))
      } else {
        result[pointer] = keyPosition
      }
    }
    guard try reader.next() == .startArray else { return }
    var index = 0
    while true {
      if let here = byIndex[index] {
        guard let node = try JSONNode.read(from: reader) else { return }
        for (pointer, rest) in here {
          result[pointer] = resolve(rest, in: node, keyPosition: nil)
        }
      } else {
        // Skip one element; stop at the end of the array.
        guard let event = try reader.next() else { return }
        switch event {
        case .endArray: return
        case .startObject, .startArray: try reader.skipRestOfContainer()
        default: break
        }
      }
      index += 1
    }
  }

  /// Walks `tokens` down from `node` (whose key, if it is a member, is at `keyPosition`).
  static func resolve(_ tokens: [String], in node: JSONNode, keyPosition: JSONPosition?)
    -> JSONPosition
  {
    var node = node
    var keyPosition = keyPosition
    for token in tokens {
      switch node.value {
      case .object(let members):
        guard let member = members.last(where: { $0.key == token }) else {
          return keyPosition ?? node.position
        }
        node = member.value
        keyPosition = member.keyPosition
      case .array(let elements):
        guard let index = Int(token), elements.indices.contains(index) else {
          return keyPosition ?? node.position
        }
        node = elements[index]
        keyPosition = nil
      default:
        return node.position
      }
    }
    switch node.value {
    case .object, .array: return keyPosition ?? node.position
    default: return node.position
    }
  }
}
