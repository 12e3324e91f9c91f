import Foundation
import QuizBankModel

/// Reads Moodle's GIFT text format into bundle questions, the way Moodle's own
/// importer (`question/format/gift/format.php`) reads it.
///
/// Blocks are separated by blank lines; lines starting with `//` are comments
/// (`[id:…]` and `[tag:…]` in them give the id and tags, as in Moodle 3.6+);
/// `$CATEGORY:` sets the category (a `category:` tag) of the questions after it;
/// `::name::` names a question; `\` escapes `~ = # { } :` and `\`, and `\n` is a
/// line break. The answers sit in `{…}`: text after the `}` makes a missing-word
/// question, whose prompt gets `_____` in place of the answers, as in Moodle.
///
/// - `{T}`, `{F}`, `{TRUE}`, `{FALSE}` → a yes/no question (choices True/False);
/// - `{=right ~wrong …}` → multiple choice (the `=` answer is right);
/// - `{~%50%a ~%50%b ~%-100%c}` (no `=`) → multiple response: the answers with a
///   positive weight are right (one such answer makes it multiple choice);
/// - `####text` before the `}` → the explanation.
///
/// `[html]`, `[moodle]` and the default format are HTML: tags are dropped and
/// entities decoded when the text has any (the first `<img>` with an http(s)
/// source becomes the question's picture); `[plain]` and `[markdown]` text is
/// kept as written. Short answer, numerical, matching, essay and description
/// questions, and questions with several `{…}` (embedded answers), are skipped
/// with a warning naming their line; per-answer feedback and partial credit are
/// warned about as not carried. A brace without its partner, or a
/// multiple-choice question with fewer than two answers, fails the import with
/// its line and column (Moodle refuses these too).
struct GIFTReader {
  let input: ImportInput

  /// One scalar of a question's text, where it is in the file, and whether a
  /// backslash made it plain text.
  struct Unit {
    var scalar: Unicode.Scalar
    var escaped: Bool
    var line: Int
    var column: Int

    /// Whether this is `character`, not escaped.
    func isSpecial(_ character: Unicode.Scalar) -> Bool { !escaped && scalar == character }
  }

  /// What reading a block gave.
  enum Outcome {
    case question(Question)
    case skipped
    case none
  }

  /// Recognises GIFT from the first bytes: a `::name::`, a `$CATEGORY:` line,
  /// or answers in braces (`{=`, `{~`, `{T}`, `{FALSE}`…, or a line ending in
  /// `{` followed by a line starting with `=` or `~`), outside comments.
  static func detect(prefix: [UInt8]) -> Bool {
    guard TextLines.looksLikeText(prefix) else { return false }
    var sawBrace = false
    var openBrace = false
    for raw in TextLines.prefixLines(prefix) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("//") || line.isEmpty { continue }
      if openBrace, line.hasPrefix("=") || line.hasPrefix("~") { sawBrace = true }
      openBrace = line.hasSuffix("{")
      if line.hasPrefix("$CATEGORY:") { return true }
      if line.hasPrefix("::"), line.dropFirst(2).contains("::") { return true }
      for marker in ["{=", "{~", "{T}", "{F}", "{TRUE}", "{FALSE}", "{#"]
      where line.contains(marker) {
        sawBrace = true
      }
    }
    return sawBrace
  }

  func read(into summary: inout ImportSummary) throws -> [Question] {
    let text = try TextLines(try input.readAll(), input: input, format: "GIFT")
    var mapper = GIFTQuestionMapper(file: input.name)
    var questions: [Question] = []
    var block: [TextLines.Line] = []
    func flush() throws {
      defer { block = [] }
      guard !block.isEmpty else { return }
      switch try mapper.read(block) {
      case .question(let question): questions.append(question)
      case .skipped: summary.skipped += 1
      case .none: break
      }
    }
    for line in text.lines {
      if line.isBlank {
        try flush()
      } else {
        block.append(line)
      }
    }
    try flush()
    summary.issues += mapper.issues
    return questions
  }
}

extension Array where Element == GIFTReader.Unit {
  /// The text, escapes resolved.
  var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: map(\.scalar))
    return text
  }
}

extension ArraySlice where Element == GIFTReader.Unit {
  /// The text, escapes resolved.
  var text: String { Array(self).text }

  /// Without the white space PHP's `trim` removes at both ends.
  var trimmed: ArraySlice<GIFTReader.Unit> {
    var slice = self
    while let first = slice.first, TextLines.isTrimmed(first.scalar) { slice = slice.dropFirst() }
    while let last = slice.last, TextLines.isTrimmed(last.scalar) { slice = slice.dropLast() }
    return slice
  }

  /// The index of the first unescaped `character`, from `start`.
  func firstSpecial(_ character: Unicode.Scalar, from start: Int? = nil) -> Int? {
    self[(start ?? startIndex)...].firstIndex { $0.isSpecial(character) }
  }

  /// The index where the first unescaped run `pattern` starts.
  func firstSpecialRun(_ pattern: String, from start: Int? = nil) -> Int? {
    let scalars = Array(pattern.unicodeScalars)
    var index = start ?? startIndex
    while index + scalars.count <= endIndex {
      if scalars.indices.allSatisfy({ self[index + $0].isSpecial(scalars[$0]) }) { return index }
      index += 1
    }
    return nil
  }

  /// The index where the last unescaped run `pattern` starts.
  func lastSpecialRun(_ pattern: String) -> Int? {
    let scalars = Array(pattern.unicodeScalars)
    var index = endIndex - scalars.count
    while index >= startIndex {
      if scalars.indices.allSatisfy({ self[index + $0].isSpecial(scalars[$0]) }) { return index }
      index -= 1
    }
    return nil
  }

  /// Whether the text starts with `prefix` (escaped or not).
  func hasPrefix(_ prefix: String) -> Bool {
    let scalars = Array(prefix.unicodeScalars)
    guard count >= scalars.count else { return false }
    return scalars.indices.allSatisfy { self[startIndex + $0].scalar == scalars[$0] }
  }
}
