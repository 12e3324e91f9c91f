import QuizBankModel

/// Findings for people: `file:line:col: error[QB104]: message`, the source
/// line, a caret under the column, and a hint when there is one, by the one
/// ``DiagnosticRenderer`` every command uses.
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
    DiagnosticRenderer(color: color).render(d) { source?.line($0) }
  }

  /// The run's summary line.
  package func summary(_ summary: ValidationSummary) -> String { summary.line + "\n" }
}
