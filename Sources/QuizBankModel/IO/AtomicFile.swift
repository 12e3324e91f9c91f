import Foundation

/// Writes a file so that readers see the old content or the whole new content,
/// never a part: into a temporary file beside it, flushed, then renamed over it.
package struct AtomicFileWriter {
  /// Where the file will end up.
  package let destination: URL
  private let temporary: URL
  private let handle: FileHandle
  private var finished = false

  /// Opens a temporary file beside `destination`.
  package init(destination: URL) throws {
    self.destination = destination
    let folder = destination.deletingLastPathComponent()
    let name = ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
    temporary = folder.appendingPathComponent(name)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: destination.path])
    }
    handle = try FileHandle(forWritingTo: temporary)
  }

  /// Appends text as UTF-8.
  package func write(_ text: String) throws {
    try handle.write(contentsOf: Data(text.utf8))
  }

  /// Appends bytes.
  package func write(_ data: Data) throws {
    try handle.write(contentsOf: data)
  }

  /// Replaces bytes already written at `offset` (the file position returns to the end).
  package func overwrite(at offset: UInt64, with data: Data) throws {
    let end = try handle.offset()
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: data)
    try handle.seek(toOffset: end)
  }

  /// Flushes to disk and renames over the destination.
  package mutating func commit() throws {
    try handle.synchronize()
    try handle.close()
    finished = true
    if rename(temporary.path, destination.path) != 0 {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
  }

  /// Throws the temporary file away; the destination is untouched.
  package mutating func discard() {
    guard !finished else { return }
    try? handle.close()
    try? FileManager.default.removeItem(at: temporary)
    finished = true
  }

  /// Writes `data` to `url` atomically.
  package static func write(_ data: Data, to url: URL) throws {
    var writer = try AtomicFileWriter(destination: url)
    do {
      try writer.write(data)
      try writer.commit()
    } catch {
      writer.discard()
      throw error
    }
  }
}
