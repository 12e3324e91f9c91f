import QuizBankModel

/// Why an import stopped: what is wrong, where, and what to do.
///
/// It is a ``DiagnosticError``: the CLI renders it with the one renderer
/// (`file:line:col: error: message`, the source line with a caret, `hint:`).
public struct ImportError: DiagnosticError, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, which decides the exit code.
  public enum Kind: String, Sendable, Equatable {
    /// The input is not what its format requires (bad JSON, a wrong shape,
    /// an API error response, too large, not UTF-8): exit 65.
    case malformed
    /// The input file does not exist or cannot be opened: exit 66.
    case missing
    /// Reading or writing failed: exit 74.
    case io
    /// The inputs cannot be imported together or the format is unknown: exit 64.
    case usage
  }

  /// What went wrong.
  public var kind: Kind
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column in Unicode scalars, when known.
  public var column: Int?
  /// What is wrong, in one sentence.
  public var message: String
  /// What to do about it.
  public var hint: String?
  /// Warnings that explain the error (the questions an empty import skipped), shown after it.
  public var notes: [ImportIssue] = []

  /// Creates an error.
  public init(
    _ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, message: String,
    hint: String? = nil
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
  }

  /// `file:line:col` (as much of it as is known).
  public var location: String { locationText(file, line, column) }

  /// The error as a diagnostic.
  public var diagnostics: [Diagnostic] {
    [.error(message, file: file, line: line, column: column, hint: hint)]
      + notes.map(\.diagnostic)
  }

  /// The exit status's kind: 65 malformed, 66 missing, 74 I/O, 64 usage.
  public var failureKind: FailureKind {
    switch kind {
    case .malformed: .malformed
    case .missing: .missing
    case .io: .io
    case .usage: .usage
    }
  }

  /// `file:line:col: error: message`, then `hint: …` on its own line, as the
  /// one renderer shows it without a source line.
  public var description: String {
    String(DiagnosticRenderer().render(diagnostics).dropLast())
  }
}

/// `file:line:col`, as much of it as is known.
private func locationText(_ file: String, _ line: Int?, _ column: Int?) -> String {
  guard let line else { return file }
  return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
}

/// Something the importer skipped or noticed, with where it is.
public struct ImportIssue: Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column, when known.
  public var column: Int?
  /// What happened (`skipped item 12: it has no "id"`).
  public var message: String

  /// Creates an issue.
  public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The issue as a warning diagnostic.
  public var diagnostic: Diagnostic {
    Diagnostic(
      severity: .warning, code: "", message: message,
      location: SourceLocation(file: file, line: line, column: column))
  }

  /// `file:line:col: warning: message`, as the one renderer shows it.
  public var description: String { String(DiagnosticRenderer().render(diagnostic).dropLast()) }
}

/// What an import did: counts, and what it skipped and why.
public struct ImportSummary: Sendable, Equatable {
  /// Films written to the catalogue.
  public var films = 0
  /// Questions imported.
  public var questions = 0
  /// Records read twice (across lists, pages or files) and merged into one.
  public var mergedDuplicates = 0
  /// Questions skipped because their type cannot be carried (each also an issue).
  public var skipped = 0
  /// Images carried inside the inputs (Moodle `<file>`s), to write beside the bundle.
  public var assets: [BundleAsset] = []
  /// Records skipped, with the reason, and other warnings.
  public var issues: [ImportIssue] = []
  /// TMDB `total_pages` of each paged input that states it, by input name.
  public var totalPages: [String: Int] = [:]
  /// The format each input was read as, in input order.
  public var formats: [String: ImportFormat] = [:]

  /// Creates an empty summary.
  public init() {}

  /// One line for people: `imported 250 films (3 merged duplicates, 1 skipped)`.
  public var headline: String {
    var parts: [String] = []
    if mergedDuplicates > 0 {
      parts.append("\(mergedDuplicates) merged duplicate\(mergedDuplicates == 1 ? "" : "s")")
    }
    if skipped > 0 {
      parts.append("\(skipped) skipped")
    }
    if !issues.isEmpty {
      parts.append("\(issues.count) warning\(issues.count == 1 ? "" : "s")")
    }
    let what =
      questions > 0 || films == 0 && formats.values.contains(where: { $0.producesQuestions })
      ? "\(questions) question\(questions == 1 ? "" : "s")"
      : "\(films) film\(films == 1 ? "" : "s")"
    return "imported \(what)" + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
  }
}
