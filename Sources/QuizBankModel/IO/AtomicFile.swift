import Foundation

/// Writes a file so that readers see the old content or the whole new content,
/// never a part: into a temporary file beside it, flushed, then renamed over it.
package struct AtomicFileWriter {
  /// Where the file will end up.
  package let destination: URL
  private let temporary: URL
  private let handle: FileHandle
  private var finished = false

  /// Opens a temporary file beside `destination`, first removing temporary
  /// files of earlier writes to the same destination whose process is gone
  /// (an interrupted `import` or `generate`).
  package init(destination: URL) throws {
    self.destination = destination
    let folder = destination.deletingLastPathComponent()
    Self.sweepStale(in: folder, for: destination.lastPathComponent)
    let name =
      "\(Self.prefix(for: destination.lastPathComponent))\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    temporary = folder.appendingPathComponent(name)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw AtomicWriteError(path: destination.path, code: errno)
    }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    TemporaryFiles.shared.add(temporary.path)
  }

  /// `.NAME.` with NAME cut to 200 bytes, so the temporary name stays within
  /// the 255-byte limit whenever the destination's own name does.
  static func prefix(for name: String) -> String {
    var cut = Substring(name)
    while cut.utf8.count > 200 { cut = cut.dropLast() }
    return ".\(cut)."
  }

  /// Removes `.NAME.PID-RAND.tmp` files beside `name` whose process no longer runs.
  static func sweepStale(in folder: URL, for name: String) {
    let prefix = prefix(for: name)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let middle = entry.dropFirst(prefix.count).dropLast(4)
      let parts = middle.split(separator: "-")
      guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil, pid > 0,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.appendingPathComponent(entry).path)
    }
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
    defer { TemporaryFiles.shared.remove(temporary.path) }
    if rename(temporary.path, destination.path) != 0 {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw AtomicWriteError(path: destination.path, code: code)
    }
  }

  /// Throws the temporary file away; the destination is untouched.
  package mutating func discard() {
    guard !finished else { return }
    try? handle.close()
    try? FileManager.default.removeItem(at: temporary)
    TemporaryFiles.shared.remove(temporary.path)
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

/// A file could not be written; carries the system's reason, so a missing
/// folder or an over-long name is not reported as "permission".
package struct AtomicWriteError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The file that was to be written.
  package var path: String
  /// The `errno` of the failure.
  package var code: Int32

  package var description: String {
    let reason = String(cString: strerror(code))
    return switch code {
    case ENOENT, ENOTDIR:
      "\(reason): the folder \((path as NSString).deletingLastPathComponent) does not exist; create it first"
    case ENAMETOOLONG: "\(reason): choose a shorter file name"
    case ENOSPC, EDQUOT: "\(reason): free some space and try again"
    default: reason
    }
  }

  package var errorDescription: String? { description }
}
