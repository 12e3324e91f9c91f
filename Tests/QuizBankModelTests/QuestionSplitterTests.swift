import Testing

@testable import QuizBankModel

/// ``BundleQuestionSplitter`` against a plain byte-by-byte walk of the same
/// rule (strings and escapes followed, brackets counted, elements objects
/// separated by single commas), on random bundles: nesting of every depth,
/// strings full of brackets, quotes and backslashes, whitespace or none, and
/// now and then a stray token between the elements. The splitter looks at 64
/// bytes at a time (a block with a backslash a byte at a time), so the
/// bundles are long enough to cross many blocks.
struct QuestionSplitterTests {
  enum Step: Equatable {
    case question(Range<Int>)
    case end
    case unusable
  }

  /// The steps by the rule, a byte at a time, from just after the `[` at `start`.
  static func reference(_ bytes: [UInt8], arrayStart start: Int) -> [Step] {
    var steps: [Step] = []
    var depth = 0
    var inString = false
    var escaped = false
    var questionStart = 0
    var commas = 0
    var elements = 0
    var i = start + 1
    while i < bytes.count {
      let byte = bytes[i]
      defer { i += 1 }
      if inString {
        if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
        continue
      }
      if depth > 0 {
        switch byte {
        case 0x22: inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 {
            steps.append(.question(questionStart..<i + 1))
            elements += 1
            commas = 0
          }
        default: break
        }
        continue
      }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case UInt8(ascii: ","): commas += 1
      case UInt8(ascii: "{"):
        guard commas == (elements > 0 ? 1 : 0) else { return steps + [.unusable] }
        questionStart = i
        depth = 1
      case UInt8(ascii: "]"):
        guard commas == 0 else { return steps + [.unusable] }
        return steps + [.end]
      default:
        return steps + [.unusable]
      }
    }
    return steps + [.unusable]
  }

  static func splitterSteps(_ bytes: [UInt8]) -> (start: Int, steps: [Step])? {
    bytes.withUnsafeBufferPointer { all -> (Int, [Step])? in
      guard var splitter = BundleQuestionSplitter(all) else { return nil }
      var steps: [Step] = []
      while true {
        let step = splitter.next()
        switch step {
        case .question(let range): steps.append(.question(range))
        case .end:
          steps.append(.end)
          return (splitter.arrayStart, steps)
        case .unusable:
          steps.append(.unusable)
          return (splitter.arrayStart, steps)
        }
      }
    }
  }

  struct Writer {
    var generator: any RandomNumberGenerator
    var pretty: Bool
    var out = ""

    mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &generator) == 0 }

    mutating func space(_ level: Int) {
      if pretty { out += "\n" + String(repeating: " ", count: 2 * level) } else if chance(8) { out += " " }
    }

    mutating func string() {
      let pieces = ["a", "{", "}", "[", "]", ",", ":", #"\""#, #"\\"#, #"\n"#, #"\u005b"#, "é", " ", "yes"]
      out += "\""
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        out += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      out += "\""
    }

    mutating func value(_ level: Int) {
      switch level > 6 ? 0 : Int.random(in: 0..<5, using: &generator) {
      case 0: string()
      case 1: out += String(Int.random(in: -99...999, using: &generator))
      case 2: object(level)
      case 3:
        out += "["
        let count = Int.random(in: 0...4, using: &generator)
        for k in 0..<count {
          if k > 0 { out += "," }
          space(level + 1)
          value(level + 1)
        }
        space(level)
        out += "]"
      default: out += chance(2) ? "true" : "null"
      }
    }

    mutating func object(_ level: Int) {
      out += "{"
      let count = Int.random(in: 0...6, using: &generator)
      for k in 0..<count {
        if k > 0 { out += "," }
        space(level + 1)
        string()
        out += pretty ? ": " : ":"
        value(level + 1)
      }
      space(level)
      out += "}"
    }
  }

  @Test func theSplitterFollowsTheRuleOnRandomBundles() {
    var generator = SystemRandomNumberGenerator()
    var usable = 0
    for round in 0..<1500 {
      var writer = Writer(generator: generator, pretty: round % 2 == 0)
      writer.out = #"{"id": "b", "questions": ["#
      let count = Int.random(in: 0...25, using: &generator)
      for k in 0..<count {
        if k > 0 { writer.out += "," }
        if writer.chance(60) { writer.out += writer.chance(2) ? "," : "1" }  // a stray token
        writer.space(2)
        writer.object(2)
      }
      if writer.chance(60) { writer.out += "," }
      writer.space(1)
      writer.out += #"], "z": 1}"#
      let bytes = Array(writer.out.utf8)
      guard let (start, steps) = Self.splitterSteps(bytes) else {
        Issue.record("no questions array found in \(writer.out)")
        continue
      }
      let expected = Self.reference(bytes, arrayStart: start)
      #expect(steps == expected, "\(writer.out)")
      if expected.last == .end { usable += 1 }
    }
    #expect(usable > 1000)
  }
}
