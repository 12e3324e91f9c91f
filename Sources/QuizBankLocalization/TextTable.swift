import Foundation

/// A table of the user-facing strings of one area (player, catalogue, curator),
/// each in every ``UILanguage``.
///
/// Strings use `{name}` placeholders, filled by ``Localizer/text(_:_:)``. Each area
/// declares its table in a file of its own (`Strings+Player.swift`…), as a static
/// `TextTable`, so areas never edit each other's strings.
public struct TextTable: Sendable {
  /// The strings: key → language → text.
  public let entries: [String: [UILanguage: String]]

  /// Creates a table. Every entry should have all four languages; a test checks it.
  public init(_ entries: [String: [UILanguage: String]]) {
    self.entries = entries
  }

  /// Keys whose entry lacks a language, for tests.
  public var incompleteKeys: [String] {
    entries.filter { $0.value.count < UILanguage.allCases.count }.map(\.key).sorted()
  }
}

/// Looks up text in one language, falling back to English, then to the key.
public struct Localizer: Sendable {
  /// The language in use.
  public let language: UILanguage
  private let table: TextTable

  /// Creates a localizer over `table`.
  public init(language: UILanguage, table: TextTable) {
    self.language = language
    self.table = table
  }

  /// The text for `key` with `{name}` placeholders filled from `arguments`.
  public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    let entry = table.entries[key]
    var text = entry?[language] ?? entry?[.en] ?? key
    for (name, value) in arguments {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
  }
}
