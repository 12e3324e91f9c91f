// Raw capture: the input's own bytes of a stretch of the document, exactly as
// they are in the file (whitespace and escapes included), kept across chunk
// refills. The bundle reader uses it to hash a question's bytes when they are
// already canonical, instead of encoding the decoded question again.

extension JSONReader {
  /// Starts keeping the input's bytes from the start of the last event's
  /// token (which must be a `{` or `[` just read, still in the window).
  package func beginCapture() {
    let start = position.offset - base
    precondition(start >= 0 && start <= pos, "beginCapture() after the token left the window")
    captured.removeAll(keepingCapacity: true)
    captureFrom = start
  }

  /// Stops keeping bytes and hands those kept (from the captured token to the
  /// read point, so the end of the last event) to `body`, valid only during the call.
  package func endCapture<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    precondition(captureFrom >= 0, "endCapture() without beginCapture()")
    defer {
      captureFrom = -1
      captured.removeAll(keepingCapacity: true)
    }
    if captured.isEmpty {
      return try body(UnsafeBufferPointer(start: buf + captureFrom, count: pos - captureFrom))
    }
    captured.append(
      contentsOf: UnsafeBufferPointer(start: buf + captureFrom, count: pos - captureFrom))
    return try captured.withUnsafeBufferPointer(body)
  }

  /// Moves the kept bytes of the window out before it is refilled.
  @inline(never)
  func keepCaptured() {
    captured.append(
      contentsOf: UnsafeBufferPointer(start: buf + captureFrom, count: end - captureFrom))
    captureFrom = 0
  }
}
