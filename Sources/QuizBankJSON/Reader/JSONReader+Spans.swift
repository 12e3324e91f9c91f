// Values recognised by their bytes: for a caller that reads many documents
// repeating the same values (the questions of a generated bundle all have the
// same choices, and a few dozen prompts between them), a value it has read
// once can be passed over the next time its bytes come, instead of read again.
// Only for a reader over bytes in memory (a source's window moves).

extension JSONReader {
  /// Where a value starts, as ``valueStart()`` found it.
  package struct ValueStart {
    fileprivate let offset: Int
    fileprivate let line: Int
    fileprivate let continuationBytes: Int
    /// The document's bytes from the value's first byte to its end (the
    /// value's and everything after it); valid until the reader reads on.
    package let ahead: UnsafeBufferPointer<UInt8>
  }

  /// The bytes of a value read whole, as ``span(from:)`` gives them: valid
  /// until the reader is reset or freed.
  package struct ValueSpan {
    /// The value's bytes, from its first byte to its last.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// How many UTF-8 continuation bytes its strings hold (for the columns of
    /// what follows it, when it is passed over).
    package let continuationBytes: Int
  }

  /// Where the value about to be read starts (whitespace before it skipped),
  /// when one comes next (after a key: a member's value) and the whole
  /// document is in memory; `nil` otherwise.
  package func valueStart() throws -> ValueStart? {
    guard holdsWholeDocument, state == .value, try skipWhitespace() != nil else { return nil }
    return ValueStart(
      offset: pos, line: line, continuationBytes: continuationBytes,
      ahead: UnsafeBufferPointer(start: buf + pos, count: end - pos))
  }

  /// The bytes of the value read since `start` (a ``valueStart()`` of this
  /// document, the value since read whole, its last event included), or
  /// `nil` when they span a line break (passing over them would lose the
  /// line count) or are a number or a literal (whose bytes can begin a
  /// longer one: `1` begins `12`; an object, an array or a string ends
  /// itself, so bytes that begin as one does are that value).
  package func span(from start: ValueStart) -> ValueSpan? {
    guard holdsWholeDocument, line == start.line, state == .afterValue, pos > start.offset else {
      return nil
    }
    switch buf[start.offset] {
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): break
    default: return nil
    }
    return ValueSpan(
      bytes: UnsafeBufferPointer(start: buf + start.offset, count: pos - start.offset),
      continuationBytes: continuationBytes - start.continuationBytes)
  }

  /// Passes over the first `count` bytes ahead of `start` as one value, with
  /// `continuationBytes` UTF-8 continuation bytes, without reading them.
  ///
  /// `start` must be where the reader is (the last ``valueStart()``, nothing
  /// read since), and those bytes the same as those of a value this reader
  /// read whole and without error (a ``span(from:)``) in the same place of a
  /// document of the same shape (a member of an object at the same depth),
  /// with that span's count: the reader does not read them again, so it is
  /// on the caller that they are a value, and one the reader accepts there.
  package func passValue(from start: ValueStart, count: Int, continuationBytes: Int) {
    precondition(
      holdsWholeDocument && state == .value && pos == start.offset && count > 0
        && count <= end - pos,
      "passValue(from:count:continuationBytes:) away from its value start")
    // The last event's token, as reading would leave it: a string's opening
    // quote, a container's closing bracket.
    if buf[pos] == UInt8(ascii: "\"") {
      markToken()
      pos += count
      self.continuationBytes += continuationBytes
    } else {
      pos += count - 1
      self.continuationBytes += continuationBytes
      markToken()
      pos += 1
    }
    state = .afterValue
  }
}
