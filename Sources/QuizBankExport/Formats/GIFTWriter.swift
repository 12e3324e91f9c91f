import Foundation
import QuizBankModel

/// Writes Moodle's GIFT format: a `$CATEGORY:` line, then one question per
/// block with one blank line between blocks.
///
/// Each question carries its id as `::id::` and in a `// [id:…]` comment with
/// its tags as `[tag:…]` (Moodle reads both). Text with characters that
/// Moodle's auto-format would take for HTML is marked `[plain]`; a question
/// with a remote image is written `[html]` with an `<img>`. Local images
/// cannot be carried.
struct GIFTWriter {
  func write(_ context: inout ExportContext) throws -> Data {
    var blocks = ["$CATEGORY: " + MoodleXMLWriter().category(context.bundle)]
    for question in context.bundle.questions {
      blocks.append(block(question, &context))
    }
    return Data((blocks.joined(separator: "\n\n") + "\n").utf8)
  }

  /// Escapes GIFT's special characters `~ = # { } :` and `\`, and writes
  /// line breaks as `\n` so a question stays one block.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\", "~", "=", "#", "{", "}", ":": out += "\\" + String(character)
      case "\r\n", "\n", "\r": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  private enum Markup: String {
    case auto = ""
    case plain = "[plain]"
    case html = "[html]"
  }

  private func block(_ question: Question, _ context: inout ExportContext) -> String {
    context.loseOtherLocales(question)
    context.loseUnsupported(question, [.subject, .difficulty, .provenance, .points])
    var remoteImage: ImageReference?
    if let image = question.image {
      if image.isRemote {
        remoteImage = image
      } else {
        context.lose(
          question, .image, "image \"\(image.source)\" is not carried: GIFT cannot embed files")
      }
    }
    let prompt = context.text(question.prompt)
    var texts = [prompt] + question.choices.map { context.text($0.text) }
    if let explanation = question.explanation { texts.append(context.text(explanation)) }
    let markup: Markup =
      remoteImage != nil
      ? .html
      : texts.contains { $0.contains("<") || $0.contains(">") || $0.contains("&") } ? .plain : .auto
    func render(_ text: String) -> String {
      Self.escape(markup == .html ? XMLEscaping.html(text) : text)
    }

    var comment = "// [id:\(question.id.replacingOccurrences(of: "]", with: "\\]"))]"
    for tag in question.tags {
      comment += " [tag:\(tag.replacingOccurrences(of: "]", with: "\\]"))]"
    }
    var head = "::\(Self.escape(question.id))::\(markup.rawValue)\(render(prompt))"
    if let image = remoteImage {
      let alt = XMLEscaping.text(context.text(image.alt))
      head += Self.escape("<br><img src=\"\(XMLEscaping.text(image.source))\" alt=\"\(alt)\">")
    }
    let feedback = question.explanation.map { "####" + render(context.text($0)) }
    var lines = [comment]
    switch question.kind {
    case .yesNo:
      let answer = question.correct.contains("yes") ? "TRUE" : "FALSE"
      lines.append(head + " {" + answer + (feedback ?? "") + "}")
    case .multipleChoice, .multipleResponse:
      lines.append(head + " {")
      let pairs = context.choices(of: question)
      if question.kind == .multipleChoice {
        for (choice, correct) in pairs {
          lines.append((correct ? "=" : "~") + render(context.text(choice.text)))
        }
      } else {
        let (fractions, exact) = MoodleFraction.forChoices(correct: pairs.map(\.correct))
        context.losePartialCredit(question, fractions: fractions, exact: exact)
        for ((choice, _), fraction) in zip(pairs, fractions) {
          lines.append("~%\(fraction)%" + render(context.text(choice.text)))
        }
      }
      if let feedback { lines.append(feedback) }
      lines.append("}")
    }
    return lines.joined(separator: "\n")
  }
}
