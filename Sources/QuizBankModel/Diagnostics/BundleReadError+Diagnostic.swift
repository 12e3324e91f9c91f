extension BundleReadError: DiagnosticError {
  /// The error as a diagnostic at its line and column when known; the file is
  /// the caller's to name (``DiagnosticFailure/located(in:)``).
  public var diagnostics: [Diagnostic] {
    [.error(message, line: position?.line, column: position?.column)]
  }

  /// A file that is not a readable bundle is malformed input: exit 65.
  public var failureKind: FailureKind { .malformed }

  /// The failure, on `file`.
  package func failure(file: String) -> DiagnosticFailure {
    DiagnosticFailure(self).located(in: file)
  }
}
