import QuizBankModel
import QuizBankPlay

extension TerminalView {
  /// Draws the question card; with `feedback`, the frame turns green or red,
  /// the chosen answer is marked and a wrong answer reveals the right one.
  func drawCard(_ card: QuestionCard, feedback: AnswerFeedback?) {
    let inner = width - 4
    var position = text.text(
      "header.question", ["number": "\(card.number)", "total": "\(card.total)"])
    if presenter?.mode == .menu {
      let score = feedback?.score ?? card.score
      position += " · " + text.text("header.score", ["score": "\(score)"])
    } else {
      position = text.text("header.round", ["number": "\(card.round)"]) + " · " + position
    }
    let optionLines = options(card, feedback: feedback)
    // Rows left for the prompt and the picture: the screen less the last line,
    // the notices, the header and a blank, the frame's borders, the subject, a
    // blank, the answers, a blank and the status line.
    var explanation: [String] = []
    if feedback != nil, let text = card.explanation {
      explanation = ScreenText.wrap(DisplayText.sanitized(text), width - 2, maxLines: 2)
    }
    let fixed =
      7 + (card.subject == nil ? 0 : 1) + optionLines.count + noticeLines.count + explanation.count
    var free = height - 1 - fixed
    // MovieQuiz's card is built around the poster: classic mode keeps the
    // picture area, with a placeholder, even for a question without a picture.
    let showsPicture = card.image != nil || presenter?.mode == .classic
    if showsPicture { free -= 2 }  // at least one picture row and the blank below it
    let prompt = ScreenText.wrap(
      DisplayText.sanitized(card.prompt), inner, maxLines: max(1, min(3, free)))
    let pictureRows = max(1, min(9, free - prompt.count + 1))

    var body: [FramedLine] = []
    if showsPicture {
      body = picture(card, rows: pictureRows, width: inner)
      body.append(FramedLine(""))
    }
    if let subject = card.subject {
      let name = DisplayText.sanitized(subject.title) + (subject.year.map { " (\($0))" } ?? "")
      body.append(FramedLine(name, paint: style.bold))
    }
    body += prompt.map { FramedLine($0) }

    let paint: (String) -> String =
      switch feedback?.isCorrect {
      case true?: { self.style.green(self.style.bold($0)) }
      case false?: { self.style.red(self.style.bold($0)) }
      case nil: style.dim
      }
    var lines = [header(right: position), ""]
    lines += ScreenText.frame(body, width: width, paint: paint)
    lines.append("")
    lines += optionLines
    lines.append("")
    lines.append("  " + status(card, feedback: feedback))
    lines += explanation.map { "  " + style.dim($0) }

    var extra = ""
    if let image = card.image,
      let sequence = images.sequence(
        for: image, bundleFolder: bundleFolder, columns: inner, rows: pictureRows)
    {
      // Column 3 of the first row inside the frame: below any notices, the
      // header, the blank line and the top border.
      let row = noticeLines.count + 4
      extra = "\u{1B}7\u{1B}[\(row);3H" + sequence + "\u{1B}8"
    }
    draw(lines, then: extra)
  }

  private func picture(_ card: QuestionCard, rows: Int, width: Int) -> [FramedLine] {
    var content: [String] = []
    if let image = card.image {
      content.append("[ " + text.text("card.picture") + " ]")
      content.append(DisplayText.sanitized(image.source))
      if let alt = card.imageAlt { content.append(DisplayText.sanitized(alt)) }
    } else {
      content.append("[ " + text.text("card.noPicture") + " ]")
      if let subject = card.subject { content.append(DisplayText.sanitized(subject.title)) }
    }
    content = Array(content.prefix(rows))
    let top = (rows - content.count) / 2
    var lines = Array(repeating: FramedLine(""), count: rows)
    for (offset, line) in content.enumerated() {
      lines[top + offset] = FramedLine(ScreenText.center(line, width), paint: style.dim)
    }
    return lines
  }

  private func options(_ card: QuestionCard, feedback: AnswerFeedback?) -> [String] {
    let rendered = card.options.map { option -> String in
      let answer = ScreenText.fit(DisplayText.sanitized(option.text), width - 10)
      let label = "[\(option.key)] " + answer
      guard let feedback else {
        let mark =
          card.kind == .multipleResponse ? (selection.contains(option.key) ? "[x] " : "[ ] ") : ""
        return style.bold("[\(option.key)]") + " " + mark + answer
      }
      if feedback.chosen.contains(option.id) {
        return feedback.isCorrect ? style.green("✓ " + label) : style.red("✗ " + label)
      }
      if !feedback.isCorrect, feedback.correct.contains(option.id) {
        return style.green("✓ " + label)
      }
      return "  " + label
    }
    if card.kind == .yesNo, card.options.count == 2 {
      return ["  " + rendered.joined(separator: "      ")]
    }
    return rendered.map { "  " + $0 }
  }

  private func status(_ card: QuestionCard, feedback: AnswerFeedback?) -> String {
    let room = width - 2
    guard let feedback else {
      let keys = card.options.map(\.key)
      let list =
        keys.count == 2 ? keys.joined(separator: "/") : "\(keys.first ?? "1")–\(keys.last ?? "9")"
      let hint = card.kind == .multipleResponse ? "hint.choose" : "hint.answer"
      return style.dim(ScreenText.fit(text.text(hint, ["keys": list]), room))
    }
    if feedback.isCorrect {
      var line = "✓ " + text.text("feedback.right")
      if presenter?.mode == .menu {
        line += " " + text.text("feedback.points", ["points": "\(feedback.pointsAwarded)"])
      }
      return style.green(style.bold(ScreenText.fit(line, room)))
    }
    let right = card.options.filter { feedback.correct.contains($0.id) }
      .map { DisplayText.sanitized($0.text) }.joined(separator: ", ")
    let line =
      "✗ " + text.text("feedback.wrong") + " "
      + text.text("feedback.correctWas", ["answer": right])
    return style.red(style.bold(ScreenText.fit(line, room)))
  }
}
