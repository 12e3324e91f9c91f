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

  /// The interned names, in the order of `Element.allCases` and
  /// `Attribute.allCases`: plain buffers, so the SAX callbacks look names up
  /// without reference counting. The owner calls ``deallocate()`` once done.
  private let elements: UnsafeMutableBufferPointer<Name?>
  private let attributes: UnsafeMutableBufferPointer<Name?>

  /// Interns the names in `dict`, the parser's dictionary.
  init(dict: OpaquePointer?) {
    elements = .allocate(capacity: Element.allCases.count)
    for element in Element.allCases {
      elements[Int(element.rawValue)] = Self.intern(dict, Self.spelling(of: element))
    }
    attributes = .allocate(capacity: Attribute.allCases.count)
    for attribute in Attribute.allCases {
      attributes[Int(attribute.rawValue)] = Self.intern(dict, Self.spelling(of: attribute))
    }
  }

  /// Frees the buffers (the names belong to the dictionary).
  func deallocate() {
    elements.deallocate()
    attributes.deallocate()
  }

  /// Which pack element `name` is: its ``Element`` raw value, or `unknown`
  /// for one the schema does not know.
  func element(_ name: Name) -> UInt8 {
    // `<text>` is most of a pack's elements.
    if elements[Int(Element.text.rawValue)] == name { return Element.text.rawValue }
    return Self.find(name, in: elements)
  }

  /// Which pack attribute `name` is: its ``Attribute`` raw value, or `unknown`.
  func attribute(_ name: Name) -> UInt8 {
    // `xml:lang` is most of a pack's attributes.
    if attributes[Int(Attribute.lang.rawValue)] == name { return Attribute.lang.rawValue }
    return Self.find(name, in: attributes)
  }

  /// What ``element(_:)`` and ``attribute(_:)`` give for a name the schema does not know.
  static let unknown: UInt8 = 0xFF

  /// The index of `name` in `names`: by address (interned), else by bytes.
  private static func find(_ name: Name, in names: UnsafeMutableBufferPointer<Name?>) -> UInt8 {
    for index in names.indices where names[index] == name { return UInt8(index) }
    for index in names.indices where xmlStrEqual(names[index], name) != 0 { return UInt8(index) }
    return unknown
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
