import QuizBankModel
import QuizBankPlay

extension TerminalView {
  /// The smallest screen a card is drawn on; below it, or when the question and
  /// its answers cannot all be shown, a notice asks for a larger window.
  package static let minimumSize = (columns: 30, rows: 10)

  /// Draws the question card; with `feedback`, the frame turns green or red,
  /// the chosen answer is marked and a wrong answer reveals the right one.
  ///
  /// The question and every answer always show, wrapped: when rows are short the
  /// picture goes first, then the blank lines, then the explanation; text too long
  /// for the largest screen (80×24) is cut (answers to a line each, then the prompt);
  /// a smaller screen where the question or an answer would be cut, or one too
  /// small even for that, shows a "make the window larger" notice.
  func drawCard(_ card: QuestionCard, feedback: AnswerFeedback?) {
    screenOnScreen = nil
    defer { cardOnScreen = (card, feedback) }
    let inner = width - 4
    var position = text.text(
      "header.question", ["number": "\(card.number)", "total": "\(card.total)"])
    if presenter?.mode == .menu {
      let score = feedback?.score ?? card.score
      position += " · " + text.text("header.score", ["score": "\(score)"])
    } else {
      position = text.text("header.round", ["number": "\(card.round)"]) + " · " + position
    }
    var explanation: [String] = []
    if feedback != nil, let text = card.explanation {
      explanation = ScreenText.wrap(DisplayText.sanitized(text), width - 2, maxLines: 2)
    }
    var subject: [String] = []
    var name = ""
    if let value = card.subject {
      name = DisplayText.sanitized(value.title) + (value.year.map { " (\($0))" } ?? "")
      subject = ScreenText.wrap(name, inner, maxLines: 2)
    }
    let promptText = DisplayText.sanitized(card.prompt)
    var prompt = ScreenText.wrap(promptText, inner, maxLines: 1000)
    var optionLines = options(card, feedback: feedback, linesEach: 1000)
    // What always shows: the header, the frame's borders, the subject, the prompt,
    // every answer and the status line. When text is too long for the screen, the
    // subject, then each answer, take one line, then the prompt is cut to what is left.
    let available = height - 1 - noticeLines.count
    func essential() -> Int { 1 + 2 + subject.count + prompt.count + optionLines.count + 1 }
    if essential() > available, subject.count > 1 {
      subject = ScreenText.wrap(name, inner, maxLines: 1)
    }
    var cut = false
    if essential() > available {
      optionLines = options(card, feedback: feedback, linesEach: 1)
      cut = card.options.contains { answerLines($0, card, feedback, 2).count > 1 }
    }
    if essential() > available {
      let rows = prompt.count - (essential() - available)
      cut = cut || rows < prompt.count
      prompt = ScreenText.wrap(promptText, inner, maxLines: max(1, rows))
    }
    // A cut question or answer on a window smaller than the largest screen drawn
    // (80×24) asks for a larger window instead; at full size the cut stays.
    let size = screenSize()
    let canGrow = size.columns < 80 || size.rows < 24
    var room = available - essential()
    guard width >= Self.minimumSize.columns, height >= Self.minimumSize.rows, room >= 0,
      !(cut && canGrow)
    else {
      drawTooSmall()
      return
    }
    // Then the explanation (after an answer),
    let explanationRows = min(explanation.count, room)
    room -= explanationRows
    // the blanks below the header, below the frame and above the status line,
    let spacing = min(3, room)
    room -= spacing
    // and the picture with a blank below it. MovieQuiz's card is built around the
    // poster: classic mode keeps the picture area, with a placeholder, even for a
    // question without a picture.
    let showsPicture = card.image != nil || presenter?.mode == .classic
    let pictureRows = showsPicture && room >= 2 ? min(9, room - 1) : 0

    var body: [FramedLine] = []
    var drawnInline = false
    if pictureRows > 0 {
      if let blocks = halfBlocks(card, columns: inner, rows: pictureRows) {
        body = centered(blocks, rows: pictureRows, width: inner)
        drawnInline = true
      } else {
        body = picture(card, rows: pictureRows, width: inner)
      }
      body.append(FramedLine(""))
    }
    body += subject.map { FramedLine($0, paint: style.bold) }
    body += prompt.map { FramedLine($0) }

    let paint: (String) -> String =
      switch feedback?.isCorrect {
      case true?: { self.style.green(self.style.bold($0)) }
      case false?: { self.style.red(self.style.bold($0)) }
      case nil: style.dim
      }
    var lines = [header(right: position)]
    if spacing >= 3 { lines.append("") }
    lines += ScreenText.frame(body, width: width, paint: paint)
    if spacing >= 2 { lines.append("") }
    lines += optionLines
    if spacing >= 1 { lines.append("") }
    lines.append("  " + status(card, feedback: feedback))
    lines += explanation.prefix(explanationRows).map { "  " + style.dim($0) }

    var extra = ""
    if pictureRows > 0, !drawnInline, let image = card.image,
      let sequence = images.sequence(
        for: image, bundleFolder: bundleFolder, columns: inner, rows: pictureRows)
    {
      // Column 3 of the first row inside the frame: below any notices, the
      // header, the blank line and the top border.
      let row = noticeLines.count + (spacing >= 3 ? 4 : 3)
      extra = "\u{1B}7\u{1B}[\(row);3H" + sequence + "\u{1B}8"
    }
    draw(lines, then: extra)
  }

