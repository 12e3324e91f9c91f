/// Text in several locales, keyed by BCP 47 language tag (`en`, `ru`, `uk`, `it`, `pt-BR`).
///
/// Encoded as a JSON object: `{"en": "Yes", "it": "Sì"}`.
public struct LocalizedText: Sendable, Codable, Equatable, Hashable {
  /// The text per locale.
  public var values: [String: String]

  /// Creates localized text from a dictionary.
  public init(_ values: [String: String] = [:]) { self.values = values }

  /// The text in one locale, if present.
  public subscript(locale: String) -> String? {
    get { values[locale] }
    set { values[locale] = newValue }
  }

  /// The locales present, sorted.
  public var locales: [String] { values.keys.sorted() }

  /// Whether no locale has text.
  public var isEmpty: Bool { values.isEmpty }

  /// The text for `locale`, falling back to its language (`pt` for `pt-BR`),
  /// then to `fallback`, then to the first locale in sorted order.
  public func resolved(_ locale: String?, fallback: String? = nil) -> String? {
    if let locale {
      if let text = values[locale] { return text }
      let language = String(locale.split(separator: "-").first ?? "")
      if let text = values[language] { return text }
    }
    if let fallback, let text = values[fallback] { return text }
    return locales.first.flatMap { values[$0] }
  }

  public init(from decoder: any Decoder) throws {
    values = try decoder.singleValueContainer().decode([String: String].self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(values)
  }
}

extension LocalizedText: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
