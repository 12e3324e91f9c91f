import Foundation
import QuizBankModel

extension StatisticsError: DiagnosticError {
  /// The error as a diagnostic on the statistics file.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .cannotLock(let path, let code):
      [.error("cannot lock the statistics: \(String(cString: strerror(code)))", file: path)]
    case .unreadable(let path):
      [.error("cannot read the statistics", file: path, hint: "check the file's permissions")]
    case .cannotWrite(let path, let reason):
      [.error("cannot write the statistics: \(reason)", file: path)]
    case .newerFormat(let path, let version):
      [
        .error(
          "cannot write the statistics: they are format version \(version), newer than this qbank "
            + "writes (\(StatisticsFile.currentFormatVersion))",
          file: path, hint: "update qbank, or move the file away to start again")
      ]
    }
  }

  /// Statistics that cannot be read or written: exit 74.
  public var failureKind: FailureKind { .io }
}
