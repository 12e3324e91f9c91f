import Foundation
import QuizBankModel

/// Turns IMS QTI 2.1 `assessmentItem`s into bundle questions.
///
/// A `choiceInteraction` whose response is declared `single` becomes a
/// multiple-choice question (yes-no when its choices are exactly `yes` and
/// `no`, as QuizBank writes them), `multiple` a multiple-response one; the
/// correct choices come from the `correctResponse` (or the positive entries of
/// a `mapping`). The first `img` of the item body becomes the question's
/// picture, a ``BundleAsset`` read from the package. An item with another
/// interaction is skipped with a warning; an item whose response contradicts
/// itself is an error at its line.
struct QTIItemReader {
  let files: QTIFiles
  private(set) var questions: [Question] = []
  private(set) var assets: [BundleAsset] = []
  private(set) var issues: [ImportIssue] = []
  private(set) var skipped = 0
  private var ids = UniqueIDs()

  init(files: QTIFiles) { self.files = files }

  /// Takes the questions, warnings and skipped count of a QTI 1.2 file the manifest lists.
  mutating func adopt(_ quiz: CanvasQTIReader) {
    questions += quiz.questions
    issues += quiz.issues
    skipped += quiz.skipped
  }

  /// Records a warning met outside an item (in the manifest), counting a skipped item or not.
  mutating func note(_ issue: ImportIssue, skipped: Bool) {
    issues.append(issue)
    if skipped { self.skipped += 1 }
  }

