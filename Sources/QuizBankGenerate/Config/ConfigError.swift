/// A rule or project file that cannot be used: what is wrong and where.
///
/// Rendered as `file:line:col: error: message` followed by the source line and a caret.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column (Unicode scalars), when known.
  public var column: Int?
  /// What is wrong, in one sentence.
  public var message: String
  /// The offending source line with a caret under the column, when known.
  public var snippet: String?

  /// Creates an error.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, message: String, snippet: String? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.snippet = snippet
  }

  /// `file:line:col: error: message`, then the snippet.
  public var description: String {
    var head = file
    if let line {
      head += ":\(line)"
      if let column { head += ":\(column)" }
    }
    head += ": error: \(message)"
    if let snippet { head += "\n" + snippet }
    return head
  }
}
