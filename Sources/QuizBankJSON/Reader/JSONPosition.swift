/// A place in a JSON input: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars, not bytes, so `é` advances the column by one.
/// Lines end at LF, CR or CRLF (CRLF counts once). A leading UTF-8 BOM is not
/// counted: the first character after it is at column 1.
public struct JSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  // Stored compactly (16 bytes): a document tree holds one per value. Lines
  // and columns past 4,294,967,295 are clamped.
  private var storedLine: UInt32
  private var storedColumn: UInt32
  private var storedOffset: Int

  /// The 1-based line.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }
  /// The 1-based column, in Unicode scalars.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }
  /// The 0-based byte offset from the start of the input (BOM included).
  public var offset: Int {
    get { storedOffset }
    set { storedOffset = newValue }
  }

  /// Creates a position.
  public init(line: Int, column: Int, offset: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
    storedOffset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by byte offset.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
}
