import QuizBankModel

extension PackStreamParser {
  /// The path of the element a localized text of `target` sits in.
  func containerPath(_ target: TextTarget) -> XMLPath {
    switch target {
    case .title: XMLPath([Step("pack"), Step("title")])
    case .description: XMLPath([Step("pack"), Step("description")])
    case .prompt: questionPath.appending(Step("prompt"))
    case .alt: questionPath.appending(Step("image")).appending(Step("alt"))
    case .choice: questionPath.appending(Step("choice", .ordinal(choiceCount)))
    case .explanation: questionPath.appending(Step("explanation"))
    }
  }

  /// Puts one `<text xml:lang>` into its localized text.
  mutating func store(_ value: String, lang: String, ordinal: Int, in target: TextTarget) {
    if ordinal > 1 {
      report(
        "a second text for locale '\(lang)' in <\(Self.elementName(target))>; each locale may appear once",
        at: containerPath(target).appending(Step("text", .lang(lang))),
        hint: "remove one of the two texts")
      return
    }
    switch target {
    case .title: header.title[lang] = value
    case .description: header.description?[lang] = value
    case .prompt: question.prompt[lang] = value
    case .alt: question.image?.alt?[lang] = value
    case .choice:
      guard let last = question.choices.indices.last else { return }
      question.choices[last].text[lang] = value
    case .explanation: question.explanation?[lang] = value
    }
  }

  private static func elementName(_ target: TextTarget) -> String {
    switch target {
    case .title: "title"
    case .description: "description"
    case .prompt: "prompt"
    case .alt: "alt"
    case .choice: "choice"
    case .explanation: "explanation"
    }
  }

  /// Puts one typed scalar into the provenance values.
  mutating func storeValue(_ raw: String, type: PackNames.Element, name: String) {
    var path: XMLPath {
      questionPath.appending(Step("provenance")).appending(Step("values"))
        .appending(Step("*", .named(name)))
    }
    var duplicate: String { "a second value named '\(name)'; each name may appear once" }
    let value: ScalarValue
    switch type {
    case .number:
      guard let number = Double(raw) ?? Double(raw.trimmingXMLWhitespace), number.isFinite else {
        report(hasValue(named: name) ? duplicate : "'\(raw)' is not a finite number", at: path)
        return
      }
      value = .number(number)
    case .boolean:
      guard let flag = Self.boolean(raw) else {
        report(
          hasValue(named: name) ? duplicate : "'\(raw)' is not a boolean (true, false, 1 or 0)",
          at: path)
        return
      }
      value = .bool(flag)
    default:
      value = .string(raw)
    }
    // One lookup in the usual case (a new name); a second value keeps the first.
    guard question.values != nil else { return }
    if let first = question.values?.add(value, named: name) {
      question.values?.add(first, named: name)
      report(duplicate, at: path)
    }
  }

  private func hasValue(named name: String) -> Bool {
    question.values?.value(named: name) != nil
  }

  /// An `xs:long` attribute as an `Int`, reporting values that do not fit.
  mutating func integer(_ raw: String, _ attribute: String, at path: @autoclosure () -> XMLPath)
    -> Int?
  {
    if let value = Int(raw) { return value }
    guard let value = Int(raw.trimmingXMLWhitespace) else {
      report("\(attribute)='\(raw)' is not a whole number", at: path())
      return nil
    }
    return value
  }

  /// An `xs:boolean`.
  static func boolean(_ raw: String) -> Bool? {
    switch raw.trimmingXMLWhitespace {
    case "true", "1": true
    case "false", "0": false
    default: nil
    }
  }

  /// An `xs:list`: the items between XML white space.
  static func list(_ raw: String) -> [String] {
    // Without XML white space (the usual single id) the list is the value itself.
    if !raw.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      return raw.isEmpty ? [] : [raw]
    }
    return raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(
      String.init)
  }
}
