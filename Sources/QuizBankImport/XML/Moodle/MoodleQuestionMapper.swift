import Foundation
import QuizBankModel
import QuizBankPack

/// Turns one Moodle `<question>` element into a bundle question.
struct MoodleQuestionMapper {
  /// What a `<question>` element became.
  enum Outcome {
    /// A `category` pseudo-question: it sets the tag of the questions after it.
    case category
    /// A question, with notes about what was approximated.
    case question(Question, [Diagnostic])
    /// A question that could not be carried; the diagnostic says why.
    case skipped(Diagnostic)
  }

  let locale: String
  var assets: [BundleAsset] = []
  var assetPaths: Set<String> = []
  private var category: String?
  private var ids = UniqueIDs()

  init(locale: String) { self.locale = locale }

  mutating func map(_ node: MoodleNode, path: XMLPath, file: String) -> Outcome {
    let type = node.attribute("type") ?? ""
    let location = SourceLocation(file: file, path: path.description)
    switch type {
    case "category":
      category = Self.categoryPath(node.child("category")?.text ?? "")
      return .category
    case "truefalse", "multichoice":
      return mapAnswerQuestion(node, type: type, location: location)
    default:
      let shown = type.isEmpty ? "(no type)" : "'\(type)'"
      return .skipped(
        Diagnostic(
          severity: .warning, code: XMLDiagnosticCode.moodleUnsupportedType,
          message:
            "question type \(shown) is not supported; question \"\(Self.name(of: node))\" skipped",
          location: location, hint: "QuizBank carries truefalse and multichoice questions"))
    }
  }

  private mutating func mapAnswerQuestion(
    _ node: MoodleNode, type: String, location: SourceLocation
  ) -> Outcome {
    let name = Self.name(of: node)
    let answers = node.all("answer").map { answer in
      (fraction: Double(answer.attribute("fraction") ?? "0") ?? 0, text: plain(answer))
    }
    func unusable(_ reason: String) -> Outcome {
      .skipped(
        Diagnostic(
          severity: .warning, code: XMLDiagnosticCode.moodleUnusable,
          message: "\(type) question \"\(name)\" skipped: \(reason)", location: location))
    }
    guard answers.count >= 2 else {
      return unusable("it has \(answers.count) answer(s); at least two are needed")
    }
    let best = answers.map(\.fraction).max() ?? 0
    guard best > 0 else {
      return unusable("no answer carries credit (every fraction is 0 or less)")
    }

    var notes: [Diagnostic] = []
    let kind: Question.Kind
    var choices: [Choice]
    var correct: [String]
    if type == "truefalse" {
      kind = .yesNo
      choices = [
        Choice(id: "yes", text: [locale: "True"]), Choice(id: "no", text: [locale: "False"]),
      ]
      guard let right = answers.first(where: { $0.fraction == best }) else {
        return unusable("no correct answer")
      }
      correct = [right.text.lowercased() == "false" ? "no" : "yes"]
    } else {
      choices = answers.enumerated().map { index, answer in
        Choice(id: Self.choiceId(index), text: [locale: answer.text])
      }
      let single = ["true", "1"].contains(
        node.child("single")?.content.trimmingXMLWhitespace ?? "true")
      if single {
        let top = answers.indices.filter { answers[$0].fraction == best }
        correct = [Self.choiceId(top[0])]
        if top.count > 1 {
          notes.append(
            Diagnostic(
              severity: .warning, code: XMLDiagnosticCode.moodleUnusable,
              message:
                "single-answer question \"\(name)\" has \(top.count) answers with full credit; only the first is kept as correct",
              location: location))
        }
        kind = .multipleChoice
      } else {
        correct = answers.indices.filter { answers[$0].fraction > 0 }.map(Self.choiceId)
        kind = correct.count > 1 ? .multipleResponse : .multipleChoice
      }
    }

    let questionText = node.child("questiontext")
    let html = questionText.map { HTMLPlainText(html: $0.text) }
    let prompt =
      Self.isHTML(questionText)
      ? html?.text ?? "" : HTMLPlainText.normalized(questionText?.text ?? "")
    var (image, imageNotes) = resolveImage(
      html?.images ?? [], files: questionText?.all("file") ?? [], location: location)
    notes += imageNotes
    let (old, oldNotes) = oldImage(node, name: name, current: image, location: location)
    notes += oldNotes
    notes += Self.dropped(node, name: name, html: html, image: image, location: location)
    if image == nil { image = old }
    let feedback = node.child("generalfeedback").map { plain($0) } ?? ""
    var tags: [String] = []
    if let category, !category.isEmpty { tags.append("category:\(category)") }
    for tag in node.child("tags")?.all("tag") ?? [] {
      let text = tag.text.trimmingXMLWhitespace
      if !text.isEmpty, !tags.contains(text) { tags.append(text) }
    }
    let idNumber = node.child("idnumber")?.content.trimmingXMLWhitespace ?? ""
    let points = Self.points(
      node.child("defaultgrade")?.content.trimmingXMLWhitespace, question: name,
      location: location, notes: &notes)
    let claimed = ids.claimExplicit(
      Self.slug(idNumber.isEmpty ? name : idNumber, fallback: "question"))
    if !idNumber.isEmpty, let renamed = claimed.renamed {
      notes.append(
        Diagnostic(
          severity: .warning, code: XMLDiagnosticCode.moodleUnusable,
          message: "question \"\(name)\": \(renamed)", location: location))
    }
    let question = Question(
      id: claimed.id,
      kind: kind, prompt: [locale: prompt], image: image, choices: choices, correct: correct,
      points: points,
      explanation: feedback.isEmpty ? nil : [locale: feedback],
      tags: tags,
      provenance: Provenance(source: "moodle-xml", sourceId: idNumber.isEmpty ? name : idNumber))
    return .question(question, notes)
  }

