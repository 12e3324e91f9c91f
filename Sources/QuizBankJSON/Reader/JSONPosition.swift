/// A place in a JSON input: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars, not bytes, so `é` advances the column by one.
/// Lines end at LF, CR or CRLF (CRLF counts once). A leading UTF-8 BOM is not
/// counted: the first character after it is at column 1.
public struct JSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The 0-based byte offset from the start of the input (BOM included).
  public var offset: Int

  /// Creates a position.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by byte offset.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
}
