import ArgumentParser
import QuizBankTerminal

/// The terminal library writes through the CLI's console.
extension Console: TerminalOutput {}

extension ExitStatus {
  /// The exit code the CLI ends with.
  var code: ExitCode { ExitCode(rawValue) }
}

/// Runs `body`; the terminal library's ``ExitStatus``, thrown once its message is
/// written, becomes the exit code.
func exiting<Value>(_ body: () throws -> Value) throws -> Value {
  do {
    return try body()
  } catch let status as ExitStatus {
    throw status.code
  }
}
