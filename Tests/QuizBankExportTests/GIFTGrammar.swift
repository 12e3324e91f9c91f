import Foundation

/// A small GIFT reader for tests: splits a file into question blocks and
/// parses each against the GIFT grammar for the shapes the exporter writes,
/// failing on any unescaped special character where GIFT forbids one.
struct GIFTGrammar {
  struct Answer: Equatable {
    var mark: Character  // "=" or "~"
    var weight: String?
    var text: String
  }

  struct Block: Equatable {
    var comments: [String]
    var title: String
    var markup: String?
    var text: String
    var trueFalse: Bool?
    var answers: [Answer]
    var feedback: String?
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let specials: Set<Character> = ["~", "=", "#", "{", "}", ":"]
  static let markers = ["[plain]", "[html]", "[markdown]", "[moodle]"]

  /// `text` without the one format marker Moodle strips from its start.
  static func withoutMarker(_ text: String) -> String {
    guard let marker = markers.first(where: { text.hasPrefix($0) }) else { return text }
    return String(text.dropFirst(marker.count))
  }

  /// The category line and the question blocks; fails on more than one blank
  /// line between blocks or a missing final newline.
  static func parse(_ file: String) throws -> (category: String?, blocks: [Block]) {
    guard file.hasSuffix("\n"), !file.hasSuffix("\n\n") else {
      throw Failure(description: "the file must end with exactly one newline")
    }
    if file.contains("\n\n\n") {
      throw Failure(description: "more than one blank line between questions")
    }
    var chunks = file.dropLast().components(separatedBy: "\n\n")
    var category: String?
    if chunks.first?.hasPrefix("$CATEGORY:") == true {
      category = String(chunks.removeFirst().dropFirst("$CATEGORY:".count)).trimmingCharacters(
        in: .whitespaces)
    }
    return (category, try chunks.map(block))
  }

  static func block(_ chunk: String) throws -> Block {
    let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let comments = lines.filter { $0.hasPrefix("//") }
    let body = Array(lines.drop { $0.hasPrefix("//") }.joined(separator: "\n"))
    var index = 0
    func expect(_ literal: String) throws {
      let chars = Array(literal)
      guard index + chars.count <= body.count, Array(body[index..<index + chars.count]) == chars
      else {
        throw Failure(description: "expected \(literal) at \(index) in: \(chunk)")
      }
      index += chars.count
    }
    /// Reads escaped text up to one of `stops` (unescaped); fails on other specials.
    func text(until stops: Set<Character>, allowing: Set<Character> = []) throws -> String {
      var out = ""
      while index < body.count {
        let c = body[index]
        if c == "\\" {
          guard index + 1 < body.count else {
            throw Failure(description: "dangling backslash in: \(chunk)")
          }
          let next = body[index + 1]
          guard specials.contains(next) || next == "\\" || next == "n" else {
            throw Failure(description: "unknown escape \\\(next) in: \(chunk)")
          }
          out.append(next == "n" ? "\n" : next)
          index += 2
          continue
        }
        if stops.contains(c) { return out }
        if specials.contains(c), !allowing.contains(c) {
          throw Failure(description: "unescaped \(c) in: \(chunk)")
        }
        out.append(c)
        index += 1
      }
      throw Failure(description: "unterminated text in: \(chunk)")
    }
    try expect("::")
    let title = try text(until: [":"])
    try expect("::")
    // Moodle strips one format marker from the start of a text, no more.
    var markup: String?
    if let candidate = markers.first(where: { String(body[index...]).hasPrefix($0) }) {
      markup = candidate
      index += candidate.count
    }
    var questionText = try text(until: ["{"])
    if questionText.hasSuffix(" ") { questionText.removeLast() }
    try expect("{")
    var block = Block(
      comments: comments, title: title, markup: markup, text: questionText, trueFalse: nil,
      answers: [], feedback: nil)
    let rest = String(body[index...])
    for (word, value) in [("TRUE", true), ("FALSE", false)] where rest.hasPrefix(word) {
      block.trueFalse = value
      index += word.count
    }
    while index < body.count {
      let c = body[index]
      if c == "\n" || c == " " || c == "\t" {
        index += 1
      } else if c == "}" {
        index += 1
        guard index == body.count else {
          throw Failure(description: "text after the closing } in: \(chunk)")
        }
        return block
      } else if String(body[index...]).hasPrefix("####") {
        index += 4
        block.feedback = withoutMarker(try text(until: ["}", "\n"]))
      } else if c == "=" || c == "~" {
        guard block.trueFalse == nil else {
          throw Failure(description: "answers after TRUE/FALSE in: \(chunk)")
        }
        index += 1
        var weight: String?
        if index < body.count, body[index] == "%" {
          index += 1
          var digits = ""
          while index < body.count, body[index] != "%" {
            digits.append(body[index])
            index += 1
          }
          guard Double(digits) != nil else {
            throw Failure(description: "bad weight %\(digits)% in: \(chunk)")
          }
          weight = digits
          index += 1
        }
        let answer = withoutMarker(try text(until: ["\n", "}"]))
        block.answers.append(Answer(mark: c, weight: weight, text: answer))
      } else {
        throw Failure(description: "unexpected \(c) in the answers of: \(chunk)")
      }
    }
    throw Failure(description: "no closing } in: \(chunk)")
  }
}
