/// Why a JSON input was refused, and where.
///
/// The message is one human sentence ("expected ',' or '}' after object member");
/// ``description`` renders it as `line:column: message`. Prefix the file name to
/// get the usual `file:line:col: error: …` form.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for callers that react differently to each.
  public enum Kind: String, Sendable, Hashable {
    /// The bytes do not follow the JSON grammar.
    case syntax
    /// The input ended inside a value (a truncated file).
    case unexpectedEnd
    /// A string holds bytes that are not UTF-8, or a lone UTF-16 surrogate escape.
    case invalidUnicode
    /// Arrays and objects nest deeper than the reader's ``JSONReader/Options/maxDepth``.
    case tooDeep
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// What is wrong, in one sentence.
  public var message: String
  /// Where it is.
  public var position: JSONPosition

  /// Creates an error.
  public init(_ kind: Kind, _ message: String, at position: JSONPosition) {
    self.kind = kind
    self.message = message
    self.position = position
  }

  /// The 1-based line.
  public var line: Int { position.line }
  /// The 1-based column, in Unicode scalars.
  public var column: Int { position.column }
  /// The 0-based byte offset.
  public var offset: Int { position.offset }

  /// `line:column: message`.
  public var description: String { "\(position.line):\(position.column): \(message)" }
}
