/// A problem found in an input, handed by a library stage to whoever renders it.
///
/// Libraries never print: they collect `Diagnostic`s and the CLI renders them
/// as text, JSON, JUnit XML, GitHub annotations or SARIF.
public struct Diagnostic: Sendable, Codable, Equatable, Hashable {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious it is.
  public var severity: Severity
  /// The stable rule code, such as `QB104`.
  public var code: String
  /// What is wrong, in one sentence.
  public var message: String
  /// Where it is.
  public var location: SourceLocation
  /// What to do about it, when there is something to say.
  public var hint: String?

  /// Creates a diagnostic.
  public init(
    severity: Severity, code: String, message: String,
    location: SourceLocation, hint: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
    self.hint = hint
  }
}

/// A place in an input file: 1-based line and column, and a JSON pointer where known.
public struct SourceLocation: Sendable, Codable, Equatable, Hashable {
  /// The file as the user named it, or `-` for standard input.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column (in Unicode scalars), when known.
  public var column: Int?
  /// An RFC 6901 JSON pointer (for JSON inputs) or an XPath-like path (for XML).
  public var path: String?

  /// Creates a location.
  public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `file:line:col`, as far as it is known.
  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }
}
