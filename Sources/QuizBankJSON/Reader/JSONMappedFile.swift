#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole input's bytes in memory, read-only: a regular file mapped with
/// `mmap` (read in order, so the kernel reads ahead), or a copy of bytes
/// already in memory. Several threads may read it at once; nothing writes it.
///
/// Pages behind the reading point can be let go (``release(below:)``), so the
/// memory the process holds stays near the size of what is being read, not of
/// the file.
///
/// `@unchecked Sendable`: `base` and `count` are `let`s and the bytes they
/// point at are never written after ``init(copying:)`` or the mapping (a
/// private read-only mapping); ``release(below:)`` only tells the kernel it may
/// drop pages it can read again from the file.
package final class JSONMappedFile: @unchecked Sendable {
  /// The first byte (never `nil`: an empty input is not mapped).
  package let base: UnsafePointer<UInt8>
  /// How many bytes.
  package let count: Int
  private let mapped: Bool
  /// The ``MappedRegionGuard`` slot of a mapping, if it got one.
  private var guardSlot: Int?

  /// Maps the regular file at `path`; `nil` when it is not a regular file
  /// (a pipe, a terminal, standard input), is empty, or cannot be opened or
  /// mapped: the caller then reads it in chunks as before.
  package init?(path: String) {
    guard path != "-" else { return nil }
    // Looked at before opening: opening a pipe would wait for its writer.
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { _ = close(fd) }
    guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0
    else { return nil }
    let size = Int(status.st_size)
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED
    else { return nil }
    _ = madvise(address, size, MADV_SEQUENTIAL)
    base = UnsafePointer(address.assumingMemoryBound(to: UInt8.self))
    count = size
    mapped = true
    guardSlot = MappedRegionGuard.register(address, count: size)
  }

  /// A copy of `bytes`; `nil` when they are empty.
  package init?(copying bytes: some Collection<UInt8>) {
    guard !bytes.isEmpty else { return nil }
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = copy.initialize(from: bytes)
    base = UnsafePointer(copy.baseAddress!)
    count = copy.count
    mapped = false
  }

  deinit {
    if let guardSlot { MappedRegionGuard.unregister(guardSlot) }
    if mapped {
      _ = munmap(UnsafeMutableRawPointer(mutating: base), count)
    } else {
      UnsafeMutablePointer(mutating: base).deallocate()
    }
  }

  /// The bytes, valid while this object lives.
  package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Lets the kernel drop the mapped pages wholly inside `range` from this
  /// process's memory (they are read again from the file if touched). Does
  /// nothing for a copy. Returns where the released pages end (`range.lowerBound`
  /// when none was), to start the next range from.
  @discardableResult
  package func release(_ range: Range<Int>) -> Int {
    guard mapped else { return range.lowerBound }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = (range.lowerBound + page - 1) / page * page
    let end = min(range.upperBound, count) / page * page
    guard end > start else { return range.lowerBound }
    _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    return end
  }
}
