import ArgumentParser
import Foundation
import QuizBankModel
import QuizBankValidate

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
    Self.write(Data(text.utf8), to: STDOUT_FILENO)
  }

  /// Writes bytes to standard output.
  func out(_ data: Data) {
    Self.write(data, to: STDOUT_FILENO)
  }

  /// Writes to standard error, through the terminal gate: line breaks, tabs
  /// and qbank's own colours pass, any other control character or bidi
  /// control (from a file name, a data value, a server) is shown as an escape
  /// (``DisplayText/gated(_:)``), so no message can forget it.
  func err(_ text: String) {
    Self.write(Data(DisplayText.gated(text).utf8), to: STDERR_FILENO)
  }

  /// Clears the line standard error's terminal shows, then writes `text` there
  /// through the gate (a progress line redrawn in place).
  func errClearingLine(_ text: String = "") {
    Self.write(Data(("\r\u{1B}[2K" + DisplayText.gated(text)).utf8), to: STDERR_FILENO)
  }

  /// Reports `error` on standard error, by the one renderer every command uses
  /// (`file:line:col: error: message`, the source line with a caret, `hint:`),
  /// and returns the exit code its kind means.
  func fail(_ error: any Error) -> ExitCode {
    let failure = DiagnosticFailure(error)
    err(FailureText.render(failure, color: colorsStderr))
    return QBankExit.code(for: failure.failureKind)
  }

  /// Reports warnings (or notes) on standard error by the same renderer.
  func warn(_ diagnostics: [Diagnostic]) {
    err(FailureText.render(diagnostics, color: colorsStderr))
  }

  /// Writes all of `data` to `descriptor`. A write that fails (a full disk
  /// behind `> /dev/full`, a reader gone with SIGPIPE ignored) ends qbank with
  /// exit 74 and a message, instead of the trap in `FileHandle.write(_:)`; a
  /// closed pipe ends it quietly, as the reader asked for no more.
  static func write(_ data: Data, to descriptor: Int32) {
    let failure: Int32? = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(
          descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    guard let failure else { return }
    if failure != EPIPE {
      let stream = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
      let message = DiagnosticRenderer().render(
        .error(
          "cannot write to \(stream): \(String(cString: strerror(failure)))",
          hint: "check that the disk has room and the output is writable"))
      _ = message.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
    }
    exit(74)
  }
}
