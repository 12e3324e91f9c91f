/// RFC 4180 CSV rows: fields quoted when they hold the separator, a quote,
/// CR or LF, or leading or trailing spaces; quotes doubled; rows end in LF.
struct CSVWriter {
  var separator: Character = ","
  /// Whether a field starting with `#` is quoted (so Anki does not take the
  /// line for a header or comment).
  var quotesLeadingHash = false
  /// Whether a field a spreadsheet would take for a formula (starting with
  /// `=`, `+`, `-`, `@`, a tab or a CR) gets a leading `'`, as OWASP's
  /// CSV-injection advice says, so it shows as text and never runs.
  var neutralizesFormulas = false
  private(set) var text = ""

  /// The first characters that make a spreadsheet cell a formula (OWASP).
  static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

  init(
    separator: Character = ",", quotesLeadingHash: Bool = false, neutralizesFormulas: Bool = false
  ) {
    self.separator = separator
    self.quotesLeadingHash = quotesLeadingHash
    self.neutralizesFormulas = neutralizesFormulas
  }

  /// Appends a raw line (Anki's `#key:value` headers).
  mutating func line(_ raw: String) { text += raw + "\n" }

  /// Appends a row of fields.
  mutating func row(_ fields: [String]) {
    text += fields.map(quote).joined(separator: String(separator)) + "\n"
  }

  func quote(_ field: String) -> String {
    var field = field
    if neutralizesFormulas, let first = field.first, Self.formulaStarts.contains(first) {
      field = "'" + field
    }
    let needs =
      field.contains(separator) || field.contains("\"") || field.contains("\n")
      || field.contains("\r") || field.hasPrefix(" ") || field.hasSuffix(" ")
      || (quotesLeadingHash && field.hasPrefix("#"))
    guard needs else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
