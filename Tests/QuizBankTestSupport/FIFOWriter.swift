import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Makes a named pipe at `path` and writes `bytes` into it from a thread of
/// its own, closing it after the last byte, so the code under test reads a
/// pipe (not a regular file) holding exactly those bytes. Throws when the
/// pipe cannot be made.
public func feedThroughFIFO(_ bytes: [UInt8], at path: URL) throws {
  guard mkfifo(path.path, 0o600) == 0 else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path.path])
  }
  let writer = Thread {
    // Opening for writing waits for the reader to open the other end.
    let fd = open(path.path, O_WRONLY)
    guard fd >= 0 else { return }
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n <= 0 { break }
        offset += n
      }
    }
    close(fd)
  }
  writer.start()
}
