#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a mapped input that another program shortens while it is read from
/// ending the process with SIGBUS.
///
/// Touching a page of a ``JSONMappedFile`` past the file's new end raises
/// SIGBUS. The handler (installed with the first mapping, on Linux) maps a page
/// of zeros over the missing page when the fault lies inside a registered
/// mapping and returns, so the read goes on and finds NUL bytes, which no JSON
/// reader accepts: the check then falls back to reading the file again in
/// chunks, which reports it as cut short, like any truncated file, and the
/// other inputs are checked as usual. A fault anywhere else goes to the
/// handler that was there before (by default, the process ends as it would
/// have).
enum MappedRegionGuard {
  /// How many mappings can be registered at once; more are simply not guarded.
  static let slots = 64
  /// Pairs of start and end addresses (0, 0: free), read by the handler without a lock.
  nonisolated(unsafe) static let regions: UnsafeMutablePointer<Int> = {
    let regions = UnsafeMutablePointer<Int>.allocate(capacity: 2 * slots)
    regions.initialize(repeating: 0, count: 2 * slots)
    return regions
  }()
  nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()
  static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Guards `count` bytes mapped at `base`; returns the slot to give back to
  /// ``unregister(_:)``, or `nil` when every slot is taken.
  static func register(_ base: UnsafeRawPointer, count: Int) -> Int? {
    installOnce()
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    for slot in 0..<slots where regions[2 * slot] == 0 {
      regions[2 * slot + 1] = Int(bitPattern: base) + count
      regions[2 * slot] = Int(bitPattern: base)
      return slot
    }
    return nil
  }

  /// Stops guarding the mapping in `slot` (before it is unmapped).
  static func unregister(_ slot: Int) {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    regions[2 * slot] = 0
    regions[2 * slot + 1] = 0
  }

  /// The start of the page holding `address` when a registered mapping covers it.
  static func guardedPage(_ address: Int) -> Int? {
    for slot in 0..<slots {
      let start = regions[2 * slot]
      if start != 0, address >= start, address < regions[2 * slot + 1] {
        return address & ~(pageSize - 1)
      }
    }
    return nil
  }

  #if canImport(Glibc)
    /// The SIGBUS action in place before ours, for faults that are not ours.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    private static let installed: Void = {
      _ = regions  // made before the handler can read them
      _ = lock
      _ = pageSize
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO
      action.__sigaction_handler.sa_sigaction = { _, info, _ in
        let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        if let page = MappedRegionGuard.guardedPage(address),
          let zeros = mmap(
            UnsafeMutableRawPointer(bitPattern: page), MappedRegionGuard.pageSize, PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0),
          zeros != MAP_FAILED
        {
          return  // the read is tried again and finds zeros
        }
        _ = sigaction(SIGBUS, MappedRegionGuard.previous, nil)
        _ = raise(SIGBUS)
      }
      _ = sigaction(SIGBUS, &action, previous)
    }()

    static func installOnce() { _ = installed }
  #else
    /// Not installed here: a shortened mapped file still ends the process.
    static func installOnce() {}
  #endif
}
