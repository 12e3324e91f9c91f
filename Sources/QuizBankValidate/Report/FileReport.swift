import QuizBankModel

/// What checking one input found.
package struct FileReport: Sendable, Codable, Equatable {
  /// How far the check got.
  package enum Status: String, Sendable, Codable, Comparable {
    /// Read and checked; ``FileReport/diagnostics`` holds the findings, if any.
    case checked
    /// The bytes are not well-formed (JSON, XML) or not the expected kind of document.
    case malformed
    /// The path names nothing.
    case notFound = "not-found"
    /// The file could not be read.
    case unreadable

    private var rank: Int {
      switch self {
      case .checked: 0
      case .malformed: 1
      case .notFound: 2
      case .unreadable: 3
      }
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// The file as the user named it (or as found under a named folder).
  package var file: String
  /// How far the check got.
  package var status: Status
  /// The findings, sorted by position.
  package var diagnostics: [Diagnostic]

  package init(file: String, status: Status, diagnostics: [Diagnostic]) {
    self.file = file
    self.status = status
    self.diagnostics = diagnostics
  }

  /// The report with every warning made an error (`--strict`).
  package func strict() -> FileReport {
    var copy = self
    copy.diagnostics = diagnostics.map { diagnostic in
      var d = diagnostic
      if d.severity == .warning { d.severity = .error }
      return d
    }
    return copy
  }

  /// The number of findings of `severity`.
  package func count(_ severity: Diagnostic.Severity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}

/// Totals over a run, for the summary line and machine formats.
package struct ValidationSummary: Sendable, Codable, Equatable {
  package var files: Int
  package var filesWithFindings: Int
  package var errors: Int
  package var warnings: Int
  package var notes: Int
  /// The worst status among the files (`checked` when all were read).
  package var worstStatus: FileReport.Status

  package init(_ reports: [FileReport]) {
    files = reports.count
    filesWithFindings = reports.filter { !$0.diagnostics.isEmpty }.count
    errors = reports.reduce(0) { $0 + $1.count(.error) }
    warnings = reports.reduce(0) { $0 + $1.count(.warning) }
    notes = reports.reduce(0) { $0 + $1.count(.note) }
    worstStatus = reports.map(\.status).max() ?? .checked
  }

  /// `Checked 3 files: 2 errors, 1 warning in 2 files.`
  package var line: String {
    let checked = "Checked \(Self.plural(files, "file"))"
    guard errors + warnings + notes > 0 else { return checked + ": no findings." }
    var parts = [Self.plural(errors, "error"), Self.plural(warnings, "warning")]
    if notes > 0 { parts.append(Self.plural(notes, "note")) }
    return checked + ": " + parts.joined(separator: ", ") + " in "
      + Self.plural(filesWithFindings, "file") + "."
  }

  private static func plural(_ n: Int, _ word: String) -> String {
    "\(n) \(word)\(n == 1 ? "" : "s")"
  }
}
