extension CatalogueReadError: DiagnosticError {
  /// The error as a diagnostic: `file:line:col: error: not a catalogue film: reason`, and a hint.
  public var diagnostics: [Diagnostic] {
    [
      .error(
        "not a catalogue film: \(reason)", file: file, line: line, column: column, hint: Self.hint)
    ]
  }

  /// A line that is not a film is malformed input: exit 65.
  public var failureKind: FailureKind { .malformed }
}