  /// The notice shown instead of a card on a screen too small for it.
  func drawTooSmall() {
    let message = text.text(
      "screen.tooSmall",
      [
        "columns": "\(Self.minimumSize.columns)", "rows": "\(Self.minimumSize.rows)",
      ])
    let lines = ScreenText.wrap(message, max(1, width - 1), maxLines: max(1, height - 1))
    draw(lines.map { style.yellow($0) })
  }

  /// The card's picture in half-blocks, when the terminal draws them and the picture
  /// is a local PNG or JPEG that decodes; kept for the next draw of the same card.
  private func halfBlocks(_ card: QuestionCard, columns: Int, rows: Int) -> [String]? {
    guard images.halfBlockDepth != nil, let image = card.image, !image.isRemote else {
      return nil
    }
    let key = "\(image.source)\u{0}\(columns)x\(rows)"
    if let cached = halfBlockCache, cached.key == key { return cached.lines }
    let lines = images.halfBlockLines(
      for: image, bundleFolder: bundleFolder, columns: columns, rows: rows)
    halfBlockCache = (key, lines)
    return lines
  }

  /// Half-block lines centred in a `width`×`rows` area of the frame.
  private func centered(_ blocks: [String], rows: Int, width: Int) -> [FramedLine] {
    let columns = blocks.first.map { ScreenText.columns(Self.visible($0)) } ?? 0
    let left = String(repeating: " ", count: max(0, (width - columns) / 2))
    let right = String(repeating: " ", count: max(0, width - columns - left.count))
    let top = max(0, (rows - blocks.count) / 2)
    var lines = Array(repeating: FramedLine(""), count: rows)
    for (offset, block) in blocks.prefix(rows).enumerated() {
      // The frame pads the plain text; the painted line is the picture itself.
      lines[top + offset] = FramedLine(
        String(repeating: " ", count: width), paint: { _ in left + block + right })
    }
    return lines
  }

  /// `text` without its SGR escape sequences.
  static func visible(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        out.append(character)
      }
    }
    return out
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

  /// The answers' lines: each answer wrapped under its key, never cut.
  private func options(_ card: QuestionCard, feedback: AnswerFeedback?, linesEach: Int)
    -> [String]
  {
    let rendered: [[String]] = card.options.map { answerLines($0, card, feedback, linesEach) }
    if card.kind == .yesNo, card.options.count == 2, rendered.allSatisfy({ $0.count == 1 }) {
      let joined = "  " + rendered.map { $0[0] }.joined(separator: "      ")
      if ScreenText.columns(Self.visible(joined)) <= width - 1 { return [joined] }
    }
    return rendered.flatMap { $0 }.map { "  " + $0 }
  }

  /// One answer's lines: its key (and mark) on the first, the rest indented under it.
  private func answerLines(
    _ option: AnswerOption, _ card: QuestionCard, _ feedback: AnswerFeedback?, _ linesEach: Int
  ) -> [String] {
    let answer = DisplayText.sanitized(option.text)
    let key = "[\(option.key)] "
    var mark = ""
    var paint: (String) -> String = { $0 }
    if let feedback {
      mark = "  "
      if feedback.chosen.contains(option.id) {
        mark = feedback.isCorrect ? "✓ " : "✗ "
        let style = self.style
        if feedback.isCorrect {
          paint = { style.green($0) }
        } else {
          paint = { style.red($0) }
        }
      } else if !feedback.isCorrect, feedback.correct.contains(option.id) {
        mark = "✓ "
        let style = self.style
        paint = { style.green($0) }
      }
    }
    var box = ""
    if feedback == nil, card.kind == .multipleResponse {
      box = selection.contains(option.key) ? "[x] " : "[ ] "
    }
    let lead = ScreenText.columns(mark + key + box)
    let wrapped = ScreenText.wrap(answer, max(1, width - 3 - lead), maxLines: linesEach)
    let indent = String(repeating: " ", count: lead)
    var lines: [String] = []
    for (index, line) in wrapped.enumerated() {
      if index > 0 {
        lines.append(paint(indent + line))
      } else if feedback == nil {
        lines.append(style.bold("[\(option.key)]") + " " + box + line)
      } else {
        lines.append(paint(mark + key + line))
      }
    }
    return lines.isEmpty ? [feedback == nil ? style.bold("[\(option.key)]") : mark + key] : lines
  }

  private func status(_ card: QuestionCard, feedback: AnswerFeedback?) -> String {
    let room = width - 2
    guard let feedback else {
      let keys = card.options.map(\.key)
      var list =
        keys.count == 2 ? keys.joined(separator: "/") : "\(keys.first ?? "1")–\(keys.last ?? "9")"
      // In menu mode 1–9 answer any question, yes/no too (1 = the first answer).
      if presenter?.mode == .menu, !keys.isEmpty, keys.contains(where: { Int($0) == nil }) {
        list += ", " + (keys.count == 2 ? "1/2" : "1–\(min(keys.count, 9))")
      }
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
