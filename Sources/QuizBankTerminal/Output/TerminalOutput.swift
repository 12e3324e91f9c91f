import Foundation
import QuizBankModel

/// Where terminal code writes: standard output and standard error, and whether
/// each is a terminal and may be coloured. The library never prints on its own;
/// the CLI hands it its console, a test a string.
package protocol TerminalOutput: Sendable {
  /// Whether standard output is a terminal.
  var stdoutIsTerminal: Bool { get }
  /// Whether standard error is a terminal.
  var stderrIsTerminal: Bool { get }
  /// Whether to colour what goes to standard output.
  var colorsStdout: Bool { get }
  /// Whether to colour what goes to standard error.
  var colorsStderr: Bool { get }
  /// Writes to standard output.
  func out(_ text: String)
  /// Writes bytes to standard output.
  func out(_ data: Data)
  /// Writes to standard error (through the terminal gate, ``DisplayText/gated(_:)``).
  func err(_ text: String)
  /// Clears the line standard error's terminal shows, then writes `text` there
  /// (a progress line redrawn in place).
  func errClearingLine(_ text: String)
  /// Reports warnings (or notes) on standard error by the one renderer.
  func warn(_ diagnostics: [Diagnostic])
}

extension TerminalOutput {
  /// Clears the line standard error's terminal shows.
  package func errClearingLine() { errClearingLine("") }
}
