import QuizBankModel

extension BundleLoadError: DiagnosticError {
  /// The error as a diagnostic on the bundle's file: `path: error: reason`.
  public var diagnostics: [Diagnostic] { [.error(reason, file: path)] }

  /// 66 for a bundle missing or unreadable, 65 for one that cannot be played.
  public var failureKind: FailureKind { isMissing ? .missing : .malformed }
}
