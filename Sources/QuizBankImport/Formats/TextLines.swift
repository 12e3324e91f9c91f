import QuizBankModel

/// A text quiz file (GIFT, Aiken) as lines of Unicode scalars, each with its
/// 1-based line number, so readers can point at a line and column.
///
/// The bytes must be UTF-8 (a byte order mark is skipped); lines end at LF, and
/// a CR before it (CRLF) is dropped, as is a lone CR at a line's end.
struct TextLines {
  /// One line: its number and its scalars (without the line end).
  struct Line {
    var number: Int
    var scalars: [Unicode.Scalar]

    /// The line's text.
    var text: String {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      return text
    }

    /// Whether the line holds only white space (PHP's `trim` set: space, tab,
    /// CR, LF, NUL, vertical tab), which is how Moodle tells block separators.
    var isBlank: Bool { scalars.allSatisfy(TextLines.isTrimmed) }
  }

  /// The lines, in order.
  var lines: [Line]

  /// Decodes `bytes`, or throws an error naming the line and column of the
  /// first byte that is not UTF-8 (or saying the file is UTF-16).
  init(_ bytes: [UInt8], input: ImportInput, format: String) throws {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw ImportError(
        .malformed, file: input.name, line: 1, column: 1,
        message: "the file is UTF-16; \(format) files are read as UTF-8",
        hint: "convert it: iconv -f utf-16 -t utf-8 FILE > FILE.utf8")
    }
    var lines: [Line] = []
    var current: [Unicode.Scalar] = []
    var iterator = bytes[start...].makeIterator()
    var decoder = UTF8()
    var number = 1
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          if current.last == "\r" { current.removeLast() }
          lines.append(Line(number: number, scalars: current))
          current = []
          number += 1
        } else {
          current.append(scalar)
        }
      case .emptyInput:
        break loop
      case .error:
        throw ImportError(
          .malformed, file: input.name, line: number, column: current.count + 1,
          message: "the file is not UTF-8 here; \(format) files are read as UTF-8",
          hint: "convert it, e.g. iconv -f latin1 -t utf-8 FILE > FILE.utf8")
      }
    }
    if current.last == "\r" { current.removeLast() }
    if !current.isEmpty { lines.append(Line(number: number, scalars: current)) }
    self.lines = lines
  }

  /// The white space PHP's `trim` removes.
  static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\0"
      || scalar == "\u{0B}"
  }

  /// Whether the first bytes (up to 64 KiB) decode as UTF-8 text, ignoring a
  /// sequence cut at the end of the prefix.
  static func looksLikeText(_ prefix: [UInt8]) -> Bool {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar.value < 0x20, scalar != "\n", scalar != "\r", scalar != "\t" { return false }
        consumed += UTF8.width(scalar)
      case .emptyInput: return true
      case .error: return bytes.count - consumed < 4
      }
    }
  }

  /// The prefix's lines as strings, for detection.
  static func prefixLines(_ prefix: [UInt8]) -> [Substring] {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }
}
