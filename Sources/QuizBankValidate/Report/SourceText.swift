import Foundation

/// The lines of an input, for showing the line a finding is on.
///
/// Line starts are found once, on first use, so a file without findings costs nothing.
package final class SourceText: @unchecked Sendable {
  private let url: URL?
  private var loaded: [UInt8]?
  private var starts: [Int]?

  /// The text of the file at `url`, read on first use.
  package init(url: URL) { self.url = url }

  package init(_ text: String) {
    url = nil
    loaded = Array(text.utf8)
  }

  private var bytes: [UInt8] {
    if let loaded { return loaded }
    let read = url.flatMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) } ?? []
    loaded = read
    return read
  }

  /// Line `number` (1-based) without its line break, or `nil` past the end.
  package func line(_ number: Int) -> String? {
    let starts = lineStarts()
    let bytes = self.bytes
    guard number >= 1, number <= starts.count else { return nil }
    let start = starts[number - 1]
    var end = number < starts.count ? starts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    guard end >= start else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private func lineStarts() -> [Int] {
    if let starts { return starts }
    var found = [0]
    let bytes = self.bytes
    for (index, byte) in bytes.enumerated() where byte == 0x0A { found.append(index + 1) }
    starts = found
    return found
  }
}
