import Foundation
import QuizBankModel

/// The lines of an input, for showing the line a finding is on.
///
/// A file is read only when a line is asked for, a chunk at a time, scanning on
/// from the last line asked for (findings come sorted by line): a file without
/// findings costs nothing, and a large one with findings is read once, in
/// constant memory, not loaded whole. The line asked for last is kept, so
/// findings sharing a line cost one scan in all, not one from the top each:
/// text output is linear in findings.
///
/// Several threads may ask for lines: the scanner and the last line live in a
/// ``Locked`` box, so one asks at a time.
package final class SourceText: Sendable {
  private let url: URL?
  private let text: [UInt8]?
  private let state = Locked(State())

  /// What asking for lines changes.
  private struct State {
    var scanner: LineScanner?
    /// The line asked for last: several findings on one line (a text missing
    /// three locales) ask for it in a row, and the scanner has moved past it.
    var last: (number: Int, text: String?)?
  }

  /// The text of the file at `url`, read when a line is asked for.
  package init(url: URL) {
    self.url = url
    text = nil
  }

  package init(_ text: String) {
    url = nil
    self.text = Array(text.utf8)
  }

  /// Line `number` (1-based) without its line break, or `nil` past the end.
  package func line(_ number: Int) -> String? {
    guard number >= 1 else { return nil }
    return state.withLock { state in
      if let last = state.last, last.number == number { return last.text }
      let text = scan(number, &state)
      state.last = (number, text)
      return text
    }
  }

  /// Line `number` from the scanner, started again only when the line is behind it.
  private func scan(_ number: Int, _ state: inout State) -> String? {
    if state.scanner.map({ !$0.canReach(number) }) ?? true {
      guard let fresh = text.map(LineScanner.init(bytes:)) ?? url.flatMap(LineScanner.init(url:))
      else { return nil }
      state.scanner = fresh
    }
    return state.scanner?.line(number).map { bytes in
      var end = bytes.count
      if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
      return String(decoding: bytes[..<end], as: UTF8.self)
    }
  }
}

/// Reads an input's lines forwards, a chunk at a time.
private final class LineScanner {
  private let handle: FileHandle?
  private var buffer: [UInt8]
  private var position = 0
  private var endOfInput: Bool
  /// Line breaks consumed so far: the next line to read is `consumed + 1`.
  private var consumed = 0
  /// Whether the last line has been read: there is no line after `consumed`.
  private var finished = false

  init(bytes: [UInt8]) {
    handle = nil
    buffer = bytes
    endOfInput = true
  }

  init?(url: URL) {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    self.handle = handle
    buffer = []
    endOfInput = false
  }

  deinit { try? handle?.close() }

  /// Whether line `number` is still ahead (or at) the read point.
  func canReach(_ number: Int) -> Bool { number > consumed }

  /// Line `number`, its line break left out (a carriage return kept); `nil` past the end.
  func line(_ number: Int) -> [UInt8]? {
    if finished { return nil }
    while consumed < number - 1 {
      guard skipPastLineBreak() else { return nil }
    }
    var line: [UInt8] = []
    while true {
      if position == buffer.count, !refill() {
        consumed = number
        finished = true  // the last line: nothing after it
        return line
      }
      if let found = buffer[position...].firstIndex(of: 0x0A) {
        line += buffer[position..<found]
        position = found + 1
        consumed = number
        return line
      }
      line += buffer[position...]
      position = buffer.count
      if line.count > Self.longestLine {
        // A line longer than any shown in a report (`/dev/zero` has no line
        // break at all): stop reading here, rather than read without end.
        finished = true
        return Array(line.prefix(Self.longestLine))
      }
    }
  }

  /// The most of one line read for display: 1 MiB.
  static let longestLine = 1 << 20

  /// Moves past the next line break; `false` at the end of the input.
  private func skipPastLineBreak() -> Bool {
    while true {
      if position == buffer.count, !refill() { return false }
      if let found = buffer[position...].firstIndex(of: 0x0A) {
        position = found + 1
        consumed += 1
        return true
      }
      position = buffer.count
    }
  }

  /// The next chunk of the file; `false` when there is none.
  private func refill() -> Bool {
    guard !endOfInput, let handle,
      let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty
    else {
      endOfInput = true
      return false
    }
    buffer = [UInt8](chunk)
    position = 0
    return true
  }
}
