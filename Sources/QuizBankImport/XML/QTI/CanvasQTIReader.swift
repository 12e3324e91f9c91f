import Foundation
import QuizBankModel

/// Turns the items of a QTI 1.2 `questestinterop` file (as Canvas classic
/// quizzes export them) into bundle questions.
///
/// Canvas names each item's type in `itemmetadata/qtimetadata` (`question_type`):
/// `multiple_choice_question` becomes multiple-choice, `true_false_question`
/// yes-no, `multiple_answers_question` multiple-response. Without that field
/// (other QTI 1.2 writers), a `response_lid` with `rcardinality="Single"` is
/// read as multiple-choice and `"Multiple"` as multiple-response. The correct
/// choices are the `varequal`s (outside `not`) of the conditions that give a
/// positive score. Any other type is skipped with a warning at its line.
struct CanvasQTIReader {
  private(set) var questions: [Question] = []
  private(set) var issues: [ImportIssue] = []
  private(set) var skipped = 0
  private var ids = UniqueIDs()

  static let supported: Set<String> = [
    "multiple_choice_question", "true_false_question", "multiple_answers_question",
  ]

  mutating func read(_ document: QTIDocument) throws {
    let root = document.root
    guard root.name == "questestinterop" else {
      throw document.error(
        "the root element is <\(root.name)>, not a QTI 1.2 <questestinterop>", at: root,
        hint: "export the quiz from Canvas as a QTI .zip and import its questions file")
    }
    for item in root.descendants("item") {
      try read(item, document: document)
    }
  }

  private mutating func read(_ item: MoodleNode, document: QTIDocument) throws {
    let ident = item.attribute("ident") ?? ""
    let shown = ident.isEmpty ? "(no ident)" : ident
    func skip(_ reason: String, at node: MoodleNode? = nil) {
      skipped += 1
      issues.append(document.issue("item \(shown) skipped: \(reason)", at: node ?? item))
    }
    let fields = Self.metadata(item)
    let lid = item.child("presentation")?.firstDescendant("response_lid")
    let type =
      fields["question_type"]
      ?? (lid?.attribute("rcardinality") == "Multiple"
        ? "multiple_answers_question" : lid != nil ? "multiple_choice_question" : "")
    guard Self.supported.contains(type) else {
      return skip(
        "question type '\(type.isEmpty ? "(none)" : type)' is not supported (QuizBank carries multiple_choice_question, true_false_question and multiple_answers_question)"
      )
    }
    guard let lid else { return skip("it has no response_lid with choices") }
    let labels = lid.descendants("response_label")
    var choices: [Choice] = []
    var textsByID: [String: String] = [:]
    for label in labels {
      let id = label.attribute("ident") ?? ""
      guard !id.isEmpty else { throw document.error("a response_label has no ident", at: label) }
      let text = Self.text(label, document: document, issues: &issues)
      guard !text.isEmpty else { return skip("choice \(id) has no text", at: label) }
      textsByID[id] = text
      choices.append(Choice(id: id, text: ["en": text]))
    }
    guard choices.count >= 2 else {
      return skip("it has \(choices.count) choice(s); at least two are needed", at: lid)
    }
    var correct: [String] = []
    for value in Self.creditedValues(item, response: lid.attribute("ident")) {
      let id = value.content.trimmingCharacters(in: .whitespacesAndNewlines)
      guard textsByID[id] != nil else {
        throw document.error(
          "the correct answer '\(id)' is not among the choices (\(choices.map(\.id).joined(separator: ", ")))",
          at: value, hint: "name the ident of one of the response_labels")
      }
      if !correct.contains(id) { correct.append(id) }
    }
    guard !correct.isEmpty else { return skip("no answer carries credit") }

    var kind: Question.Kind =
      type == "multiple_answers_question" ? .multipleResponse : .multipleChoice
    if kind == .multipleChoice, correct.count > 1 {
      issues.append(
        document.issue(
          "item \(shown) gives credit to \(correct.count) answers of a single-answer question; only the first is kept as correct",
          at: item))
      correct = [correct[0]]
    }
    if type == "true_false_question" {
      let truth = choices.map { ($0.text["en"] ?? "").lowercased() }
      if truth.count == 2, Set(truth) == ["true", "false"] {
        let rightIsTrue = (textsByID[correct[0]] ?? "").lowercased() == "true"
        kind = .yesNo
        choices = [
          Choice(id: "yes", text: ["en": "True"]), Choice(id: "no", text: ["en": "False"]),
        ]
        correct = [rightIsTrue ? "yes" : "no"]
      }
    }
    let prompt =
      item.child("presentation")?.child("material").map {
        Self.text($0, document: document, issues: &issues)
      } ?? ""
    let title = HTMLPlainText.normalized(item.attribute("title") ?? "")
    guard !(prompt.isEmpty && title.isEmpty) else { return skip("it has no question text") }
    let feedbacks = item.all("itemfeedback")
    let feedback =
      feedbacks.first { $0.attribute("ident") == "general_fb" }
      .map { Self.text($0, document: document, issues: &issues) } ?? ""
    let otherFeedback = feedbacks.filter { $0.attribute("ident") != "general_fb" }
    if let first = otherFeedback.first {
      let names = otherFeedback.map { $0.attribute("ident") ?? "(no ident)" }
      issues.append(
        document.issue(
          "item \(shown): feedback \(names.joined(separator: ", ")) not carried (only general_fb becomes the explanation)",
          at: first))
    }
    let (points, usable) = MoodleQuestionMapper.points(fields["points_possible"])
    if !usable, let text = fields["points_possible"] {
      issues.append(
        document.issue(
          "item \(shown): points_possible \(text) is not a number of points from 1 to \(MoodleQuestionMapper.maximumPoints); 1 is used",
          at: item))
    }
    let claimed = ids.claimExplicit(ident.isEmpty ? "item" : ident)
    if !ident.isEmpty, let renamed = claimed.renamed {
      issues.append(document.issue("item \(shown): \(renamed)", at: item))
    }
    questions.append(
      Question(
        id: claimed.id, kind: kind,
        prompt: ["en": prompt.isEmpty ? title : prompt], choices: choices, correct: correct,
        points: points,
        explanation: feedback.isEmpty ? nil : ["en": feedback],
        provenance: Provenance(source: "canvas-qti", sourceId: ident.isEmpty ? nil : ident)))
  }