  /// Reads the item at `path` (a path in ``files``).
  mutating func read(_ document: QTIDocument, path: String) throws {
    let item = document.root
    let identifier = item.attribute("identifier") ?? ""
    let shown = identifier.isEmpty ? "(no identifier)" : identifier
    func skip(_ reason: String, at node: MoodleNode?) {
      skipped += 1
      issues.append(document.issue("item \(shown) skipped: \(reason)", at: node))
    }
    guard let body = item.child("itemBody") else {
      return skip("it has no itemBody", at: item)
    }
    let interactions = body.interactions
    guard let interaction = interactions.first else {
      return skip("it has no interaction to answer", at: body)
    }
    guard interaction.name == "choiceInteraction" else {
      return skip(
        "<\(interaction.name)> is not supported (QuizBank carries choiceInteraction only)",
        at: interaction)
    }
    guard interactions.count == 1 else {
      return skip(
        "it has \(interactions.count) interactions; QuizBank carries items with one", at: body)
    }
    let choiceNodes = interaction.all("simpleChoice")
    var choices: [Choice] = []
    for node in choiceNodes {
      let id = node.attribute("identifier") ?? ""
      let text = QTIBodyText(node, skipping: { $0.hasPrefix("feedback") })
      if id.isEmpty {
        throw document.error("a simpleChoice has no identifier", at: node)
      }
      if choices.contains(where: { $0.id == id }) {
        throw document.error("two simpleChoices have the identifier '\(id)'", at: node)
      }
      guard !text.text.isEmpty else {
        return skip("choice \(id) has no text (image-only choices are not carried)", at: node)
      }
      if !text.images.isEmpty {
        issues.append(
          document.issue(
            "item \(shown): the image in choice \(id) is left out (choices carry text only)",
            at: text.images[0].node))
      }
      choices.append(Choice(id: id, text: ["en": text.text]))
    }
    guard choices.count >= 2 else {
      return skip("it has \(choices.count) choice(s); at least two are needed", at: interaction)
    }
    let (correct, multiple) = try correctResponse(
      item, interaction: interaction, choices: choices, document: document)

    let prompt = QTIBodyText(body, skipping: Self.notPrompt)
    let inPrompt = interaction.child("prompt").map { QTIBodyText($0) }
    let text = [prompt.text, inPrompt?.text ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
    let title = HTMLPlainText.normalized(item.attribute("title") ?? "")
    guard !(text.isEmpty && title.isEmpty) else {
      return skip("it has no question text", at: body)
    }
    let images = prompt.images + (inPrompt?.images ?? [])
    if images.count > 1 {
      issues.append(
        document.issue(
          "item \(shown) has \(images.count) images; only the first is kept", at: images[1].node))
    }
    let image = try images.first.flatMap { try picture($0, itemPath: path, document: document) }

    let dropped =
      ["modalFeedback"].filter { !item.all($0).isEmpty }
      + ["feedbackBlock", "feedbackInline", "rubricBlock"].filter {
        body.firstDescendant($0) != nil
      }
    if !dropped.isEmpty {
      issues.append(
        document.issue(
          "item \(shown): \(dropped.joined(separator: ", ")) not carried (a question has one explanation, shown after any answer)",
          at: item))
    }
    let kind: Question.Kind =
      multiple ? .multipleResponse : choices.map(\.id) == ["yes", "no"] ? .yesNo : .multipleChoice
    let label = item.attribute("label").map(HTMLPlainText.normalized) ?? ""
    let explicit = label.isEmpty ? identifier : label
    let claimed = ids.claimExplicit(explicit.isEmpty ? "item" : explicit)
    if !explicit.isEmpty, let renamed = claimed.renamed {
      issues.append(document.issue("item \(shown): \(renamed)", at: item))
    }
    questions.append(
      Question(
        id: claimed.id,
        kind: kind, prompt: ["en": text.isEmpty ? title : text], image: image, choices: choices,
        correct: correct,
        provenance: Provenance(source: "qti", sourceId: identifier.isEmpty ? nil : identifier)))
  }

  /// Elements of the item body that are not the question's text.
  static func notPrompt(_ name: String) -> Bool {
    name.hasSuffix("Interaction") || name.hasPrefix("feedback") || name == "rubricBlock"
  }

  /// The correct choice ids and whether the response takes several choices.
  private func correctResponse(
    _ item: MoodleNode, interaction: MoodleNode, choices: [Choice], document: QTIDocument
  ) throws -> ([String], Bool) {
    let responseID = interaction.attribute("responseIdentifier") ?? ""
    guard
      let declaration = item.all("responseDeclaration").first(where: {
        $0.attribute("identifier") == responseID
      })
    else {
      throw document.error(
        "the choiceInteraction answers '\(responseID)', but no responseDeclaration has that identifier",
        at: interaction,
        hint: "declare the response with <responseDeclaration identifier=\"\(responseID)\">")
    }
    let cardinality = declaration.attribute("cardinality") ?? "single"
    guard cardinality == "single" || cardinality == "multiple" else {
      throw document.error(
        "the response cardinality '\(cardinality)' cannot be a choice of answers (single or multiple)",
        at: declaration)
    }
    var values: [MoodleNode]
    if let correctResponse = declaration.child("correctResponse") {
      values = correctResponse.all("value")
    } else if let mapping = declaration.child("mapping") {
      values = mapping.all("mapEntry").filter {
        (Double($0.attribute("mappedValue") ?? "") ?? 0) > 0
      }
    } else {
      throw document.error(
        "the responseDeclaration '\(responseID)' has no correctResponse: which choice is right is unknown",
        at: declaration, hint: "add <correctResponse><value>CHOICE</value></correctResponse>")
    }
    var correct: [String] = []
    for value in values {
      let id = (value.attribute("mapKey") ?? value.content).trimmingCharacters(
        in: .whitespacesAndNewlines)
      guard choices.contains(where: { $0.id == id }) else {
        throw document.error(
          "the correct response '\(id)' is not among the choices (\(choices.map(\.id).joined(separator: ", ")))",
          at: value, hint: "name the identifier of one of the simpleChoices")
      }
      if !correct.contains(id) { correct.append(id) }
    }
    guard !correct.isEmpty else {
      throw document.error(
        "the responseDeclaration '\(responseID)' names no correct choice", at: declaration)
    }
    if cardinality == "single", correct.count > 1 {
      throw document.error(
        "the response is single but \(correct.count) choices are given as correct",
        at: declaration, hint: "declare cardinality=\"multiple\", or keep one correct value")
    }
    return (correct, cardinality == "multiple")
  }

  /// The picture `image` names: a web address is kept as it is; a path is read
  /// from the package and becomes an asset.
  private mutating func picture(
    _ image: QTIBodyText.Image, itemPath: String, document: QTIDocument
  ) throws -> ImageReference? {
    let alt = image.alt.map(HTMLPlainText.normalized).flatMap {
      $0.isEmpty ? nil : LocalizedText(["en": $0])
    }
    let source = image.source.trimmingCharacters(in: .whitespaces)
    if source.hasPrefix("https://") || source.hasPrefix("http://") {
      return ImageReference(source: source, alt: alt)
    }
    if source.contains(":") {
      issues.append(
        document.issue(
          "the image '\(source.prefix(60))' is neither a web address nor a file of the package; it is left out",
          at: image.node))
      return nil
    }
    guard let path = QTIFiles.resolve(source, from: itemPath) else {
      if files.isSingleFile {
        issues.append(
          document.issue(
            "the image '\(source)' is outside the item's folder; it is left out (import the package's folder or zip to carry it)",
            at: image.node))
        return nil
      }
      throw document.error(
        "the image '\(source)' points outside the package", at: image.node,
        hint: "a QTI item may only name files inside its package")
    }
    guard let data = try files.read(path), !data.isEmpty else {
      issues.append(
        document.issue(
          "the image '\(source)' is not in the package (or is empty); it is left out",
          at: image.node))
      return nil
    }
    let asset = BundleAsset(name: path, data: data)
    if !assets.contains(where: { $0.path == asset.path }) { assets.append(asset) }
    return ImageReference(source: asset.path, sha256: asset.sha256, alt: alt)
  }

}

extension MoodleNode {
  /// The QTI interactions under this element (`choiceInteraction`, `textEntryInteraction`, …).
  fileprivate var interactions: [MoodleNode] {
    children.flatMap { child in
      child.name.hasSuffix("Interaction") ? [child] : child.interactions
    }
  }
}