  /// Whole points from a grade in a file (Moodle's `<defaultgrade>`, Canvas's
  /// `points_possible`): absent, unreadable or below 1 is 1; NaN, infinite or
  /// above ``maximumPoints`` is 1 and not usable (the reader warns).
  static func points(_ text: String?) -> (points: Int, usable: Bool) {
    guard let text, let grade = Double(text) else { return (1, true) }
    if grade.isFinite, grade.rounded() < 1 { return (1, true) }
    if let points = DataNumber.wholeNumber(grade, in: 1...maximumPoints) { return (points, true) }
    return (1, false)
  }

  /// The largest `<defaultgrade>` kept; Moodle's own form allows far less.
  static let maximumPoints = 1_000_000

  /// `<defaultgrade>` as whole points by the number policy (``DataNumber``):
  /// absent or unreadable is 1; below 1 is 1; NaN, infinite or above
  /// ``maximumPoints`` is 1 with a warning, instead of a trap in `Int(_:)`.
  private static func points(
    _ text: String?, question name: String, location: SourceLocation,
    notes: inout [Diagnostic]
  ) -> Int {
    let (points, usable) = Self.points(text)
    guard !usable, let text else { return points }
    notes.append(
      Diagnostic(
        severity: .warning, code: XMLDiagnosticCode.moodleUnusable,
        message:
          "question \"\(name)\": <defaultgrade> \(text) is not a number of points from 1 to \(maximumPoints); 1 is used",
        location: location))
    return 1
  }

  /// The plain text of an element holding a Moodle `<text>`, decoding HTML when its format is HTML.
  private func plain(_ node: MoodleNode) -> String {
    Self.isHTML(node) ? HTMLPlainText(html: node.text).text : HTMLPlainText.normalized(node.text)
  }

  private static func isHTML(_ node: MoodleNode?) -> Bool {
    let format = node?.attribute("format") ?? "html"
    return format == "html" || format == "moodle_auto_format"
  }

  static func name(of node: MoodleNode) -> String {
    HTMLPlainText.normalized(node.child("name")?.text ?? "")
  }

  /// `a`, `b`, … `z`, then `c27`, `c28`, …
  static func choiceId(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(97 + index))) : "c\(index + 1)"
  }

  /// `$course$/top/Default for X/Sub` → `Default for X/Sub`.
  static func categoryPath(_ raw: String) -> String {
    var parts = raw.trimmingXMLWhitespace.split(separator: "/").map(String.init)
    if let first = parts.first, first.hasPrefix("$"), first.hasSuffix("$") { parts.removeFirst() }
    if parts.first == "top" { parts.removeFirst() }
    return parts.joined(separator: "/")
  }

  /// A lowercase id made of letters, digits and dashes.
  static func slug(_ text: String, fallback: String) -> String {
    var out = ""
    var dash = false
    for scalar in text.lowercased().unicodeScalars {
      if CharacterSet.alphanumerics.contains(scalar), scalar.isASCII {
        out.unicodeScalars.append(scalar)
        dash = false
      } else if !dash, !out.isEmpty {
        out += "-"
        dash = true
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? fallback : out
  }
}
