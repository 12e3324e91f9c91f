import Foundation
import QuizBankModel

/// Where an XML input comes from: a file (read by libxml2 as it goes) or bytes
/// in memory (standard input, tests).
public enum XMLSource: Sendable {
  /// A file on disk; streamed, never read whole.
  case file(URL)
  /// Bytes in memory, with the name to show in diagnostics (`-` for standard input).
  case bytes(Data, name: String)

  /// The name diagnostics show: the path as given, or the in-memory name.
  public var displayName: String {
    switch self {
    case .file(let url): url.relativePath
    case .bytes(_, let name): name
    }
  }

  /// Checks that the input exists, is a regular file and is within the size limit.
  /// - Returns: the size in bytes.
  func checkedSize(limits: XMLReadLimits) throws(XMLReadError) -> Int {
    let size: Int
    switch self {
    case .bytes(let data, _):
      size = data.count
    case .file(let url):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw .missing(displayName)
      }
      guard !isDirectory.boolValue else {
        throw .unreadable(displayName, "it is a folder, not a file")
      }
      guard FileManager.default.isReadableFile(atPath: url.path),
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      else { throw .unreadable(displayName, "permission denied") }
      size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
    if size > limits.maxInputBytes {
      throw .tooLarge(displayName, size: size, limit: limits.maxInputBytes)
    }
    return size
  }

  /// The whole input in memory (for the small formats read as a tree).
  func data(limits: XMLReadLimits) throws(XMLReadError) -> Data {
    _ = try checkedSize(limits: limits)
    switch self {
    case .bytes(let data, _): return data
    case .file(let url):
      do { return try Data(contentsOf: url) } catch {
        throw .unreadable(displayName, error.localizedDescription)
      }
    }
  }
}

/// Why an XML input could not be read at all (before or instead of diagnostics).
public enum XMLReadError: Error, Sendable, Equatable {
  /// The file does not exist.
  case missing(String)
  /// The file exists but cannot be read.
  case unreadable(String, String)
  /// The input is over the size limit.
  case tooLarge(String, size: Int, limit: Int)

  /// The error as a diagnostic, for the same renderers as every other finding.
  public var diagnostic: Diagnostic {
    switch self {
    case .missing(let file):
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.unreadable, message: "no such file",
        location: SourceLocation(file: file), hint: "check the path")
    case .unreadable(let file, let reason):
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.unreadable,
        message: "cannot read the file: \(reason)",
        location: SourceLocation(file: file))
    case .tooLarge(let file, let size, let limit):
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.tooLarge,
        message: "the input is \(size) bytes, over the limit of \(limit) bytes",
        location: SourceLocation(file: file),
        hint: "raise the limit with --max-input-size if the file is trusted")
    }
  }
}
