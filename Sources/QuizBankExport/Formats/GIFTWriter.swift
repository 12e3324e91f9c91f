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
///
/// Escaping follows Moodle's GIFT reader (`qformat_gift`): `~ = # { } :` and
/// `\` take a backslash and line breaks become `\n` (the characters its
/// `escapedchar_pre` restores); a text that begins with a format marker
/// (`[html]`, `[moodle]`, `[plain]`, `[markdown]`, which `parse_text_with_format`
/// would strip) or an answer that begins with `%` (which would be read as a
/// weight) is written after the block's own marker, since Moodle strips one
/// marker only and has no `\[` or `\%` escape (a backslash would stay in the text).
struct GIFTWriter {
  func write(_ context: inout ExportContext) throws -> Data {
    var blocks = ["$CATEGORY: " + MoodleXMLWriter().category(context.bundle)]
    for question in context.bundle.questions {
      let text = block(question, &context)
      if !text.isEmpty { blocks.append(text) }
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

  /// The format markers Moodle's `parse_text_with_format` strips from the start of a text.
  static let formatMarkers = ["[moodle]", "[html]", "[plain]", "[markdown]"]

  private enum Markup: String {
    case auto = ""
    case plain = "[plain]"
    case html = "[html]"

    /// The marker written in front of a text that must not start as it does.
    var explicit: String { self == .auto ? "[moodle]" : rawValue }
  }

  /// Whether Moodle would take the start of `text` (after the white space it
  /// trims) for a format marker, or, for an answer, for a `%weight%`.
  static func needsMarker(_ text: String, answer: Bool) -> Bool {
    let start = text.drop { " \t\n\r\0\u{0B}".contains($0) }
    return formatMarkers.contains { start.hasPrefix($0) } || answer && start.hasPrefix("%")
  }

  /// `// [id:…] [tag:…]…`, as Moodle's `extract_idnumber_and_tags_from_comment`
  /// reads it: `]` escaped as `\]`; an id with a control character, or a tag
  /// with one or with `<`, `>` or a backquote (which Moodle's pattern stops
  /// at), cannot be written there and is reported.
  private static func comment(_ question: Question, _ context: inout ExportContext) -> String {
    let isControl = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .control }
    // `\]` stands for `]`, so a backslash before `]` or at the end cannot be told apart.
    let ambiguous = { (text: String) in text.hasSuffix("\\") || text.contains("\\]") }
    var comment = "//"
    if question.id.unicodeScalars.contains(where: isControl) || ambiguous(question.id) {
      context.lose(
        question, .id,
        "the id has a control character or a backslash before ] or at its end, which a GIFT [id:…] comment cannot hold; only the ::title:: carries it"
      )
    } else {
      comment += " [id:\(question.id.replacingOccurrences(of: "]", with: "\\]"))]"
    }
    for tag in question.tags {
      if tag.unicodeScalars.contains(where: { isControl($0) || "<>`".unicodeScalars.contains($0) })
        || ambiguous(tag)
      {
        context.lose(
          question, .tags,
          "tag \"\(tag)\" is not carried: a GIFT [tag:…] comment cannot hold <, >, `, control characters or a backslash before ] or at its end"
        )
      } else {
        comment += " [tag:\(tag.replacingOccurrences(of: "]", with: "\\]"))]"
      }
    }
    return comment
  }

  private func block(_ question: Question, _ context: inout ExportContext) -> String {
    if context.leaveOutUngradable(question) { return "" }
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
    /// `text` escaped; `marked` when the block's marker is already in front of it.
    func render(_ text: String, answer: Bool = false, marked: Bool = false) -> String {
      let escaped = Self.escape(markup == .html ? XMLEscaping.html(text) : text)
      return !marked && Self.needsMarker(text, answer: answer) ? markup.explicit + escaped : escaped
    }

    let comment = Self.comment(question, &context)
    let promptMarker =
      markup == .auto && Self.needsMarker(prompt, answer: false) ? "[moodle]" : markup.rawValue
    var head = "::\(Self.escape(question.id))::\(promptMarker)\(render(prompt, marked: true))"
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
          lines.append((correct ? "=" : "~") + render(context.text(choice.text), answer: true))
        }
      } else {
        let fractions = context.moodleGrades(question)
        for ((choice, _), fraction) in zip(pairs, fractions) {
          lines.append("~%\(fraction)%" + render(context.text(choice.text), answer: true))
        }
      }
      if let feedback { lines.append(feedback) }
      lines.append("}")
    }
    return lines.joined(separator: "\n")
  }
}
