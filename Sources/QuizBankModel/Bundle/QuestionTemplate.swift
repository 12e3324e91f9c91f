/// A question's bytes, pretty and compact, with holes where the values of one
/// film go: the one writer (``CanonicalBytes/question(_:)``) renders a question
/// once with stand-in values (``Hole``), the bytes are cut at the stand-ins, and
/// each question of the same shape is then the pieces with its own values
/// written between them by the writer's own string and number functions.
///
/// A template is made only when that is exact: it is checked by rendering the
/// question a second time with other stand-ins and comparing the writer's
/// bytes to the template's. Whatever the writer does differently (a stand-in
/// swallowed by a text, a number spelled by another rule) fails the check, and
/// the caller writes such questions as a ``Question``.
///
/// A class, though immutable, so that looking one up and writing with it
/// retains one object rather than each of its arrays.
package final class QuestionTemplate: Sendable {
  /// A value standing for one film-dependent field, or that field's value.
  package enum Hole: Sendable, Equatable {
    /// Text, written escaped: a whole string or part of one.
    case text(String)
    /// An integer member.
    case int(Int)
    /// A number member.
    case double(Double)
  }

  /// The pretty bytes between the holes (one more piece than holes).
  private let pretty: Pieces
  /// The compact bytes between the holes.
  private let compact: Pieces
  /// For each hole in the bytes, in order, its position in the values.
  private let order: [Int]

  /// The template of the question `make` builds, or `nil` when the bytes
  /// cannot be cut exactly. `make` is called with `primary`, then with
  /// `check`: two sets of stand-ins for the same holes, each value distinct
  /// from every other in both sets (``standIns(count:set:)`` makes text ones).
  package init?(primary: [Hole], check: [Hole], make: ([Hole]) throws -> Question) {
    guard primary.count == check.count,
      let rendered = try? Self.render(make(primary)),
      let expected = try? Self.render(make(check))
    else { return nil }
    let spellings = primary.map(Self.spelling)
    guard let (pretty, order) = Self.cut(rendered.pretty, at: spellings),
      let (compact, compactOrder) = Self.cut(rendered.compact, at: spellings),
      order == compactOrder
    else { return nil }
    self.pretty = Pieces(pretty)
    self.compact = Pieces(compact)
    self.order = order
    var filled: (pretty: [UInt8], compact: [UInt8]) = ([], [])
    var values = Values()
    for hole in check { values.append(hole) }
    write(values, pretty: &filled.pretty, compact: &filled.compact)
    guard filled.pretty == expected.pretty, filled.compact == expected.compact else { return nil }
  }

  /// `count` text stand-ins: private-use characters around a number and the
  /// letter `set`, which no text of the writer's own makes.
  package static func standIns(count: Int, set: Character) -> [String] {
    (0..<count).map { "\u{10FFFD}\(set)\($0)\u{10FFFD}" }
  }

  /// The question as the bundle writer writes it: pretty at a question's
  /// indentation, and compact.
  private static func render(_ question: Question) throws -> (pretty: [UInt8], compact: [UInt8]) {
    var bytes = CanonicalBytes(prettyKeepingCompactAt: 2)
    try bytes.question(question)
    return (bytes.bytes, bytes.compact)
  }

  /// How a hole's value is spelled in the bytes (a text without its quotes).
  private static func spelling(_ hole: Hole) -> [UInt8] {
    var values = Values()
    values.append(hole)
    return values.withSpellings { Array($0(0)) }
  }

  /// `bytes` cut at every spelling, left to right: the pieces between, and
  /// which spelling each cut was; `nil` when two spellings overlap or a
  /// spelling is empty.
  private static func cut(_ bytes: [UInt8], at spellings: [[UInt8]]) -> ([[UInt8]], [Int])? {
    guard !spellings.contains(where: \.isEmpty) else { return nil }
    var pieces: [[UInt8]] = []
    var order: [Int] = []
    var start = 0
    var i = 0
    while i < bytes.count {
      let found = spellings.indices.filter { s in
        bytes[i...].starts(with: spellings[s])
      }
      guard let hole = found.first else {
        i += 1
        continue
      }
      guard found.count == 1 else { return nil }
      pieces.append(Array(bytes[start..<i]))
      order.append(hole)
      i += spellings[hole].count
      start = i
    }
    pieces.append(Array(bytes[start...]))
    return (pieces, order)
  }

  /// Writes the template with `values` into `pretty` and `compact`, each
  /// grown once by the question's length.
  fileprivate func write(_ values: borrowing Values, pretty: inout [UInt8], compact: inout [UInt8])
  {
    values.withSpellings { spelling in write(spelling, pretty: &pretty, compact: &compact) }
  }

  /// Writes the template with the values `spelling` gives into `pretty` and
  /// `compact`, each grown once by the question's length.
  fileprivate func write(
    _ spelling: (Int) -> UnsafeBufferPointer<UInt8>, pretty: inout [UInt8],
    compact: inout [UInt8]
  ) {
    var valueBytes = 0
    for hole in order { valueBytes += spelling(hole).count }
    self.pretty.write(into: &pretty, order: order, valueBytes: valueBytes, spelling: spelling)
    self.compact.write(into: &compact, order: order, valueBytes: valueBytes, spelling: spelling)
  }

  /// The values of one question's holes, in the order of the stand-ins the
  /// template was made with, each spelled once as the writer spells it (a
  /// text without its quotes, by the writer's own string and number
  /// functions) into one buffer. A text is read where it is, so writing a
  /// question touches no reference count of its film's strings.
  package struct Values: ~Copyable {
    /// The spellings, back to back.
    private var bytes = CanonicalBytes(pretty: false)
    /// Where each spelling lies in ``bytes``.
    private var spans: [Range<Int>] = []

    /// No values.
    package init() {}

    /// Empties it for the next question, keeping its memory.
    package mutating func removeAll() {
      bytes.reset(level: 0)
      spans.removeAll(keepingCapacity: true)
    }

    /// Appends a text hole's value.
    package mutating func append(text: String) {
      let start = bytes.count
      bytes.writeString(text)
      spans.append((start + 1)..<(bytes.count - 1))
    }

    /// Appends an integer hole's value.
    package mutating func append(int value: Int) {
      let start = bytes.count
      bytes.writeInt(value)
      spans.append(start..<bytes.count)
    }

    /// Appends a number hole's value; a number JSON cannot hold gives no bytes.
    package mutating func append(double value: Double) {
      let start = bytes.count
      // It throws before writing anything.
      try? bytes.writeDouble(value)
      spans.append(start..<bytes.count)
    }

    /// Appends a hole's value.
    package mutating func append(_ hole: Hole) {
      switch hole {
      case .text(let text): append(text: text)
      case .int(let value): append(int: value)
      case .double(let value): append(double: value)
      }
    }

    /// Calls `body` with the spellings back to back and where each lies, valid only during `body`.
    fileprivate func withStorage<Result>(
      _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Range<Int>>) -> Result
    ) -> Result {
      bytes.withBytes { bytes in spans.withUnsafeBufferPointer { spans in body(bytes, spans) } }
    }

    /// Calls `body` with a function giving the spelling of value `n`, valid only during `body`.
    func withSpellings<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      withStorage { bytes, spans in Self.withSpellings(in: bytes, at: spans, body) }
    }

    /// Calls `body` with a function giving the spelling of value `n`, which
    /// lies in `bytes` at `spans[n]`: the values of one question, kept here or
    /// among a batch's (``TemplatedQuestions``).
    fileprivate static func withSpellings<Result>(
      in bytes: UnsafeBufferPointer<UInt8>, at spans: UnsafeBufferPointer<Range<Int>>,
      _ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      body { n in
        // Checked in release builds too: a hole the values do not have must trap, not read on.
        precondition(n >= 0 && n < spans.count, "a value for every hole")
        return UnsafeBufferPointer(rebasing: bytes[spans[n]])
      }
    }
  }

  /// Pieces of bytes kept back to back in one array: no array to retain per piece.
  private struct Pieces: Sendable {
    private let bytes: [UInt8]
    /// Where each piece starts, and the end of the last.
    private let starts: [Int]

    init(_ pieces: [[UInt8]]) {
      bytes = Array(pieces.joined())
      var starts = [0]
      for piece in pieces { starts.append(starts.last! + piece.count) }
      self.starts = starts
    }

    /// Appends the pieces to `out` with the value of hole `order[n]` after
    /// piece `n`: `out` grows once, by the pieces' bytes and `valueBytes`
    /// (the values' bytes in all), and the bytes are copied in place.
    func write(
      into out: inout [UInt8], order: [Int], valueBytes: Int,
      spelling: (Int) -> UnsafeBufferPointer<UInt8>
    ) {
      let start = out.count
      out.append(contentsOf: repeatElement(0, count: bytes.count + valueBytes))
      out.withUnsafeMutableBufferPointer { out in
        bytes.withUnsafeBufferPointer { bytes in
          starts.withUnsafeBufferPointer { starts in
            var at = start
            func copy(_ part: UnsafeBufferPointer<UInt8>) {
              guard let source = part.baseAddress, !part.isEmpty else { return }
              // Checked before each copy (in release builds too): never past `out`.
              precondition(at + part.count <= out.count, "the values' bytes are counted")
              (out.baseAddress! + at).update(from: source, count: part.count)
              at += part.count
            }
            copy(UnsafeBufferPointer(rebasing: bytes[starts[0]..<starts[1]]))
            for (n, hole) in order.enumerated() {
              copy(spelling(hole))
              copy(UnsafeBufferPointer(rebasing: bytes[starts[n + 1]..<starts[n + 2]]))
            }
            precondition(at == out.count, "the values' bytes are counted")
          }
        }
      }
    }
  }
}

