import ArgumentParser
import QuizBankModel

/// Exit codes, after sysexits(3): each means one thing.
enum QBankExit {
  /// Everything was clean.
  static let ok = ExitCode(0)
  /// The input was read and has findings (validation errors, a failed check).
  static let findings = ExitCode(1)
  /// The command line was wrong.
  static let usage = ExitCode(64)
  /// An input file is malformed (not JSON, not XML, not the expected shape).
  static let dataError = ExitCode(65)
  /// An input file does not exist or cannot be opened.
  static let noInput = ExitCode(66)
  /// A service is unavailable (offline and not cached).
  static let unavailable = ExitCode(69)
  /// Something internal went wrong.
  static let software = ExitCode(70)
  /// Reading or writing a file failed.
  static let ioError = ExitCode(74)

  /// The exit code a failure of `kind` ends with: the same number.
  static func code(for kind: FailureKind) -> ExitCode { ExitCode(kind.exitStatus) }
}
