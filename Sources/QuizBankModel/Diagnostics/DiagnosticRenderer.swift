/// The one renderer of diagnostics for people, used by `validate`'s text output
/// and by every command's errors and warnings:
///
/// ```text
/// file:line:col: error[QB104]: message
/// the source line
///        ^
/// hint: what to do
/// ```
///
/// A diagnostic without a rule code reads `file:line:col: error: message`; one
/// without a file names the program (`qbank: error: message`). Everything it
/// prints from an input (the file name, the message, the hint, the source line)
/// passes the terminal gate, ``DisplayText/escaped(_:keepTab:)``, so no command
/// can forget it.
package struct DiagnosticRenderer: Sendable {
  /// Whether to use ANSI colours; the caller decides (a terminal, no `NO_COLOR`).
  package var color: Bool
  /// What a diagnostic without a file is attributed to.
  package var program: String

  /// A renderer, in colour or not.
  package init(color: Bool = false, program: String = "qbank") {
    self.color = color
    self.program = program
  }

  /// One diagnostic, ending with a newline; `source` gives the text of a line
  /// (1-based) when it is known, for the snippet with a caret.
  package func render(_ d: Diagnostic, source: (Int) -> String? = { _ in nil }) -> String {
    let label = d.code.isEmpty ? d.severity.rawValue : "\(d.severity.rawValue)[\(d.code)]"
    let place = d.location.file.isEmpty ? program : d.location.description
    var out =
      paint(DisplayText.escaped(place) + ":", "1") + " "
      + paint(label, d.severity == .error ? "1;31" : d.severity == .warning ? "1;33" : "1;36")
      + ": " + DisplayText.escaped(d.message) + "\n"
    // A column past the line's end means the line was cut short (a source line
    // is read up to 1 MiB): a caret there would point at the wrong place.
    if let line = d.location.line, let column = d.location.column, let text = source(line),
      column <= text.unicodeScalars.count + 1
    {
      let shown = DisplayText.sourceLine(text, column: column)
      out += shown.text + "\n"
      out += shown.caretPadding + paint("^", "1;32") + "\n"
    }
    if let hint = d.hint { out += paint("hint:", "1") + " " + DisplayText.escaped(hint) + "\n" }
    return out
  }

  /// Several diagnostics, one after another.
  package func render(
    _ diagnostics: [Diagnostic], source: (String, Int) -> String? = { _, _ in nil }
  )
    -> String
  {
    diagnostics.map { d in render(d) { source(d.location.file, $0) } }.joined()
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
