import QuizBankModel

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
package struct GitHubRenderer: Sendable {
  package init() {}

  /// One file's findings, one command per line.
  package func render(_ report: FileReport) -> String {
    report.diagnostics.map(render).joined()
  }

  /// One finding as a workflow command, ending with a newline.
  package func render(_ d: Diagnostic) -> String {
    let command =
      switch d.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    var properties = ["file=" + property(DisplayText.escaped(d.location.file))]
    if let line = d.location.line { properties.append("line=\(line)") }
    if let column = d.location.column { properties.append("col=\(column)") }
    let name = RuleRegistry.descriptor(for: d.code)?.name
    properties.append("title=" + property(d.code + (name.map { " " + $0 } ?? "")))
    var message = DisplayText.escaped(d.message)
    if let hint = d.hint { message += "\nhint: " + DisplayText.escaped(hint) }
    return "::\(command) " + properties.joined(separator: ",") + "::" + data(message) + "\n"
  }

  /// Escapes a command's message.
  private func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a property value.
  private func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
