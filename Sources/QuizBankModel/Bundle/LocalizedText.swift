/// Text in several locales, keyed by BCP 47 language tag (`en`, `ru`, `uk`, `it`, `pt-BR`).
///
/// Encoded as a JSON object: `{"en": "Yes", "it": "Sì"}`.
///
/// A text holds one to a few locales, so it keeps them as a small array sorted
/// in the canonical key order (``CanonicalBytes/keyPrecedes(_:_:)``) rather
/// than as a dictionary: cheaper to build, to look up and to write in order.
/// ``values`` still reads and writes the text as a dictionary.
public struct LocalizedText: Sendable, Codable, Equatable, Hashable {
  /// One locale's text.
  package struct Entry: Sendable, Equatable, Hashable, KeyedEntry {
    package var locale: String
    package var text: String

    package init(locale: String, text: String) {
      self.locale = locale
      self.text = text
    }

    package var key: String { locale }
    package var payload: String {
      get { text }
      set { text = newValue }
    }
  }

  /// The text per locale, in canonical key order, one entry per locale (as a
  /// dictionary keys them: by `String` equality).
  package private(set) var entries: [Entry]

  /// The text per locale.
  public var values: [String: String] {
    get {
      var values: [String: String] = Dictionary(minimumCapacity: entries.count)
      for entry in entries { values[entry.locale] = entry.text }
      return values
    }
    set { self = LocalizedText(newValue) }
  }

  /// Equal when they hold the same text per locale, locales compared as a
  /// dictionary compares its keys: canonically equivalent spellings (`é` and
  /// `e\u{301}`) are one locale, though their bytes sort apart.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    return lhs.entries == rhs.entries || lhs.values == rhs.values
  }

  /// Hashes as the dictionary of ``values`` does, in agreement with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }

  /// Creates localized text from a dictionary.
  public init(_ values: [String: String] = [:]) {
    entries = values.map { Entry(locale: $0.key, text: $0.value) }
    entries.sortByKeyIfNeeded()
  }

  /// Creates localized text from entries of distinct locales in any order.
  package init(entries: [Entry]) {
    self.entries = entries
    self.entries.sortByKeyIfNeeded()
  }

  /// The text in one locale, if present.
  public subscript(locale: String) -> String? {
    get {
      for entry in entries where entry.locale == locale { return entry.text }
      return nil
    }
    set {
      let found = entries.firstIndex { $0.locale == locale }
      switch (found, newValue) {
      case (let index?, let text?): entries[index].text = text
      case (let index?, nil): entries.remove(at: index)
      case (nil, let text?):
        let entry = Entry(locale: locale, text: text)
        let index = entries.firstIndex { Self.precedes(entry, $0) } ?? entries.endIndex
        entries.insert(entry, at: index)
      case (nil, nil): break
      }
    }
  }

  /// Makes room for `count` locales, so adding them allocates once.
  package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// The locales present, sorted.
  public var locales: [String] { entries.map(\.locale).sorted() }

  /// Whether no locale has text.
  public var isEmpty: Bool { entries.isEmpty }

  /// The text for `locale`, falling back to its language (`pt` for `pt-BR`),
  /// then to `fallback`, then to the first locale in sorted order.
  public func resolved(_ locale: String?, fallback: String? = nil) -> String? {
    if let locale {
      if let text = self[locale] { return text }
      let language = String(locale.split(separator: "-").first ?? "")
      if let text = self[language] { return text }
    }
    if let fallback, let text = self[fallback] { return text }
    return locales.first.flatMap { self[$0] }
  }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([String: String].self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(values)
  }

  private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
    CanonicalBytes.keyPrecedes(a.locale, b.locale)
  }

}

extension LocalizedText: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
