import Foundation
import QuizBankModel
import QuizBankPack

/// What a Moodle question holds beyond what a bundle question carries: each is
/// carried (the old `<image>`/`<image_base64>` picture becomes an asset) or
/// warned about with the question's line, never dropped silently.
extension MoodleQuestionMapper {
  /// The picture of Moodle 1.x's `<image>` (a path) and `<image_base64>` (its
  /// bytes), as an asset; a warning when it cannot be carried.
  mutating func oldImage(
    _ node: MoodleNode, name: String, current: ImageReference?, location: SourceLocation
  ) -> (ImageReference?, [Diagnostic]) {
    let path = node.child("image")?.content.trimmingXMLWhitespace ?? ""
    let base64 = node.child("image_base64")?.content ?? ""
    guard !path.isEmpty || !base64.isEmpty else { return (nil, []) }
    let shown = path.isEmpty ? "<image_base64>" : "<image> \(path)"
    func warn(_ why: String) -> (ImageReference?, [Diagnostic]) {
      (nil, [Self.note("question \"\(name)\": \(shown) is not carried: \(why)", location)])
    }
    if current != nil { return warn("the question already has a picture in its text") }
    if base64.trimmingXMLWhitespace.isEmpty {
      if path.hasPrefix("https://") || path.hasPrefix("http://") {
        return (ImageReference(source: path), [])
      }
      return warn("the file has no <image_base64> data in this export")
    }
    guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters), !data.isEmpty
    else { return warn("<image_base64> is not valid base64") }
    let asset = BundleAsset(name: path.isEmpty ? "image" : path, data: data)
    if assetPaths.insert(asset.path).inserted { assets.append(asset) }
    return (ImageReference(source: asset.path, sha256: asset.sha256), [])
  }

  /// Warnings for the files, media, extra pictures and feedback of `node`
  /// that the bundle question does not carry.
  static func dropped(
    _ node: MoodleNode, name: String, html: HTMLPlainText?, image: ImageReference?,
    location: SourceLocation
  ) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    let prefix = "question \"\(name)\": "
    // Pictures of the text past the first, and a first one that was not carried
    // without saying why (a data: URI, a relative path).
    let images = html?.images ?? []
    if image == nil, let first = images.first, !first.source.hasPrefix(pluginFile) {
      notes.append(
        note(
          prefix
            + "the picture \(shortened(first.source)) is not carried (not an http(s) URL or a file of the export)",
          location))
    }
    if images.count > 1 {
      notes.append(
        note(
          prefix
            + "\(images.count - 1) more picture(s) in the text are not carried: a bundle question has one picture",
          location))
    }
    // Every file (audio, video, pictures, documents) the question embeds or
    // refers to, but the one its picture comes from (carried, or warned about
    // by the picture's own resolution).
    var carried: String?
    if let source = images.first?.source, source.hasPrefix(pluginFile) {
      carried = decodedName(String(source.dropFirst(pluginFile.count)))
    }
    var names: [String] = []
    var embedded: Set<String> = []
    for file in descendants(node, named: "file", outside: feedbackElements) {
      let fileName = file.attribute("name") ?? ""
      embedded.insert(fileName)
      if !names.contains(fileName) { names.append(fileName) }
    }
    for reference in pluginReferences(node) where !names.contains(reference) {
      names.append(reference)
    }
    for fileName in names where fileName != carried && !fileName.isEmpty {
      let what = kind(of: fileName)
      notes.append(
        note(
          prefix
            + (embedded.contains(fileName)
              ? "the \(what) file \(fileName) (<file>) is not carried: a bundle question holds one picture, no \(what == "picture" ? "second picture" : what)"
              : "the \(what) @@PLUGINFILE@@/\(fileName) is not carried (no <file> for it, and a bundle question holds no \(what))"),
          location))
    }
    // Feedback: per answer, and the combined feedback of multichoice questions.
    let answerFeedback = node.all("answer").filter {
      !($0.child("feedback")?.text.trimmingXMLWhitespace.isEmpty ?? true)
    }.count
    if answerFeedback > 0 {
      notes.append(
        note(
          prefix
            + "the feedback of \(answerFeedback) answer(s) is not carried: a bundle question has one explanation (from <generalfeedback>)",
          location))
    }
    let combined = ["correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"].filter {
      !(node.child($0)?.text.trimmingXMLWhitespace.isEmpty ?? true)
    }
    if !combined.isEmpty {
      notes.append(
        note(prefix + "<\(combined.joined(separator: ">, <"))> is not carried", location))
    }
    let hints = node.all("hint").filter { !$0.text.trimmingXMLWhitespace.isEmpty }.count
    if hints > 0 { notes.append(note(prefix + "\(hints) <hint>(s) not carried", location)) }
    return notes
  }

  private static func note(_ message: String, _ location: SourceLocation) -> Diagnostic {
    Diagnostic(
      severity: .warning, code: XMLDiagnosticCode.moodleFile, message: message, location: location)
  }

  /// Elements warned about whole, so the files inside them are not named again.
  static let feedbackElements: Set<String> = [
    "feedback", "correctfeedback", "partiallycorrectfeedback", "incorrectfeedback", "hint",
  ]

  /// The elements named `name` under `node`, not looking inside elements named in `outside`.
  private static func descendants(
    _ node: MoodleNode, named name: String, outside: Set<String>
  ) -> [MoodleNode] {
    node.children.filter { !outside.contains($0.name) }.flatMap {
      ($0.name == name ? [$0] : []) + descendants($0, named: name, outside: outside)
    }
  }

  /// The names every `@@PLUGINFILE@@/name` in the question's texts refers to.
  private static func pluginReferences(_ node: MoodleNode) -> [String] {
    var names: [String] = []
    for text in descendants(node, named: "text", outside: feedbackElements) {
      var rest = Substring(text.content)
      while let found = rest.range(of: pluginFile) {
        rest = rest[found.upperBound...]
        let end = rest.firstIndex { "\"' <>?#".contains($0) } ?? rest.endIndex
        let name = decodedName(String(rest[..<end]))
        if !name.isEmpty, !names.contains(name) { names.append(name) }
        rest = rest[end...]
      }
    }
    return names
  }

  private static func decodedName(_ encoded: String) -> String {
    encoded.removingPercentEncoding ?? encoded
  }

  private static func kind(of name: String) -> String {
    let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    if ["mp3", "ogg", "oga", "wav", "m4a", "aac", "flac", "opus"].contains(ext) { return "audio" }
    if ["mp4", "webm", "mov", "ogv", "m4v", "avi", "mkv"].contains(ext) { return "video" }
    if ["png", "jpg", "jpeg", "gif", "svg", "webp", "bmp"].contains(ext) { return "picture" }
    return "document"
  }

  private static func shortened(_ text: String) -> String {
    text.count > 60 ? String(text.prefix(57)) + "…" : text
  }
}
