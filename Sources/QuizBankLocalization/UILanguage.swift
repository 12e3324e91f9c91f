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

  /// The decimal separator numbers are written with.
  package var decimalSeparator: String { self == .en ? "." : "," }

  /// The form of a counted word for `count`, from `forms` listed in CLDR's
  /// order of plural categories for this language: English and Italian
  /// `one|other`; Ukrainian and Russian `one|few|many` (1, 21 → one; 2–4,
  /// 22–24 → few; 0, 5–20, 25 → many). A missing form falls back to the last.
  package func pluralForm(_ forms: [String], of count: Int) -> String {
    guard let last = forms.last else { return "" }
    let index: Int
    switch self {
    case .en, .it:
      index = count == 1 ? 0 : 1
    case .uk, .ru:
      let (units, tens) = (abs(count) % 10, abs(count) % 100)
      if units == 1 && tens != 11 {
        index = 0
      } else if (2...4).contains(units) && !(12...14).contains(tens) {
        index = 1
      } else {
        index = 2
      }
    }
    return index < forms.count ? forms[index] : last
  }

  /// `count` and the form of its word for it: `UILanguage.en.counted(1, "film", "films")`
  /// is "1 film", `counted(2, "film", "films")` "2 films".
  package func counted(_ count: Int, _ forms: String...) -> String {
    "\(count) " + pluralForm(forms, of: count)
  }
}
