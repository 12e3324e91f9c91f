import Foundation
import QuizBankModel

/// Reads Moodle's Aiken format, as Moodle's importer
/// (`question/format/aiken/format.php`) reads it:
///
/// ```
/// What is the capital of Italy?
/// A) Milan
/// B. Rome
/// ANSWER: B
/// ```
///
/// Lines are trimmed and lines shorter than two characters ignored; a line that
/// starts with a capital letter and `.` or `)` is an option, `ANSWER:` and a
/// letter ends the question, any other line starts one. Each question becomes a
/// multiple-choice question with choices `a`, `b`, … and an id made from its
/// text. An option or `ANSWER:` outside a question, a question that ends
/// without `ANSWER:`, fewer than two options, or an answer letter with no
/// option fails the import with its line (Moodle refuses them too).
struct AikenReader {
  let input: ImportInput

  /// Recognises Aiken: an `ANSWER: X` line after option lines.
  static func detect(prefix: [UInt8]) -> Bool {
    guard TextLines.looksLikeText(prefix) else { return false }
    var options = 0
    for raw in TextLines.prefixLines(prefix) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if isOption(line) { options += 1 }
      if line.hasPrefix("ANSWER:"), options >= 2,
        line.dropFirst(7).trimmingCharacters(in: .whitespaces).first?.isUppercase == true
      {
        return true
      }
    }
    return false
  }

  /// Moodle's `^[A-Z][).][ \t]?`.
  static func isOption(_ line: some StringProtocol) -> Bool {
    let scalars = Array(line.unicodeScalars.prefix(2))
    return scalars.count == 2 && ("A"..."Z").contains(scalars[0])
      && (scalars[1] == ")" || scalars[1] == ".")
  }

  func read(into summary: inout ImportSummary) throws -> [Question] {
    let lines = try TextLines(try input.readAll(), input: input, format: "Aiken").lines
    var questions: [Question] = []
    var ids = UniqueIDs()
    var open: (line: Int, text: String, options: [String])?
    func fail(_ line: Int, _ message: String, hint: String) -> ImportError {
      ImportError(.malformed, file: input.name, line: line, column: 1, message: message, hint: hint)
    }
    // Moodle also splits lines at a lone CR.
    let split = lines.flatMap { line in
      line.text.split(separator: "\r", omittingEmptySubsequences: false).map { (line.number, $0) }
    }
    for (number, raw) in split {
      let line = raw.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\0\u{0B}"))
      if line.utf8.count < 2 { continue }
      if Self.isOption(line) {
        guard open != nil else {
          throw fail(
            number, "an option before any question",
            hint: "put the question's text on the line above its options")
        }
        open!.options.append(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix("ANSWER:") {
        guard let question = open else {
          throw fail(
            number, "ANSWER: outside a question", hint: "an ANSWER: line ends the question above it"
          )
        }
        guard question.options.count >= 2 else {
          throw fail(
            number,
            "the question on line \(question.line) has \(question.options.count) option(s); it needs at least two",
            hint: "write each option on its own line as A) text")
        }
        let letter = line.dropFirst(7).trimmingCharacters(in: .whitespaces).unicodeScalars.first
        guard let letter, ("A"..."Z").contains(letter),
          Int(letter.value - 65) < question.options.count
        else {
          let last = Character(UnicodeScalar(UInt8(64 + min(question.options.count, 26))))
          throw fail(
            number, "ANSWER: names no option of the question on line \(question.line)",
            hint: "write ANSWER: and one of the letters A to \(last)")
        }
        let right = Int(letter.value - 65)
        let id = ids.claim(
          MoodleQuestionMapper.slug(String(question.text.prefix(80)), fallback: "question"))
        let choices = question.options.enumerated().map { index, text in
          Choice(id: MoodleQuestionMapper.choiceId(index), text: ["en": text])
        }
        questions.append(
          Question(
            id: id, kind: .multipleChoice, prompt: ["en": question.text], choices: choices,
            correct: [MoodleQuestionMapper.choiceId(right)], provenance: Provenance(source: "aiken")
          ))
        open = nil
      } else {
        if let question = open {
          throw fail(
            number,
            "a new question starts before the question on line \(question.line) has its ANSWER: line",
            hint:
              "end each question with ANSWER: and the right option's letter (the text must be one line)"
          )
        }
        open = (number, line, [])
      }
    }
    if let question = open {
      throw fail(
        question.line, "the question has no ANSWER: line",
        hint: "end it with ANSWER: and the right option's letter")
    }
    return questions
  }
}
