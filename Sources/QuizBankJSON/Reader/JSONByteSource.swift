#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a chunked ``JSONReader`` gets its bytes: fill the buffer, return how many.
///
/// Return 0 only at the end of the input. Errors thrown here (I/O failures) pass
/// through ``JSONReader/next()`` unchanged.
public protocol JSONByteSource {
  /// Reads up to `buffer.count` bytes into `buffer`; returns the number read, 0 at the end.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Bytes held in memory, handed out in chunks of a chosen size.
///
/// Mostly for tests: a chunk size of 1 splits every token across chunks.
public struct JSONMemorySource: JSONByteSource, Sendable {
  private let bytes: [UInt8]
  private let chunkSize: Int
  private var offset = 0

  /// A source over `bytes` that hands out at most `chunkSize` bytes at a time.
  public init(_ bytes: [UInt8], chunkSize: Int = 1 << 16) {
    self.bytes = bytes
    self.chunkSize = max(1, chunkSize)
  }

  /// Copies the next chunk.
  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    let count = min(chunkSize, buffer.count, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { all in
      buffer.baseAddress!.copyMemory(from: all.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }
}

/// A file (or standard input) read with `read(2)`, so memory stays bounded by the
/// reader's chunk size whatever the file's size.
public final class JSONFileSource: JSONByteSource {
  private let descriptor: Int32
  private let closesDescriptor: Bool
  /// The path as given, for messages (`-` for standard input).
  public let path: String

  /// Opens `path` for reading; `-` means standard input.
  public init(path: String) throws(JSONFileError) {
    self.path = path
    if path == "-" {
      descriptor = 0
      closesDescriptor = false
      return
    }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw JSONFileError(path: path, errno: errno) }
    descriptor = fd
    closesDescriptor = true
  }

  /// Reads from an open descriptor; it is not closed by this source.
  public init(fileDescriptor: Int32, path: String) {
    descriptor = fileDescriptor
    closesDescriptor = false
    self.path = path
  }

  deinit {
    if closesDescriptor { _ = close(descriptor) }
  }

  /// Reads the next chunk, retrying when interrupted.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    while true {
      #if canImport(Darwin)
        let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
      #elseif canImport(Musl)
        let count = Musl.read(descriptor, buffer.baseAddress, buffer.count)
      #else
        let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
      #endif
      if count >= 0 { return count }
      if errno == EINTR { continue }
      throw JSONFileError(path: path, errno: errno)
    }
  }
}

/// A file that could not be opened or read.
public struct JSONFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// The system error number.
  public var code: Int32
  /// The system's explanation (`No such file or directory`).
  public var reason: String

  /// Creates the error for `errno`.
  public init(path: String, errno code: Int32) {
    self.path = path
    self.code = code
    self.reason = String(cString: strerror(code))
  }

  /// Whether the file does not exist.
  public var isMissing: Bool { code == ENOENT }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
