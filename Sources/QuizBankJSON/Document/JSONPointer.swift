/// RFC 6901 JSON pointers: `/questions/0/text`, with `~1` for `/` and `~0` for `~`.
public enum JSONPointer {
  /// The reference tokens of `pointer`; `[]` for `""` (the whole document),
  /// `nil` when it is not a pointer (it does not start with `/`).
  public static func tokens(_ pointer: String) -> [String]? {
    if pointer.isEmpty { return [] }
    guard pointer.hasPrefix("/") else { return nil }
    return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingTilde()
    }
  }

  /// One reference token escaped for a pointer (`a/b` → `a~1b`).
  public static func escape(_ token: String) -> String {
    guard token.contains("~") || token.contains("/") else { return token }
    var escaped = ""
    for character in token {
      switch character {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A pointer from tokens (`["questions", "0"]` → `/questions/0`).
  public static func pointer(_ tokens: [String]) -> String {
    tokens.map { "/" + escape($0) }.joined()
  }
}

extension Substring {
  fileprivate func replacingTilde() -> String {
    guard contains("~") else { return String(self) }
    var result = ""
    var iterator = makeIterator()
    while let character = iterator.next() {
      if character == "~" {
        switch iterator.next() {
        case "0": result += "~"
        case "1": result += "/"
        case let other?: result += "~" + String(other)
        case nil: result += "~"
        }
      } else {
        result.append(character)
      }
    }
    return result
  }
}

extension JSONNode {
  /// The node an RFC 6901 pointer names, or `nil` when there is none (or the
  /// pointer is malformed). Array indices are decimal without leading zeros.
  public func node(at pointer: String) -> JSONNode? {
    guard let tokens = JSONPointer.tokens(pointer) else { return nil }
    var node = self
    for token in tokens {
      switch node.value {
      case .object:
        guard let child = node[token] else { return nil }
        node = child
      case .array:
        guard let index = Int(token), String(index) == token, index >= 0,
          let child = node[index]
        else { return nil }
        node = child
      default:
        return nil
      }
    }
    return node
  }
}
