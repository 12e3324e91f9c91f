/// How a command ends when the terminal code has already said why: the status
/// after sysexits(3), thrown once the message is written. The CLI turns it into
/// its exit code; each status means one thing, as `qbank --help` lists them.
package enum ExitStatus: Int32, Error, Sendable {
  /// The input was read and has findings.
  case findings = 1
  /// The command line was wrong.
  case usage = 64
  /// An input file is malformed.
  case dataError = 65
  /// An input file does not exist or cannot be opened.
  case noInput = 66
  /// A service is unavailable (offline and not cached).
  case unavailable = 69
  /// Something internal went wrong.
  case software = 70
  /// Reading or writing a file failed.
  case ioError = 74
}
