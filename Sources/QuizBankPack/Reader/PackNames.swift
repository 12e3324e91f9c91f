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
  /// The same names by address (``AddressTable``), so most lookups take one probe.
  private let elementTable: AddressTable
  private let attributeTable: AddressTable

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
    elementTable = AddressTable(elements)
    attributeTable = AddressTable(attributes)
  }

  /// Frees the buffers (the names belong to the dictionary).
  func deallocate() {
    elements.deallocate()
    attributes.deallocate()
    elementTable.deallocate()
    attributeTable.deallocate()
  }

  /// Which pack element `name` is: its ``Element`` raw value, or `unknown`
  /// for one the schema does not know.
  func element(_ name: Name) -> UInt8 {
    let found = elementTable.index(of: name)
    return found != Self.unknown ? found : Self.find(name, in: elements)
  }

  /// Which pack attribute `name` is: its ``Attribute`` raw value, or `unknown`.
  func attribute(_ name: Name) -> UInt8 {
    let found = attributeTable.index(of: name)
    return found != Self.unknown ? found : Self.find(name, in: attributes)
  }

  /// What ``element(_:)`` and ``attribute(_:)`` give for a name the schema does not know.
  static let unknown: UInt8 = 0xFF

  /// The index of `name` in `names` by its bytes: for a name that is not
  /// the interned one (libxml2 interns every name it hands out, so this is
  /// in practice only a name the schema does not know).
  private static func find(_ name: Name, in names: UnsafeMutableBufferPointer<Name?>) -> UInt8 {
    for index in names.indices where xmlStrEqual(names[index], name) != 0 { return UInt8(index) }
    return unknown
  }

  /// An open-addressing table from an interned name's address to its index
  /// (64 slots for at most 32 names, linear probing; a slot's address is 0
  /// when empty). The owner calls ``deallocate()``.
  struct AddressTable {
    private static let slots = 64
    private let addresses: UnsafeMutablePointer<UInt>
    private let indices: UnsafeMutablePointer<UInt8>

    init(_ names: UnsafeMutableBufferPointer<Name?>) {
      precondition(names.count <= Self.slots / 2)
      addresses = .allocate(capacity: Self.slots)
      addresses.initialize(repeating: 0, count: Self.slots)
      indices = .allocate(capacity: Self.slots)
      indices.initialize(repeating: PackNames.unknown, count: Self.slots)
      for (index, name) in names.enumerated() {
        guard let name else { continue }
        let address = UInt(bitPattern: name)
        var slot = Self.slot(address)
        while addresses[slot] != 0, addresses[slot] != address {
          slot = (slot + 1) & (Self.slots - 1)
        }
        guard addresses[slot] == 0 else { continue }
        addresses[slot] = address
        indices[slot] = UInt8(index)
      }
    }

    func deallocate() {
      addresses.deallocate()
      indices.deallocate()
    }

    /// The index of the name at `name`'s address, or ``PackNames/unknown``.
    @inline(__always)
    func index(of name: Name) -> UInt8 {
      let address = UInt(bitPattern: name)
      var slot = Self.slot(address)
      while true {
        let stored = addresses[slot]
        if stored == address { return indices[slot] }
        if stored == 0 { return PackNames.unknown }
        slot = (slot + 1) & (Self.slots - 1)
      }
    }

    /// A slot from the address's bits (Fibonacci hashing: the top 6 bits of the product).
    @inline(__always)
    private static func slot(_ address: UInt) -> Int {
      Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
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
