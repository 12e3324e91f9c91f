import Foundation
import QuizBankJSON

/// One input opened for import: its name, its first bytes (for detection) and
/// the rest as a stream, never more than the size limit.
public final class ImportInput {
  /// How much of the start is read ahead for format detection.
  static let prefixSize = 64 << 10

  /// The file as the user named it (`-` for standard input).
  public let name: String
  /// The first bytes (up to 64 KiB).
  public let prefix: [UInt8]
  let maxSize: Int
  let maxDepth: Int
  /// Whether the bytes were handed over in memory rather than opened from `name`.
  let isInMemory: Bool
  /// The folder `name` names, when the input is a folder (only a QTI folder
  /// of items or an unzipped content package can be read as one); it then has
  /// no bytes of its own.
  public let folder: URL?
  private var rest: LimitedSource?

  /// Opens `path` (`-` for standard input), refusing files over `maxSize` bytes.
  public init(path: String, maxSize: Int, maxDepth: Int = 512) throws {
    name = path
    self.maxSize = maxSize
    self.maxDepth = maxDepth
    isInMemory = false
    if path != "-" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        folder = URL(fileURLWithPath: path)
        prefix = []
        return
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      if size > maxSize { throw Self.tooLarge(path, maxSize, size: size) }
    }
    folder = nil
    let file: JSONFileSource
    do {
      file = try JSONFileSource(path: path)
    } catch {
      throw ImportError(
        error.isMissing ? .missing : .io, file: path,
        message: "cannot open the file: \(error.reason)",
        hint: error.isMissing ? "check the path" : "check the file's permissions")
    }
    var source = LimitedSource(file: file, limit: maxSize, name: path)
    var prefix = [UInt8](repeating: 0, count: Self.prefixSize)
    var filled = 0
    do {
      while filled < prefix.count {
        let count = try prefix.withUnsafeMutableBytes { buffer in
          try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
        }
        if count == 0 { break }
        filled += count
      }
    } catch {
      throw Self.failure(error, file: path)
    }
    prefix.removeSubrange(filled...)
    self.prefix = prefix
    rest = source
  }

  /// The error for a folder named where a file is needed (every format but QTI).
  static func folderRefused(_ path: String) -> ImportError {
    ImportError(
      .usage, file: path, message: "this is a folder, not a file",
      hint:
        "name the files inside it (only a folder of IMS QTI 2.1 items or an unzipped QTI content package is read whole)"
    )
  }

  /// An input held in memory (a fetched response), named `name` in messages;
  /// refused when over `maxSize` bytes, like a file.
  public init(name: String, data: Data, maxSize: Int, maxDepth: Int = 512) throws {
    self.name = name
    self.maxSize = maxSize
    self.maxDepth = maxDepth
    isInMemory = true
    folder = nil
    if data.count > maxSize { throw Self.tooLarge(name, maxSize, size: data.count) }
    let bytes = [UInt8](data)
    let split = min(bytes.count, Self.prefixSize)
    prefix = Array(bytes[..<split])
    rest = LimitedSource(
      base: JSONMemorySource(Array(bytes[split...]), chunkSize: 1 << 20), limit: maxSize, name: name
    )
  }

  /// A reader over the whole input, once: the prefix, then the rest as it streams.
  func jsonReader() -> JSONReader {
    let source = PrefixedSource(prefix: prefix, rest: rest)
    rest = nil
    return JSONReader(source: source, options: .init(maxDepth: maxDepth, chunkSize: 1 << 20))
  }

  /// Every byte of the input, for formats that need it whole (bounded by the size limit).
  package func readAll() throws -> [UInt8] {
    var bytes = prefix
    guard var source = rest else { return bytes }
    rest = nil
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    do {
      while true {
        let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
        if count == 0 { break }
        bytes.append(contentsOf: chunk[..<count])
      }
    } catch {
      throw failure(error)
    }
    return bytes
  }

  /// An error met while reading this input, as an ``ImportError``.
  func failure(_ error: any Error) -> ImportError { Self.failure(error, file: name) }

  /// An import error at a position of this input.
  func error(_ message: String, at position: JSONPosition?, hint: String? = nil) -> ImportError {
    ImportError(
      .malformed, file: name, line: position?.line, column: position?.column, message: message,
      hint: hint)
  }

  static func failure(_ error: any Error, file: String) -> ImportError {
    switch error {
    case let error as ImportError: return error
    case let error as JSONSyntaxError:
      return ImportError(
        .malformed, file: file, line: error.line, column: error.column, message: error.message,
        hint: hint(for: error))
    case let error as InputTooLarge: return tooLarge(file, error.limit, size: nil)
    case let error as JSONFileError:
      return ImportError(.io, file: file, message: "cannot read the file: \(error.reason)")
    default:
      // Read errors are JSONFileError above; anything else came from the side
      // being written (a full disk): say so, with the system's reason.
      let reason =
        (error as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
        ?? error.localizedDescription
      return ImportError(
        .io, file: file, message: "cannot write the output: \(reason)",
        hint: "free some space (or choose another -o) and run the import again")
    }
  }

  private static func hint(for error: JSONSyntaxError) -> String {
    switch error.kind {
    case .unexpectedEnd:
      return "the file ends too early: it looks truncated; fetch or copy it again"
    case .invalidUnicode:
      return "convert the file to UTF-8, e.g. iconv -f latin1 -t utf-8 FILE > FILE.utf8"
    case .tooDeep:
      return "no film list or quiz nests this deep; check that this is the right file"
    case .syntax:
      if error.offset == 0 && error.message.contains("byte 0xFF")
        || error.message.contains("byte 0xFE")
      {
        return "the file looks like UTF-16; convert it: iconv -f utf-16 -t utf-8 FILE > FILE.utf8"
      }
      return "fix the JSON at this place (is this really a JSON file, and complete?)"
    }
  }

  private static func tooLarge(_ file: String, _ limit: Int, size: Int?) -> ImportError {
    let mib = { (bytes: Int) -> String in
      if bytes < 1 << 10 { return "\(bytes) bytes" }
      if bytes < 1 << 20 { return String(format: "%.1f KiB", Double(bytes) / 1024) }
      return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
    let what = size.map { "the input is \(mib($0)), over" } ?? "the input goes past"
    return ImportError(
      .malformed, file: file, message: "\(what) the \(mib(limit)) size limit",
      hint: "raise the limit with --max-size BYTES (e.g. --max-size 2G) if the file is trusted")
  }
}

/// The input was larger than the limit (found while streaming, e.g. from stdin).
struct InputTooLarge: Error {
  var limit: Int
}

/// A source (a file, or bytes in memory) that refuses to read past `limit` bytes.
struct LimitedSource: JSONByteSource {
  var base: any JSONByteSource
  let limit: Int
  let name: String
  var total = 0

  init(base: any JSONByteSource, limit: Int, name: String) {
    self.base = base
    self.limit = limit
    self.name = name
  }

  init(file: JSONFileSource, limit: Int, name: String) {
    self.init(base: file, limit: limit, name: name)
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    let count = try base.read(into: buffer)
    total += count
    if total > limit { throw InputTooLarge(limit: limit) }
    return count
  }
}

/// The bytes read ahead for detection, then the rest of the input.
struct PrefixedSource: JSONByteSource {
  var prefix: [UInt8]
  var offset = 0
  var rest: LimitedSource?

  init(prefix: [UInt8], rest: LimitedSource?) {
    self.prefix = prefix
    self.rest = rest
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    if offset < prefix.count {
      let count = min(buffer.count, prefix.count - offset)
      prefix.withUnsafeBytes { bytes in
        buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
      }
      offset += count
      return count
    }
    guard var source = rest else { return 0 }
    let count = try source.read(into: buffer)
    rest = source
    return count
  }
}
