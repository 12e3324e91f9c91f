import QuizBankModel

/// A rule or project file that cannot be used: what is wrong and where.
///
/// It is a ``DiagnosticError``, rendered by the one renderer as
/// `file:line:col: error: message` followed by the source line and a caret.
public struct ConfigError: DiagnosticError, Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column (Unicode scalars), when known.
  public var column: Int?
  /// What is wrong, in one sentence.
  public var message: String
  /// The text of the offending line, when known (shown with a caret under the column).
  public var sourceLine: String?

  /// Creates an error.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, message: String,
    sourceLine: String? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// The error as a diagnostic.
  public var diagnostics: [Diagnostic] {
    [.error(message, file: file, line: line, column: column)]
  }

  /// A file that cannot be used is malformed input: exit 65.
  public var failureKind: FailureKind { .malformed }

  /// `file:line:col: error: message`, then the source line and a caret, as
  /// the one renderer shows them.
  public var description: String {
    let shown = sourceLine
    return String(
      DiagnosticRenderer().render(diagnostics[0]) { $0 == line ? shown : nil }.dropLast())
  }
}

extension ConfigFileMissing: DiagnosticError {
  /// The error as a diagnostic.
  public var diagnostics: [Diagnostic] {
    [.error("cannot open the file", file: file, hint: "check the path")]
  }

  /// A missing file: exit 66.
  public var failureKind: FailureKind { .missing }
}
