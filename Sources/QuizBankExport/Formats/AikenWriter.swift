import Foundation
import QuizBankModel

/// Writes Moodle's Aiken format: per question, its text on one line, the
/// options `A) …`, `B) …` on one line each, then `ANSWER: X`; a blank line
/// between questions.
///
/// Aiken holds single-answer multiple choice and nothing else, as Moodle's own
/// Aiken exporter does: a yes/no question becomes the options True and False
/// (a `kind` loss); a multiple-response question, one with more than 26
/// choices, and one whose text Moodle's reader would take for an option
/// (`A) …`, `B. …`) or an `ANSWER:` line are left out (reported). Line breaks
/// inside a text become spaces (a `text` loss). Ids, explanations, pictures,
/// points, tags, difficulty, subject and provenance have no place.
struct AikenWriter {
  /// Aiken's option letters.
  static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

  func write(_ context: inout ExportContext) throws -> Data {
    var blocks: [String] = []
    for question in context.bundle.questions {
      if let block = block(question, &context) { blocks.append(block) }
    }
    return Data(blocks.map { $0 + "\n" }.joined(separator: "\n").utf8)
  }

  private func block(_ question: Question, _ context: inout ExportContext) -> String? {
    if question.kind == .multipleResponse {
      context.lose(
        question, .multipleResponse,
        "Aiken has one right answer per question; the question is left out")
      return nil
    }
    var options: [(text: String, correct: Bool)]
    if question.kind == .yesNo {
      options = [
        ("True", question.correct.contains("yes")), ("False", question.correct.contains("no")),
      ]
    } else {
      options = context.choices(of: question).map { (context.text($0.choice.text), $0.correct) }
    }
    guard options.count <= Self.letters.count else {
      context.lose(
        question, .choices,
        "Aiken has at most 26 options (A to Z); this question has \(options.count) and is left out")
      return nil
    }
    let prompt = Self.oneLine(context.text(question.prompt))
    if Self.isMisread(prompt) {
      context.lose(
        question, .text,
        "the question text \"\(prompt.prefix(40))\" would be read as an option or an ANSWER: line (Aiken has no escape); the question is left out"
      )
      return nil
    }
    context.loseOtherLocales(question)
    context.loseUnsupported(
      question, [.id, .image, .subject, .explanation, .points, .tags, .difficulty, .provenance])
    if question.kind == .yesNo {
      context.lose(
        question, .kind, "yes/no becomes multiple choice with the options True and False")
    }
    var texts = [context.text(question.prompt)]
    if question.kind != .yesNo { texts += options.map(\.text) }
    if texts.contains(where: { $0.contains(where: \.isNewline) }) {
      context.lose(question, .text, "line breaks become spaces (Aiken holds each text on one line)")
    }
    var lines = [prompt]
    for (letter, option) in zip(Self.letters, options) {
      lines.append("\(letter)) \(Self.oneLine(option.text))")
    }
    let right = zip(Self.letters, options).first { $0.1.correct }?.0 ?? "A"
    lines.append("ANSWER: \(right)")
    return lines.joined(separator: "\n")
  }

  /// The text on one line: each line break (CR, LF, CRLF, or another Unicode
  /// line separator) becomes a space.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  /// Whether Moodle's Aiken reader would not take `text` (trimmed) for a
  /// question's first line: an option, an `ANSWER:` line, or under two bytes.
  static func isMisread(_ text: String) -> Bool {
    let line = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\0\u{0B}"))
    let scalars = Array(line.unicodeScalars.prefix(2))
    let option =
      scalars.count == 2 && ("A"..."Z").contains(scalars[0])
      && (scalars[1] == ")" || scalars[1] == ".")
    return option || line.hasPrefix("ANSWER:") || line.utf8.count < 2
  }
}
