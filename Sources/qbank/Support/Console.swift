import Foundation

/// Where the CLI prints, and whether it may use colour.
///
/// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
struct Console: Sendable {
  /// Whether standard output is a terminal.
  let stdoutIsTerminal: Bool
  /// Whether standard error is a terminal.
  let stderrIsTerminal: Bool
  /// Whether `NO_COLOR` is set to anything non-empty.
  let noColor: Bool

  static let current = Console(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    stderrIsTerminal: isatty(STDERR_FILENO) == 1,
    noColor: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
  )

  /// Whether to colour what goes to standard output.
  var colorsStdout: Bool { stdoutIsTerminal && !noColor }
  /// Whether to colour what goes to standard error.
  var colorsStderr: Bool { stderrIsTerminal && !noColor }

  /// Writes to standard output.
  func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes to standard error.
  func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// ANSI styles, applied only when enabled.
struct Style: Sendable {
  let enabled: Bool

  func red(_ s: String) -> String { wrap(s, "31") }
  func green(_ s: String) -> String { wrap(s, "32") }
  func yellow(_ s: String) -> String { wrap(s, "33") }
  func cyan(_ s: String) -> String { wrap(s, "36") }
  func bold(_ s: String) -> String { wrap(s, "1") }
  func dim(_ s: String) -> String { wrap(s, "2") }

  private func wrap(_ s: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
  }
}
