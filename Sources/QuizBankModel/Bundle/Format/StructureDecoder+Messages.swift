import QuizBankJSON

extension StructureDecoder {
  static func missingMember(_ key: String, in what: String) -> String {
    "\(what) is missing the required member \"\(key)\""
  }

  static func unknownMember(_ key: String, in what: String) -> String {
    "\(what) has an unknown member \"\(key)\""
  }

  static func duplicateMember(_ key: String, in what: String) -> String {
    "\(what) has the member \"\(key)\" twice; readers keep only the last"
  }

  static func wrongType(_ label: String, expected: String, found node: JSONNode) -> String {
    "\(label) must be \(expected), found \(describe(node))"
  }

  static func disallowed(_ label: String, _ value: String, _ allowed: [String]) -> String {
    "\(label) is \"\(value)\", which is not one of "
      + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// `string "2"`, `number 1.5`, `null`, `an object`.
  static func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let number): "number \(number.text)"
    case .string(let value):
      "string \"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `did you mean "points"?` for a key one or two edits from a known one.
  static func suggestion(for key: String, among keys: [String]) -> String? {
    let best = keys.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
      .min { $0.1 < $1.1 }
    guard let (known, distance) = best, distance <= (key.count >= 6 ? 2 : 1) else {
      return "the members allowed here are " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }
    return "did you mean \"\(known)\"?"
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
