extension CanonicalBytes {
  /// A growable run of bytes in memory of its own: appending is a bounds check
  /// and a copy, without the uniqueness checks of an `Array`. Not copyable, so
  /// no two writers ever share one.
  struct Buffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes, valid only during `body`.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
      -> Result
    {
      try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// A copy of the bytes.
    var array: [UInt8] { withBytes { Array($0) } }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
      if count == capacity { grow(to: count + 1) }
      base[count] = byte
      count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress else { return }
      if count + bytes.count > capacity { grow(to: count + bytes.count) }
      (base + count).update(from: source, count: bytes.count)
      count += bytes.count
    }

    /// The last byte; there must be one.
    var last: UInt8 {
      get { base[count - 1] }
      set { base[count - 1] = newValue }
    }

    /// Removes and returns the last byte; there must be one.
    mutating func removeLast() -> UInt8 {
      count -= 1
      return base[count]
    }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() { count = 0 }

    @inline(never)
    private mutating func grow(to needed: Int) {
      capacity = max(needed, capacity * 2)
      let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      larger.update(from: base, count: count)
      base.deallocate()
      base = larger
    }
  }
}
