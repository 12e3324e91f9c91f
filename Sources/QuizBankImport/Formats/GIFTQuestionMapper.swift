import Foundation
import QuizBankModel

/// Turns one GIFT block (the lines between blank lines) into a bundle question,
/// following Moodle's `qformat_gift::readquestion` step by step.
struct GIFTQuestionMapper {
  typealias Unit = GIFTReader.Unit
  typealias Units = ArraySlice<Unit>

  let file: String
  /// Warnings: skipped questions and what was not carried.
  var issues: [ImportIssue] = []
  private var category: String?
  private var ids = UniqueIDs()
  private let locale = "en"

  init(file: String) { self.file = file }

  /// The text format a GIFT text is in: a marker at its start, or the default.
  enum TextFormat: String {
    case moodle, html, plain, markdown
  }

  mutating func read(_ lines: [TextLines.Line]) throws -> GIFTReader.Outcome {
    var comments = ""
    var units: [Unit] = []
    for line in lines {
      if !units.isEmpty {
        units.append(Unit(scalar: "\n", escaped: false, line: line.number, column: 0))
      }
      let first = line.scalars.firstIndex { !TextLines.isTrimmed($0) } ?? line.scalars.endIndex
      let last = line.scalars.lastIndex { !TextLines.isTrimmed($0) } ?? -1
      guard first <= last else { continue }
      let trimmed = line.scalars[first...last]
      if trimmed.starts(with: ["/", "/"]) {
        var text = ""
        text.unicodeScalars.append(contentsOf: trimmed)
        comments += text + "\n"
        units.append(Unit(scalar: " ", escaped: false, line: line.number, column: first + 1))
        continue
      }
      units += Self.unescaped(trimmed, line: line.number, firstColumn: first + 1)
    }
    let text = units[...].trimmed
    guard let start = text.first else { return .none }

    if text.hasPrefix("$CATEGORY:"), !text[text.startIndex + 9].escaped {
      // Moodle reads the whole block as the category's name.
      let name = text.dropFirst(10).trimmed
      if let newline = name.firstIndex(where: { $0.scalar == "\n" && !$0.escaped }) {
        let next = name[newline...].trimmed.first ?? start
        issues.append(
          issue(
            at: next,
            "this line follows $CATEGORY: without a blank line between: Moodle reads it as part of the category's name, so it is ignored; put a blank line after the $CATEGORY: line"
          ))
        category = MoodleQuestionMapper.categoryPath(name[..<newline].text)
      } else {
        category = MoodleQuestionMapper.categoryPath(name.text)
      }
      return .none
    }
    var body = text
    var name: String?
    if body.firstSpecialRun("::") == body.startIndex {
      body = body.dropFirst(2)
      if let end = body.firstSpecialRun("::") {
        name = body[..<end].text.trimmingCharacters(in: .whitespacesAndNewlines)
        body = body[(end + 2)...].trimmed
      }
    }
    let open = body.firstSpecial("{")
    let close = body.firstSpecial("}")
    let shownName = name.map { "question \"\($0)\"" } ?? "the question on line \(start.line)"
    guard open != nil || close != nil else {
      return skip("description", name, at: start, why: "it has no answers in { }")
    }
    guard let open else {
      throw error(at: body[close!], "this } closes no {", hint: "write \\} for a literal brace")
    }
    guard let close else {
      throw error(
        at: body[open], "this { that opens the answers is never closed",
        hint: "end the answers with }, or write \\{ for a literal brace")
    }
    guard open < close else {
      throw error(
        at: body[close], "this } comes before the { that opens the answers",
        hint: "write \\} for a literal brace")
    }
    let after = body[(close + 1)...]
    if let second = after.firstSpecial("{") {
      return skip(
        "embedded-answers", name, at: body[second],
        why: "it has a second set of answers in { } (embedded answers, as in Moodle's Cloze)")
    }
    var answers = body[(open + 1)..<close].trimmed
    var questionText = Array(body[..<open])
    if !after.isEmpty {
      questionText += "_____".unicodeScalars.map {
        Unit(scalar: $0, escaped: true, line: body[open].line, column: body[open].column)
      }
      questionText += after
    }
    var generalFeedback: Units = []
    if let separator = answers.lastSpecialRun("####") {
      generalFeedback = answers[(separator + 4)...]
      answers = answers[..<separator].trimmed
    }
    let (format, prompt) = Self.withFormat(questionText[...], default: .moodle)
    let (_, feedback) = Self.withFormat(generalFeedback.trimmed, default: format)

    let kind: String
    if answers.isEmpty {
      kind = "essay"
    } else if answers.first!.isSpecial("#") {
      kind = "numerical"
    } else if answers.firstSpecial("~") != nil {
      kind = "multichoice"
    } else if answers.firstSpecial("=") != nil, answers.firstSpecialRun("->") != nil {
      kind = "matching"
    } else {
      var check = answers
      if let hash = answers.firstSpecial("#"), hash > answers.startIndex {
        check = answers[..<hash].trimmed
      }
      kind = ["T", "TRUE", "F", "FALSE"].contains(check.text) ? "truefalse" : "short-answer"
    }
    let context = QuestionContext(
      name: name, shownName: shownName, start: start, format: format, prompt: prompt,
      feedback: feedback, comments: comments)
    switch kind {
    case "truefalse": return trueFalse(answers, context)
    case "multichoice": return try multipleChoice(answers, open: body[open], context)
    default:
      return skip(
        kind, name, at: start,
        why: "the bundle holds multiple choice, multiple response and true/false")
    }
  }