  /// The item's `qtimetadatafield`s, label to entry.
  private static func metadata(_ item: MoodleNode) -> [String: String] {
    var fields: [String: String] = [:]
    for field in item.child("itemmetadata")?.descendants("qtimetadatafield") ?? [] {
      let label = field.child("fieldlabel")?.content.trimmingCharacters(in: .whitespaces) ?? ""
      let entry = field.child("fieldentry")?.content.trimmingCharacters(in: .whitespaces) ?? ""
      if !label.isEmpty, fields[label] == nil { fields[label] = entry }
    }
    return fields
  }

  /// The `varequal`s, outside any `not`, of the conditions that set or add a positive score.
  private static func creditedValues(_ item: MoodleNode, response: String?) -> [MoodleNode] {
    var values: [MoodleNode] = []
    for condition in item.child("resprocessing")?.all("respcondition") ?? [] {
      let credit = condition.all("setvar").contains { setvar in
        (Double(setvar.content.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0
      }
      guard credit, let test = condition.child("conditionvar") else { continue }
      values += positive(test).filter { value in
        response == nil || value.attribute("respident").map { $0 == response } ?? true
      }
    }
    return values
  }

  private static func positive(_ node: MoodleNode) -> [MoodleNode] {
    node.children.flatMap { child -> [MoodleNode] in
      switch child.name {
      case "varequal": [child]
      case "not": []
      default: positive(child)
      }
    }
  }

  /// The text of the `mattext`s under `node`, HTML decoded when its `texttype` says so.
  private static func text(
    _ node: MoodleNode, document: QTIDocument, issues: inout [ImportIssue]
  ) -> String {
    let parts = node.descendants("mattext").map { mattext -> String in
      let raw = mattext.content
      guard (mattext.attribute("texttype") ?? "text/plain").lowercased() == "text/html" else {
        return HTMLPlainText.normalized(raw)
      }
      let html = HTMLPlainText(html: raw)
      if !html.images.isEmpty {
        issues.append(
          document.issue(
            "\(html.images.count) image(s) in Canvas HTML are left out (Canvas keeps them in its course files)",
            at: mattext))
      }
      return html.text
    }
    return parts.filter { !$0.isEmpty }.joined(separator: "\n")
  }

}
