/// A language QuizBank's own text is written in.
package enum UILanguage: String, Sendable, Codable, CaseIterable {
  case en, ru, uk, it

  /// The language for `--lang` or the environment: `LC_ALL`, then `LC_MESSAGES`,
  /// then `LANG` (`uk_UA.UTF-8` → `.uk`); English when none matches.
  package static func resolve(explicit: String? = nil, environment: [String: String]) -> UILanguage
  {
    if let explicit, let language = parse(explicit) { return language }
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[key], !value.isEmpty {
        return parse(value) ?? .en
      }
    }
    return .en
  }

  /// Reads a tag such as `uk`, `uk-UA`, `uk_UA.UTF-8`; `nil` when it names no language of ours.
  package static func parse(_ tag: String) -> UILanguage? {
    let code = tag.lowercased().prefix { $0.isLetter }
    return UILanguage(rawValue: String(code))
  }
}