  /// What the parts of a question share.
  struct QuestionContext {
    var name: String?
    var shownName: String
    var start: Unit
    var format: TextFormat
    var prompt: Units
    var feedback: Units
    var comments: String
  }

  private mutating func trueFalse(_ answers: Units, _ context: QuestionContext)
    -> GIFTReader.Outcome
  {
    var parts: [Units] = []
    var rest = answers
    while parts.count < 2, let hash = rest.firstSpecial("#") {
      parts.append(rest[..<hash])
      rest = rest[(hash + 1)...]
    }
    parts.append(rest)
    let right = ["T", "TRUE"].contains(parts[0].trimmed.text)
    for (index, part) in parts.enumerated().dropFirst() where !part.trimmed.isEmpty {
      let which = index == 1 ? "wrong answer" : "right answer"
      notCarried(at: part.trimmed.first!, "the feedback for a \(which) of \(context.shownName)")
    }
    let choices = [
      Choice(id: "yes", text: [locale: "True"]), Choice(id: "no", text: [locale: "False"]),
    ]
    return .question(
      question(context, kind: .yesNo, choices: choices, correct: [right ? "yes" : "no"]))
  }

  private mutating func multipleChoice(_ answerText: Units, open: Unit, _ context: QuestionContext)
    throws
    -> GIFTReader.Outcome
  {
    let single = answerText.firstSpecial("=") != nil
    // Moodle: every `=` becomes `~=`, then the text is split at each `~`.
    var pieces: [Units] = []
    var pieceStart = answerText.startIndex
    for index in answerText.indices {
      let unit = answerText[index]
      if unit.isSpecial("~") || unit.isSpecial("=") {
        pieces.append(answerText[pieceStart..<index])
        pieceStart = unit.isSpecial("~") ? index + 1 : index
      }
    }
    pieces.append(answerText[pieceStart...])
    if let first = pieces.first?.trimmed {
      if first.isEmpty {
        pieces.removeFirst()
      } else {
        issues.append(
          issue(
            at: first.first!,
            "text before the first ~ or = in \(context.shownName) (\"\(first.text)\") is read as a wrong answer, as Moodle reads it"
          ))
      }
    }
    guard pieces.count >= 2 else {
      throw error(
        at: open,
        "multiple-choice \(context.shownName) has \(pieces.count) answer(s); it needs at least two",
        hint: "give each answer its own ~ (wrong) or = (right)")
    }
    var weights: [Double] = []
    var texts: [String] = []
    var firstUnits: [Unit] = []
    for piece in pieces {
      var answer = piece.trimmed
      guard let head = answer.first else {
        weights.append(0)
        texts.append("")
        firstUnits.append(open)
        continue
      }
      var weight = 0.0
      if head.isSpecial("=") {
        weight = 100
        answer = answer.dropFirst()
      } else if let (value, end) = Self.weight(answer) {
        guard (-100.0...100.0).contains(value) else {
          throw error(
            at: head,
            "answer \(texts.count + 1) of \(context.shownName) has the weight \(answer[..<end].text), outside -100% to 100%",
            hint: "give a weight between %-100% and %100%")
        }
        weight = value
        answer = answer[end...]
      }
      var feedback: Units = []
      if let hash = answer.firstSpecial("#") {
        feedback = answer[(hash + 1)...].trimmed
        answer = answer[..<hash]
      }
      if let first = feedback.first {
        notCarried(at: first, "the feedback on answer \(texts.count + 1) of \(context.shownName)")
      }
      let (format, text) = Self.withFormat(answer.trimmed, default: context.format)
      weights.append(weight)
      texts.append(plain(text, format: format).text)
      firstUnits.append(head)
    }
    let best = weights.max() ?? 0
    guard best > 0 else {
      return skip(
        "multiple-choice", context.name, at: context.start, why: "no answer carries credit")
    }
    let choices = texts.enumerated().map { index, text in
      Choice(id: MoodleQuestionMapper.choiceId(index), text: [locale: text])
    }
    var correct: [String]
    var kind = Question.Kind.multipleChoice
    if single {
      let top = weights.indices.filter { weights[$0] == best }
      correct = [MoodleQuestionMapper.choiceId(top[0])]
      if top.count > 1 {
        issues.append(
          issue(
            at: firstUnits[top[1]],
            "\(context.shownName) has \(top.count) answers with full credit; only the first is kept as right"
          ))
      }
      for index in weights.indices where weights[index] > 0 && weights[index] < best {
        issues.append(
          issue(
            at: firstUnits[index],
            "answer \(index + 1) of \(context.shownName) gives \(Self.percent(weights[index]))% partial credit; in the bundle it is a wrong answer"
          ))
      }
    } else {
      let right = weights.indices.filter { weights[$0] > 0 }
      correct = right.map(MoodleQuestionMapper.choiceId)
      if correct.count > 1 { kind = .multipleResponse }
      if !Self.isMoodleSplit(right.map { weights[$0] }),
        let unequal = right.first(where: { weights[$0] != weights[right[0]] })
      {
        issues.append(
          issue(
            at: firstUnits[unequal],
            "answer \(unequal + 1) of \(context.shownName) gives \(Self.percent(weights[unequal]))% and answer \(right[0] + 1) \(Self.percent(weights[right[0]]))%; in the bundle each right answer counts the same"
          ))
      } else if let first = right.first,
        abs(right.reduce(0) { $0 + weights[$1] } - 100) > 0.001
      {
        let total = right.reduce(0) { $0 + weights[$1] }
        issues.append(
          issue(
            at: firstUnits[first],
            "the right answers of \(context.shownName) give \(Self.percent((total * 1000).rounded() / 1000))% together; in the bundle they give full credit"
          ))
      }
      for index in weights.indices where weights[index] < 0 && weights[index] != -100 {
        issues.append(
          issue(
            at: firstUnits[index],
            "answer \(index + 1) of \(context.shownName) takes away \(Self.percent(-weights[index]))%; in the bundle it is a wrong answer, with no penalty of its own"
          ))
      }
    }
    return .question(question(context, kind: kind, choices: choices, correct: correct))
  }

