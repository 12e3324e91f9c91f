extension XMLPositionScanner {
  /// One pass of the scanner: the lexer state and the answers found so far.
  struct ScanRun {
    typealias Position = XMLPositionScanner.Position

    /// An open element: how many children of each name it has had, and
    /// which path requests continue below it (by step key).
    private struct Frame {
      var depth: Int
      var counts: [String: Int] = [:]
      var pending: [String: [Int]] = [:]
    }

    private let paths: [XMLPath]
    private let linesByNumber: [Int: [Int]]
    private let lineNames: [String?]
    private(set) var pathAnswers: [Position?]
    private(set) var lineAnswers: [Position?]
    private(set) var doctype: Position?
    var end: Position { Position(line: line, column: column) }
    private var lineFallback: [Int: Position] = [:]
    private var stack: [Frame] = []

    private var line = 1
    private var column = 1
    private var index = 0
    private var bytes = UnsafeRawBufferPointer(start: nil, count: 0)

    init(paths: [XMLPath], lines: [(line: Int, name: String?)]) {
      self.paths = paths
      pathAnswers = Array(repeating: nil, count: paths.count)
      lineAnswers = Array(repeating: nil, count: lines.count)
      lineNames = lines.map(\.name)
      var byNumber: [Int: [Int]] = [:]
      for (i, request) in lines.enumerated() { byNumber[request.line, default: []].append(i) }
      linesByNumber = byNumber
      var root = Frame(depth: 0)
      for (i, path) in paths.enumerated() where !path.steps.isEmpty {
        root.pending[path.steps[0].key, default: []].append(i)
      }
      stack = [root]
    }

    mutating func scan(_ buffer: UnsafeRawBufferPointer) {
      bytes = buffer
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<") {
          markup()
        } else {
          advance()
        }
      }
      for (line, indices) in linesByNumber {
        for i in indices where lineAnswers[i] == nil { lineAnswers[i] = lineFallback[line] }
      }
    }

    // MARK: Lexing

    private var current: UInt8 { bytes[index] }

    /// Moves past one byte, keeping line and column.
    private mutating func advance() {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }

    private func starts(with text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      for k in 0..<count where bytes[index + k] != text.utf8Start[k] { return false }
      return true
    }

    private mutating func skip(until terminator: StaticString) {
      while index < bytes.count, !starts(with: terminator) { advance() }
      for _ in 0..<terminator.utf8CodeUnitCount where index < bytes.count { advance() }
    }

    private mutating func markup() {
      let start = Position(line: line, column: column)
      if lineFallback[line] == nil, linesByNumber[line] != nil { lineFallback[line] = start }
      if starts(with: "<!--") {
        skip(until: "-->")
      } else if starts(with: "<![CDATA[") {
        skip(until: "]]>")
      } else if starts(with: "<?") {
        skip(until: "?>")
      } else if starts(with: "<!") {
        if doctype == nil, starts(with: "<!DOCTYPE") { doctype = start }
        skipDeclaration()
      } else if starts(with: "</") {
        skip(until: ">")
        if stack.count > 1 { stack.removeLast() }
      } else {
        startTag(at: start)
      }
    }

    private mutating func skipDeclaration() {
      var depth = 0
      while index < bytes.count {
        let byte = current
        advance()
        if byte == UInt8(ascii: "[") { depth += 1 }
        if byte == UInt8(ascii: "]") { depth -= 1 }
        if byte == UInt8(ascii: ">"), depth <= 0 { return }
      }
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/")
        || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
    }

    private mutating func readName() -> String {
      let from = index
      while index < bytes.count, !Self.isNameEnd(current) { advance() }
      let raw = String(
        decoding: UnsafeRawBufferPointer(rebasing: bytes[from..<index]), as: UTF8.self)
      return raw
    }

    private static func localName(_ qualified: String) -> String {
      guard let colon = qualified.lastIndex(of: ":") else { return qualified }
      return String(qualified[qualified.index(after: colon)...])
    }

    private mutating func startTag(at start: Position) {
      advance()  // <
      let name = Self.localName(readName())
      var attributes: [(name: String, value: String, at: Position)] = []
      var selfClosing = false
      while index < bytes.count {
        let byte = current
        if byte == UInt8(ascii: ">") {
          advance()
          break
        }
        if byte == UInt8(ascii: "/") {
          selfClosing = true
          advance()
          continue
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          advance()
          continue
        }
        let at = Position(line: line, column: column)
        let attribute = readName()
        while index < bytes.count, current != UInt8(ascii: "\""), current != UInt8(ascii: "'") {
          if current == UInt8(ascii: ">") { break }
          advance()
        }
        guard index < bytes.count, current != UInt8(ascii: ">") else { continue }
        let quote = current
        advance()
        let from = index
        while index < bytes.count, current != quote { advance() }
        let value = String(
          decoding: UnsafeRawBufferPointer(rebasing: bytes[from..<index]), as: UTF8.self)
        if index < bytes.count { advance() }
        attributes.append((attribute, value, at))
      }
      element(name: name, attributes: attributes, start: start, endLine: line)
      if !selfClosing { return }
      if stack.count > 1 { stack.removeLast() }
    }

    // MARK: Matching

    private mutating func element(
      name: String, attributes: [(name: String, value: String, at: Position)], start: Position,
      endLine: Int
    ) {
      for number in start.line...max(start.line, endLine) {
        for i in linesByNumber[number] ?? [] where lineAnswers[i] == nil {
          if lineNames[i] == nil || lineNames[i] == name { lineAnswers[i] = start }
        }
      }
      let top = stack.count - 1
      let ordinal = (stack[top].counts[name] ?? 0) + 1
      stack[top].counts[name] = ordinal
      var frame = Frame(depth: stack[top].depth + 1)
      if !stack[top].pending.isEmpty {
        var keys = ["\(name)#\(ordinal)"]
        for attribute in attributes {
          if attribute.name == "xml:lang" { keys.append("\(name)@\(attribute.value)") }
          if attribute.name == "name" { keys.append("*=\(attribute.value)") }
        }
        for key in keys {
          for request in stack[top].pending[key] ?? [] {
            let path = paths[request]
            pathAnswers[request] = start
            if path.steps.count > frame.depth {
              frame.pending[path.steps[frame.depth].key, default: []].append(request)
            } else if let wanted = path.attribute,
              let found = attributes.first(where: {
                $0.name == wanted || Self.localName($0.name) == wanted
              })
            {
              pathAnswers[request] = found.at
            }
          }
        }
      }
      stack.append(frame)
    }
  }
}
