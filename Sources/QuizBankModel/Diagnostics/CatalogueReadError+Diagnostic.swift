extension CatalogueReadError: DiagnosticError {
  /// The error as a diagnostic: `file:line: error: not a catalogue film: reason`.
  public var diagnostics: [Diagnostic] {
    [.error("not a catalogue film: \(reason)", file: file, line: line)]
  }

  /// A line that is not a film is malformed input: exit 65.
  public var failureKind: FailureKind { .malformed }
}
