import Foundation
import QuizBankModel
import QuizBankTerminal

/// A ``TerminalOutput`` that keeps what it is given, for tests: no terminal, no colour
/// unless asked.
final class RecordingOutput: TerminalOutput, @unchecked Sendable {
  private let lock = NSLock()
  private var standardOutput = Data()
  private var standardError = ""
  let colorsStdout: Bool
  var colorsStderr: Bool { colorsStdout }
  var stdoutIsTerminal: Bool { false }
  var stderrIsTerminal: Bool { false }

  init(colors: Bool = false) { colorsStdout = colors }

  /// Standard output so far, as UTF-8.
  var outText: String { lock.withLock { String(decoding: standardOutput, as: UTF8.self) } }
  /// Standard error so far.
  var errText: String { lock.withLock { standardError } }

  func out(_ text: String) { lock.withLock { standardOutput += Data(text.utf8) } }
  func out(_ data: Data) { lock.withLock { standardOutput += data } }
  func err(_ text: String) { lock.withLock { standardError += text } }
  func errClearingLine(_ text: String) { lock.withLock { standardError += "\r" + text } }
  /// Warnings as the one renderer draws them, without source lines.
  func warn(_ diagnostics: [Diagnostic]) { err(DiagnosticRenderer().render(diagnostics)) }
}
