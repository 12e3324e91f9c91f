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

  /// This input, ready to be read within the size limit: a regular file stays
  /// a file (its size is known up front); anything else — a FIFO, `/dev/stdin`,
  /// process substitution, `/dev/zero` — has no size to check, so it is read
  /// into memory with its bytes counted as read, and refused past the limit
  /// (issue 17, Low 9). Both passes of a pack then read the same bytes.
  package func bounded(limits: XMLReadLimits) throws(XMLReadError) -> XMLSource {
    guard case .file(let url) = self else {
      _ = try checkedSize(limits: limits)
      return self
    }
    var info = stat()
    guard stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else {
      _ = try checkedSize(limits: limits)
      return self
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw .unreadable(displayName, "it is a folder, not a file")
    }
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadable(displayName, String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(displayName, String(cString: strerror(errno)))
      }
      if count == 0 { return .bytes(data, name: displayName) }
      guard data.count + count <= limits.maxInputBytes else {
        throw .tooLarge(displayName, size: data.count + count, limit: limits.maxInputBytes)
      }
      data.append(contentsOf: chunk[..<count])
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
        hint: "raise the limit with --max-size if the file is trusted")
    }
  }
}
