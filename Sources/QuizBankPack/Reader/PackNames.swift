import CLibXML2

/// The element and attribute names of a pack, interned in the parser's
/// dictionary: libxml2 hands out names from the same dictionary, so a name is
/// recognised by comparing pointers, not bytes.
struct PackNames {
  typealias Name = UnsafePointer<xmlChar>

  enum Element: UInt8, CaseIterable {
    case pack, title, description, settings, question, prompt, subject, image, alt, choice
    case explanation, tag, provenance, values, string, number, boolean, rounds, round, ref, text
  }

  enum Attribute: UInt8, CaseIterable {
    case id, version, defaultLocale, locales, createdAt, digest, roundSize, feedbackDelayMs
    case shuffleQuestions, shuffleChoices, mode, kind, correct, points, difficulty, year, source
    case sha256, sourceId, rule, name, question, lang
  }

  private let elements: [(Name, Element)]
  private let attributes: [(Name, Attribute)]

  /// Interns the names in `dict`, the parser's dictionary.
  init(dict: OpaquePointer?) {
    elements = Element.allCases.map { (Self.intern(dict, Self.spelling(of: $0)), $0) }
    attributes = Attribute.allCases.map { (Self.intern(dict, Self.spelling(of: $0)), $0) }
  }

  /// Which pack element `name` is, or nil for one the schema does not know.
  func element(_ name: Name) -> Element? {
    for (pointer, element) in elements where pointer == name { return element }
    for (pointer, element) in elements where xmlStrEqual(pointer, name) != 0 { return element }
    return nil
  }

  /// Which pack attribute `name` is.
  func attribute(_ name: Name) -> Attribute? {
    for (pointer, attribute) in attributes where pointer == name { return attribute }
    for (pointer, attribute) in attributes where xmlStrEqual(pointer, name) != 0 {
      return attribute
    }
    return nil
  }

  private static func intern(_ dict: OpaquePointer?, _ text: String) -> Name {
    xmlDictLookup(dict, text, -1)
  }

  static func spelling(of element: Element) -> String { "\(element)" }

  static func spelling(of attribute: Attribute) -> String {
    switch attribute {
    case .defaultLocale: "default-locale"
    case .createdAt: "created-at"
    case .roundSize: "round-size"
    case .feedbackDelayMs: "feedback-delay-ms"
    case .shuffleQuestions: "shuffle-questions"
    case .shuffleChoices: "shuffle-choices"
    case .sourceId: "source-id"
    default: "\(attribute)"
    }
  }
}
