import QuizBankModel

/// Findings for people: `file:line:col: error[QB104]: message`, the source
/// line, a caret under the column, and a hint when there is one.
package struct TextRenderer: Sendable {
  /// Whether to use ANSI colours; the caller decides (a terminal, no `NO_COLOR`).
  package var color: Bool

  package init(color: Bool) { self.color = color }

  /// One file's findings; `source` gives the text of a line when it is known.
  package func render(_ report: FileReport, source: SourceText?) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      out += render(diagnostic, source: source)
    }
    return out
  }

  /// One finding, ending with a newline.
  package func render(_ d: Diagnostic, source: SourceText?) -> String {
    let label = "\(d.severity.rawValue)[\(d.code)]"
    var out =
      paint(TerminalText.visible(d.location.description) + ":", "1") + " "
      + paint(label, d.severity == .error ? "1;31" : d.severity == .warning ? "1;33" : "1;36")
      + ": " + TerminalText.visible(d.message) + "\n"
    if let line = d.location.line, let column = d.location.column,
      let text = source?.line(line)
    {
      let shown = TerminalText.sourceLine(text, column: column)
      out += shown.text + "\n"
      out += shown.caretPadding + paint("^", "1;32") + "\n"
    }
    if let hint = d.hint { out += paint("hint:", "1") + " " + TerminalText.visible(hint) + "\n" }
    return out
  }

  /// The run's summary line.
  package func summary(_ summary: ValidationSummary) -> String { summary.line + "\n" }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
