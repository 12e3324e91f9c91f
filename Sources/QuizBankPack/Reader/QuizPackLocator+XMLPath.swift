extension QuizPackLocator {
  /// Whether `path` is an XML path from a reader (`/pack[1]/…`) rather than a
  /// JSON pointer into the bundle (`/questions/0`): its first step has brackets.
  static func isXMLPath(_ path: String) -> Bool {
    let first = path.dropFirst().prefix { $0 != "/" }
    return path.hasPrefix("/") && first.contains("[")
  }

  /// Reads back a path written by ``XMLPath/description``.
  static func parse(xmlPath text: String) -> XMLPath {
    var steps: [XMLPath.Step] = []
    var attribute: String?
    var segments: [String] = []
    var current = ""
    var inBrackets = false
    for character in text {
      if character == "[" { inBrackets = true }
      if character == "]" { inBrackets = false }
      if character == "/", !inBrackets {
        if !current.isEmpty { segments.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { segments.append(current) }
    for segment in segments {
      if segment.hasPrefix("@") {
        attribute = String(segment.dropFirst())
        continue
      }
      guard let open = segment.firstIndex(of: "["), segment.hasSuffix("]") else {
        steps.append(XMLPath.Step(segment))
        continue
      }
      let name = String(segment[..<open])
      let inner = String(
        segment[segment.index(after: open)..<segment.index(before: segment.endIndex)])
      if let number = Int(inner) {
        steps.append(XMLPath.Step(name, .ordinal(number)))
      } else if inner.hasPrefix("@xml:lang='") {
        steps.append(XMLPath.Step(name, .lang(String(inner.dropFirst(11).dropLast()))))
      } else if inner.hasPrefix("@name='") {
        steps.append(XMLPath.Step(name, .named(String(inner.dropFirst(7).dropLast()))))
      } else {
        steps.append(XMLPath.Step(name))
      }
    }
    return XMLPath(steps, attribute: attribute)
  }
}