  private mutating func question(
    _ context: QuestionContext, kind: Question.Kind, choices: [Choice], correct: [String]
  ) -> Question {
    let prompt = plain(context.prompt, format: context.format)
    let feedback = plain(context.feedback, format: context.format).text
    var image: ImageReference?
    if let first = prompt.images.first {
      if first.source.hasPrefix("https://") || first.source.hasPrefix("http://") {
        let alt = first.alt.map(HTMLPlainText.normalized).flatMap {
          $0.isEmpty ? nil : LocalizedText([locale: $0])
        }
        image = ImageReference(source: first.source, alt: alt)
      } else {
        notCarried(
          at: context.prompt.first ?? context.start,
          "the image \"\(first.source)\" of \(context.shownName) (GIFT carries no files)")
      }
    }
    let (idNumber, commentTags) = Self.idAndTags(context.comments)
    var tags: [String] = []
    if let category, !category.isEmpty { tags.append("category:\(category)") }
    for tag in commentTags where !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
    let id: String
    if let idNumber, !idNumber.isEmpty {
      let claimed = ids.claimExplicit(idNumber)
      id = claimed.id
      if let renamed = claimed.renamed { issues.append(issue(at: context.start, renamed)) }
    } else {
      id = ids.claim(
        MoodleQuestionMapper.slug(
          String((context.name.flatMap { $0.isEmpty ? nil : $0 } ?? prompt.text).prefix(80)),
          fallback: "question"))
    }
    return Question(
      id: id, kind: kind, prompt: [locale: prompt.text], image: image,
      choices: choices,
      correct: correct, explanation: feedback.isEmpty ? nil : [locale: feedback], tags: tags,
      provenance: Provenance(source: "gift", sourceId: idNumber ?? context.name))
  }

  /// Text in its format as plain text: HTML (`[html]`, `[moodle]`, the default)
  /// loses its tags and entities when it has any; plain and Markdown stay as written.
  private func plain(_ units: Units, format: TextFormat) -> (
    text: String, images: [HTMLPlainText.Image]
  ) {
    let text = units.trimmed.text
    switch format {
    case .plain, .markdown: return (text, [])
    case .html, .moodle:
      guard text.contains("<") || text.contains("&") else { return (text, []) }
      let html = HTMLPlainText(html: text)
      return (html.text, html.images)
    }
  }

  private func issue(at unit: Unit, _ message: String) -> ImportIssue {
    ImportIssue(file: file, line: unit.line, column: max(unit.column, 1), message: message)
  }

  private mutating func notCarried(at unit: Unit, _ what: String) {
    issues.append(issue(at: unit, "\(what) is not carried (the bundle has no place for it)"))
  }

  private mutating func skip(_ kind: String, _ name: String?, at unit: Unit, why: String)
    -> GIFTReader.Outcome
  {
    let named = name.map { " \"\($0)\"" } ?? ""
    issues.append(issue(at: unit, "skipped \(kind) question\(named): \(why)"))
    return .skipped
  }

  private func error(at unit: Unit, _ message: String, hint: String) -> ImportError {
    ImportError(
      .malformed, file: file, line: unit.line, column: max(unit.column, 1), message: message,
      hint: hint)
  }
}
