// The reader's window on its input: refilling chunks, whitespace, positions
// and error construction.

extension JSONReader {
  /// Replaces the window with the next chunk; false at the end of the input.
  @inline(never)
  func refill() throws -> Bool {
    guard var source else { return false }
    base += end
    pos = 0
    end = 0
    let count = try source.read(into: UnsafeMutableRawBufferPointer(start: buf, count: capacity))
    self.source = source
    end = count
    if count == 0 {
      self.source = nil
      return false
    }
    return true
  }

  /// The byte at the read position without consuming it; `nil` at the end.
  @inline(__always)
  func peek() throws -> UInt8? {
    if pos == end, try !refill() { return nil }
    return buf[pos]
  }

  /// Skips whitespace (and a BOM at the start) and returns the next byte
  /// without consuming it; `nil` at the end of the input.
  ///
  /// Inlined where it is called for its common cases: a token at the read
  /// position (a `:` after a key, a `,` after a value) or one space before it
  /// (a value after `: `). Anything else (a newline and indentation, a chunk's
  /// end, the start of the input) goes to ``skipWhitespaceAndLines()``.
  @inline(__always)
  func skipWhitespace() throws -> UInt8? {
    var p = pos
    if p + 1 < end {
      if buf[p] == 0x20 { p += 1 }
      let byte = buf[p]
      if byte > 0x20 && byte != 0xEF {
        pos = p
        return byte
      }
    }
    return try skipWhitespaceAndLines()
  }

  /// ``skipWhitespace()`` for every case.
  @inline(never)
  func skipWhitespaceAndLines() throws -> UInt8? {
    while true {
      var p = pos
      let e = end
      while p < e {
        let byte = buf[p]
        if byte == 0x20 {
          p += 1
          // Indentation: eight bytes at a time, up to the first that is not a space.
          while p + 8 <= e {
            let word =
              UInt64(littleEndian: UnsafeRawPointer(buf + p).loadUnaligned(as: UInt64.self))
              ^ 0x2020_2020_2020_2020
            if word != 0 {
              p += word.trailingZeroBitCount >> 3
              break
            }
            p += 8
          }
        } else if byte == 0x09 {
          p += 1
        } else if byte == 0x0A {
          let absolute = base + p
          if lastCR != absolute - 1 { line += 1 }
          lineStart = absolute + 1
          continuationAtLineStart = continuationBytes
          p += 1
        } else if byte == 0x0D {
          let absolute = base + p
          line += 1
          lineStart = absolute + 1
          lastCR = absolute
          continuationAtLineStart = continuationBytes
          p += 1
        } else {
          pos = p
          if byte == 0xEF && base + p == 0 && state == .start { try skipBOM() } else { return byte }
          p = pos
        }
      }
      pos = p
      if try !refill() { return nil }
    }
  }

  private func skipBOM() throws {
    let start = here
    for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
      guard try peek() == expected else {
        throw JSONSyntaxError(
          .syntax, "the input starts with byte 0xEF but not with a UTF-8 byte order mark",
          at: start)
      }
      pos += 1
    }
    lineStart = 3
  }

  /// The position of the read point.
  var here: JSONPosition {
    let absolute = base + pos
    return JSONPosition(
      line: line,
      column: absolute - lineStart - (continuationBytes - continuationAtLineStart) + 1,
      offset: absolute)
  }

  /// Records the read point as the start of the current token.
  @inline(__always)
  func markToken() {
    let absolute = base + pos
    token = JSONPosition(
      line: line,
      column: absolute - lineStart - (continuationBytes - continuationAtLineStart) + 1,
      offset: absolute)
  }

  /// An error at the read point.
  func error(_ kind: JSONSyntaxError.Kind, _ message: String) -> JSONSyntaxError {
    JSONSyntaxError(kind, message, at: here)
  }

  /// A byte as a message shows it: `'x'`, `U+000C`, `byte 0xFF`.
  func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "U+\(hex(byte, width: 4))" }
    return "byte 0x\(hex(byte, width: 2))"
  }

  func hex(_ value: some BinaryInteger, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

extension JSONReader {
  /// Starts over on a new document, as ``reset(bytes:)`` does, whose bytes
  /// `fill` writes straight into the reader's own buffer (room for `capacity`
  /// bytes) and counts, so they are not copied a second time. When `fill`
  /// returns `nil` the reader holds an empty document and this returns false.
  package func reset(
    capacity needed: Int, filling fill: (UnsafeMutablePointer<UInt8>) -> Int?
  ) -> Bool {
    reset(bytes: UnsafeBufferPointer(start: nil, count: 0))
    if needed > capacity {
      buf.deallocate()
      capacity = needed
      buf = .allocate(capacity: needed)
    }
    guard let count = fill(buf) else { return false }
    precondition(count <= capacity, "a reader's fill wrote past its buffer")
    end = count
    return true
  }

  /// The document of a reader over bytes in memory, as it holds them; valid
  /// until the reader is reset or freed. Empty for a reader of a source.
  package var bytesInMemory: UnsafeBufferPointer<UInt8> {
    source == nil && base == 0
      ? UnsafeBufferPointer(start: buf, count: end) : .init(start: nil, count: 0)
  }
}
