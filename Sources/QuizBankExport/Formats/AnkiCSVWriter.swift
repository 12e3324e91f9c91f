import Foundation
import QuizBankModel

/// Writes a CSV file for Anki's text import, with the file headers Anki reads
/// (`#separator:`, `#html:`, `#notetype:`, `#deck:`, `#columns:`,
/// `#guid column:`, `#tags column:`), so a re-import updates the notes it made
/// before instead of adding duplicates.
///
/// Columns: GUID (`<bundle id>/<question id>`), Front (subject, prompt and the
/// lettered choices), Back (the right answer(s) and the explanation), Tags
/// (the question's tags plus `difficulty:<level>`, spaces as `_`).
struct AnkiCSVWriter {
  func write(_ context: inout ExportContext) throws -> Data {
    var csv = CSVWriter(quotesLeadingHash: true)
    csv.line("#separator:Comma")
    csv.line("#html:false")
    csv.line("#notetype:Basic")
    csv.line(
      "#deck:" + context.text(context.bundle.title).replacingOccurrences(of: "\n", with: " "))
    csv.line("#columns:GUID,Front,Back,Tags")
    csv.line("#guid column:1")
    csv.line("#tags column:4")
    for question in context.bundle.questions {
      context.loseOtherLocales(question)
      context.loseUnsupported(question, [.points, .provenance])
      if let image = question.image {
        context.lose(
          question, .image, "image \"\(image.source)\" is not carried: the cards are plain text")
      }
      csv.row([
        context.bundle.id + "/" + question.id,
        front(question, context),
        back(question, context),
        tags(question),
      ])
    }
    return Data(csv.text.utf8)
  }

  static func letter(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(65 + index))) : String(index + 1)
  }

  private func front(_ question: Question, _ context: ExportContext) -> String {
    var lines = [KahootCSVWriter.subjectPrefix(question) + context.text(question.prompt)]
    if question.kind != .yesNo {
      lines.append("")
      for (index, choice) in question.choices.enumerated() {
        lines.append("\(Self.letter(index)). \(context.text(choice.text))")
      }
      if question.kind == .multipleResponse { lines.append("(choose all that apply)") }
    }
    return lines.joined(separator: "\n")
  }

  private func back(_ question: Question, _ context: ExportContext) -> String {
    var answers: [String] = []
    for (index, pair) in context.choices(of: question).enumerated() where pair.correct {
      let text = context.text(pair.choice.text)
      answers.append(question.kind == .yesNo ? text : "\(Self.letter(index)). \(text)")
    }
    var back = answers.joined(separator: "\n")
    if let explanation = question.explanation { back += "\n\n" + context.text(explanation) }
    return back
  }

  private func tags(_ question: Question) -> String {
    var tags = question.tags
    if let difficulty = question.difficulty { tags.append("difficulty:\(difficulty.rawValue)") }
    return tags.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: "_") }
      .joined(separator: " ")
  }
}
