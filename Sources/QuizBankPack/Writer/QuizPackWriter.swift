import Foundation
import QuizBankModel

/// Writes QuizBank's own XML pack (`schemas/quizpack-v1.xsd`), which holds
/// everything a bundle holds: every locale, subject, image (by reference, with
/// its sha256 and alt text), explanation, tags, difficulty, points,
/// provenance, settings, rounds and the digest. Reading the pack back with
/// ``QuizPackReader`` gives the same bundle and the same digest.
public struct QuizPackWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// The pack's bytes (UTF-8), with the digest computed afresh.
  /// - Throws: when the bundle's digest cannot be computed (a provenance
  ///   number that is not finite).
  public func write(_ bundle: QuizBundle) throws -> Data {
    let order = bundle.locales
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<pack xmlns=\"\(QuizPackSchema.namespace)\" id=\"\(attr(bundle.id))\" version=\"\(attr(bundle.version))\""
    out +=
      " default-locale=\"\(attr(bundle.defaultLocale))\" locales=\"\(attr(bundle.locales.joined(separator: " ")))\""
    if let createdAt = bundle.createdAt { out += " created-at=\"\(attr(createdAt))\"" }
    out += " digest=\"\(try BundleDigest.compute(for: bundle))\">\n"
    out += localized("title", bundle.title, order, indent: "  ")
    if let description = bundle.description {
      out += localized("description", description, order, indent: "  ")
    }
    let settings = bundle.settings
    out +=
      "  <settings round-size=\"\(settings.roundSize)\" feedback-delay-ms=\"\(settings.feedbackDelayMs)\""
    out +=
      " shuffle-questions=\"\(settings.shuffleQuestions)\" shuffle-choices=\"\(settings.shuffleChoices)\""
    out += " mode=\"\(settings.mode.rawValue)\"/>\n"
    for question in bundle.questions {
      out += self.question(question, order)
    }
    if let rounds = bundle.rounds {
      out += "  <rounds>\n"
      for round in rounds {
        out += "    <round>\n"
        for id in round.questions { out += "      <ref question=\"\(attr(id))\"/>\n" }
        out += "    </round>\n"
      }
      out += "  </rounds>\n"
    }
    out += "</pack>\n"
    return Data(out.utf8)
  }

  private func question(_ question: Question, _ order: [String]) -> String {
    var out = "  <question id=\"\(attr(question.id))\" kind=\"\(question.kind.rawValue)\""
    // The `correct` list is separated by spaces; when a correct id holds
    // whitespace, each correct choice says its place instead (`correct="N"`).
    let ranked = question.correct.contains { $0.contains(where: Self.isXMLWhitespace) }
    if !ranked { out += " correct=\"\(attr(question.correct.joined(separator: " ")))\"" }
    out += " points=\"\(question.points)\""
    if let difficulty = question.difficulty { out += " difficulty=\"\(difficulty.rawValue)\"" }
    out += ">\n"
    out += localized("prompt", question.prompt, order, indent: "    ")
    if let subject = question.subject {
      out += "    <subject" + (subject.year.map { " year=\"\($0)\"" } ?? "") + ">"
      out += XMLEscaping.text(subject.title) + "</subject>\n"
    }
    if let image = question.image {
      out += "    <image source=\"\(attr(image.source))\""
      if let sha = image.sha256 { out += " sha256=\"\(attr(sha))\"" }
      if let alt = image.alt {
        out += ">\n" + localized("alt", alt, order, indent: "      ") + "    </image>\n"
      } else {
        out += "/>\n"
      }
    }
    for choice in question.choices {
      var open = "choice id=\"\(attr(choice.id))\""
      if ranked, let place = question.correct.firstIndex(of: choice.id) {
        open += " correct=\"\(place + 1)\""
      }
      out += localized(open, choice.text, order, indent: "    ")
    }
    if let explanation = question.explanation {
      out += localized("explanation", explanation, order, indent: "    ")
    }
    for tag in question.tags { out += "    <tag>\(XMLEscaping.text(tag))</tag>\n" }
    if let provenance = question.provenance { out += self.provenance(provenance) }
    out += "  </question>\n"
    return out
  }

  private func provenance(_ provenance: Provenance) -> String {
    var out = "    <provenance source=\"\(attr(provenance.source))\""
    if let id = provenance.sourceId { out += " source-id=\"\(attr(id))\"" }
    if let rule = provenance.rule { out += " rule=\"\(attr(rule))\"" }
    guard let values = provenance.values else { return out + "/>\n" }
    out += ">\n      <values>\n"
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      let (element, text): (String, String)
      switch value {
      case .string(let string): (element, text) = ("string", XMLEscaping.text(string))
      case .number(let number): (element, text) = ("number", Self.number(number))
      case .bool(let bool): (element, text) = ("boolean", String(bool))
      }
      out += "        <\(element) name=\"\(attr(name))\">\(text)</\(element)>\n"
    }
    return out + "      </values>\n    </provenance>\n"
  }

  /// A number as `xs:double` text that reads back as the same `Double`:
  /// integers without a fraction, others in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// `<name>` with one `<text xml:lang>` per locale: the bundle's locales in
  /// order, then any others sorted.
  private func localized(_ open: String, _ text: LocalizedText, _ order: [String], indent: String)
    -> String
  {
    let name = String(open.prefix { $0 != " " })
    let locales = order.filter { text[$0] != nil } + text.locales.filter { !order.contains($0) }
    var out = "\(indent)<\(open)>\n"
    for locale in locales {
      out +=
        "\(indent)  <text xml:lang=\"\(attr(locale))\">\(XMLEscaping.text(text[locale] ?? ""))</text>\n"
    }
    return out + "\(indent)</\(name)>\n"
  }

  private func attr(_ text: String) -> String { XMLEscaping.attribute(text) }

  /// The characters an XML list splits on.
  static func isXMLWhitespace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r"
      || character == "\r\n"
  }

  /// Whether `text` has characters XML 1.0 cannot hold (C0 controls but tab, line
  /// feed and carriage return; U+FFFE, U+FFFF), which XML writers leave out.
  public static func hasCharactersXMLCannotHold(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value == 0xFFFE
        || $0.value == 0xFFFF
    }
  }

  /// What of `bundle` the pack cannot hold: XML 1.0 has no C0 control
  /// characters but tab, line feed and carriage return (nor U+FFFE, U+FFFF),
  /// so the writer leaves them out. Each entry is a question id (`nil` for the
  /// bundle's own members) and where such characters were met.
  public func droppedCharacters(_ bundle: QuizBundle) -> [(questionId: String?, fields: [String])] {
    let bad = Self.hasCharactersXMLCannotHold
    func badText(_ text: LocalizedText?) -> Bool {
      text.map { text in text.locales.contains { bad(text[$0] ?? "") } } ?? false
    }
    var found: [(questionId: String?, fields: [String])] = []
    var own: [String] = []
    if bad(bundle.id) { own.append("id") }
    if bad(bundle.version) || bundle.createdAt.map(bad) == true { own.append("version") }
    if badText(bundle.title) { own.append("title") }
    if badText(bundle.description) { own.append("description") }
    if bundle.rounds?.contains(where: { $0.questions.contains(where: bad) }) == true {
      own.append("rounds")
    }
    if !own.isEmpty { found.append((nil, own)) }
    for question in bundle.questions {
      var fields: [String] = []
      if bad(question.id) { fields.append("id") }
      if badText(question.prompt) { fields.append("prompt") }
      if question.subject.map({ bad($0.title) }) == true { fields.append("subject") }
      if let image = question.image, bad(image.source) || badText(image.alt) {
        fields.append("image")
      }
      if question.choices.contains(where: { bad($0.id) || badText($0.text) })
        || question.correct.contains(where: bad)
      {
        fields.append("choices")
      }
      if badText(question.explanation) { fields.append("explanation") }
      if question.tags.contains(where: bad) { fields.append("tags") }
      if let provenance = question.provenance,
        bad(provenance.source) || provenance.sourceId.map(bad) == true
          || provenance.rule.map(bad) == true
          || provenance.values?.contains(where: { name, value in
            if bad(name) { return true }
            if case .string(let string) = value { return bad(string) }
            return false
          }) == true
      {
        fields.append("provenance")
      }
      if !fields.isEmpty { found.append((question.id, fields)) }
    }
    return found
  }
}
