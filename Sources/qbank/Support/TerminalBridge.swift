import ArgumentParser
import QuizBankTerminal

/// The terminal library writes through the CLI's console.
extension Console: TerminalOutput {}

/// Runs `body`; a failure the terminal library throws (a ``DiagnosticFailure``)
/// is reported by the one renderer and becomes the exit code its kind means.
func failing<Value>(_ console: Console, _ body: () throws -> Value) throws -> Value {
  do {
    return try body()
  } catch {
    throw console.fail(error)
  }
}
