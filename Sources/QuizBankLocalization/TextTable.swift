import Foundation

/// A table of the user-facing strings of one area (player, catalogue, curator),
/// each in every ``UILanguage``.
///
/// Strings use `{name}` placeholders, filled by ``Localizer/text(_:_:)``. Each area
/// declares its table in a file of its own (`Strings+Player.swift`…), as a static
/// `TextTable`, so areas never edit each other's strings.
package struct TextTable: Sendable {
  /// The strings: key → language → text.
  package let entries: [String: [UILanguage: String]]

  /// Creates a table. Every entry should have all four languages; a test checks it.
  package init(_ entries: [String: [UILanguage: String]]) {
    self.entries = entries
  }

  /// Keys whose entry lacks a language, for tests.
  package var incompleteKeys: [String] {
    entries.filter { $0.value.count < UILanguage.allCases.count }.map(\.key).sorted()
  }
}

/// Looks up text in one language, falling back to English, then to the key.
package struct Localizer: Sendable {
  /// The language in use.
  package let language: UILanguage
  private let table: TextTable

  /// Creates a localizer over `table`.
  package init(language: UILanguage, table: TextTable) {
    self.language = language
    self.table = table
  }

  /// The text for `key` with `{name}` placeholders filled from `arguments`.
  package func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    let entry = table.entries[key]
    let template = entry?[language] ?? entry?[.en] ?? key
    return Self.fill(template, arguments, language: entry?[language] == nil ? .en : language)
  }

  /// `value` with the language's decimal separator (`6.5`, `6,5`), `digits`
  /// digits after it.
  package func number(_ value: Double, digits: Int) -> String {
    let text = String(format: "%.\(max(0, digits))f", value)
    return language.decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: ",")
  }

  /// The text for `key` with its placeholders filled: `{name}` by the value,
  /// `{name:form|form…}` by the form the value's plural category takes in this
  /// language (``UILanguage/pluralForm(_:of:)``).
  ///
  /// One left-to-right pass over `template`: inserted values are never scanned
  /// again, so a film title holding `{score}` stays as it is. Unknown
  /// placeholders are kept.
  static func fill(
    _ template: String, _ arguments: [String: String], language: UILanguage = .en
  ) -> String {
    guard !arguments.isEmpty else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      let close = rest[afterOpen...].firstIndex(of: "}")
      let inside = close.map { String(rest[afterOpen..<$0]) } ?? ""
      let name = String(inside.prefix { $0 != ":" })
      if let close, let value = arguments[name] {
        if inside.count > name.count {
          let forms = inside.dropFirst(name.count + 1).split(
            separator: "|", omittingEmptySubsequences: false)
          result += language.pluralForm(forms.map(String.init), of: Int(value) ?? 0)
        } else {
          result += value
        }
        rest = rest[rest.index(after: close)...]
      } else {
        result.append("{")
        rest = rest[afterOpen...]
      }
    }
    result += rest
    return result
  }
}