/// Questions made from templates for the bundle: each question's template and
/// its values' spellings, rendered (pretty for the file, compact for the
/// digest) by whoever writes them (``render(pretty:compact:)``). The caller
/// that fills it copies only the values, a few dozen bytes a question; the
/// bundle's writer thread renders them, so that the question's kilobyte or
/// two of template bytes are copied on the thread that writes and hashes
/// them, not on the one that reads the films.
package struct TemplatedQuestions: Sendable {
  /// Each question's template, in order.
  private var templates: [QuestionTemplate] = []
  /// The questions' values, spelled back to back.
  private var valueBytes: [UInt8] = []
  /// Where each value lies in ``valueBytes``, question after question.
  private var spans: [Range<Int>] = []
  /// Where each question's values start in ``spans``, and the end of the last.
  private var firstSpans: [Int] = [0]

  /// What comes before a question in the pretty bytes: a comma, a new line and
  /// the indentation of a question.
  static let separator: [UInt8] = [0x2C, 0x0A, 0x20, 0x20, 0x20, 0x20]

  package init() {}

  /// The number of questions.
  package var count: Int { templates.count }

  /// Whether there is none.
  package var isEmpty: Bool { templates.isEmpty }

  /// Appends the question `template` makes with `values` (one per hole, in
  /// the order of the stand-ins it was made with).
  package mutating func append(
    _ template: QuestionTemplate, _ values: borrowing QuestionTemplate.Values
  ) {
    values.withStorage { bytes, spans in
      let base = valueBytes.count
      valueBytes.append(contentsOf: bytes)
      for span in spans { self.spans.append((span.lowerBound + base)..<(span.upperBound + base)) }
    }
    firstSpans.append(spans.count)
    templates.append(template)
  }

  /// Appends the questions' pretty bytes to `pretty`, each after `,`, a new
  /// line and the indentation, and their compact bytes to `compact`, each
  /// after a comma.
  package func render(pretty: inout [UInt8], compact: inout [UInt8]) {
    valueBytes.withUnsafeBufferPointer { bytes in
      spans.withUnsafeBufferPointer { spans in
        for (n, template) in templates.enumerated() {
          pretty.append(contentsOf: Self.separator)
          compact.append(0x2C)
          let values = UnsafeBufferPointer(rebasing: spans[firstSpans[n]..<firstSpans[n + 1]])
          QuestionTemplate.Values.withSpellings(in: bytes, at: values) {
            template.write($0, pretty: &pretty, compact: &compact)
          }
        }
      }
    }
  }

  /// Empties it, keeping its memory.
  package mutating func removeAll() {
    templates.removeAll(keepingCapacity: true)
    valueBytes.removeAll(keepingCapacity: true)
    spans.removeAll(keepingCapacity: true)
    firstSpans.removeAll(keepingCapacity: true)
    firstSpans.append(0)
  }
}
