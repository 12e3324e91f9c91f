import Foundation

/// Finds where elements and attributes start in a well-formed XML document.
///
/// libxml2's streaming reader does not give columns, and its node line numbers
/// stop at 65535. Diagnostics are rare, so positions are found afterwards: one
/// pass of this lexical scanner over the bytes resolves every pending request.
/// Lines count `\n`, `\r\n` and lone `\r` as one break; columns count Unicode
/// scalars (UTF-8), 1-based, and point at the `<` of a start tag or the first
/// letter of an attribute name.
struct XMLPositionScanner {
  /// A line and column.
  struct Position: Sendable, Equatable, Hashable {
    var line: Int
    var column: Int
  }

  /// What one scan found.
  struct Answers {
    /// Per path request: its deepest step found (or the attribute).
    var paths: [Position?]
    /// Per line request: the start tag asked for, else the first `<` on the line.
    var lines: [Position?]
    /// Where `<!DOCTYPE` starts, if the document has one.
    var doctype: Position?
    /// The position just past the last byte.
    var end: Position?
  }

  /// The `path` a diagnostic about the document type declaration carries.
  static let doctypePath = "/!DOCTYPE"

  private var pathRequests: [XMLPath] = []
  private var lineRequests: [(line: Int, name: String?)] = []

  /// Asks for the position of `path`; returns the request's index among path requests.
  mutating func request(_ path: XMLPath) -> Int {
    pathRequests.append(path)
    return pathRequests.count - 1
  }

  /// Asks for the column of the start tag named `name` (any, when nil) on `line`.
  mutating func request(line: Int, element name: String?) -> Int {
    lineRequests.append((line, name))
    return lineRequests.count - 1
  }

  /// Whether the document type declaration's position is wanted.
  var wantsDoctype = false
  /// Whether the end of the input is wanted (to tell a truncated file).
  var wantsEnd = false

  /// Whether there is anything to scan for.
  var isEmpty: Bool { pathRequests.isEmpty && lineRequests.isEmpty && !wantsDoctype && !wantsEnd }

  /// Scans `bytes` once and answers every request: for a path, the position of
  /// its deepest step found (the attribute when found); for a line, the start
  /// tag with that name on it, else the first `<` on it.
  func resolve(_ bytes: UnsafeRawBufferPointer) -> Answers {
    var run = ScanRun(paths: pathRequests, lines: lineRequests)
    run.scan(bytes)
    return Answers(
      paths: run.pathAnswers, lines: run.lineAnswers, doctype: run.doctype, end: run.end)
  }

  /// Scans the file at `url` (memory-mapped) once.
  func resolve(fileAt url: URL) -> Answers {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
      return Answers(
        paths: Array(repeating: nil, count: pathRequests.count),
        lines: Array(repeating: nil, count: lineRequests.count))
    }
    return data.withUnsafeBytes { resolve($0) }
  }
}
