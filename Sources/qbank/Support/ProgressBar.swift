/// A one-line progress display on standard error, shown only when it is a
/// terminal; each command says what its progress looks like.
final class ProgressBar: @unchecked Sendable {
  private let console: Console
  private var shown = false

  init(console: Console) { self.console = console }

  /// Whether standard error is a terminal.
  var isEnabled: Bool { console.stderrIsTerminal }

  /// Replaces the line shown with `line`.
  func show(_ line: String) {
    console.err("\r\u{1B}[2K" + line)
    shown = true
  }

  /// Removes the line, if one is shown.
  func clear() {
    if shown { console.err("\r\u{1B}[2K") }
    shown = false
  }

  /// `label [#########                     ] 30%`.
  static func bar(_ label: String, done: Int, total: Int) -> String {
    let total = max(total, 1)
    let filled = max(0, min(30, done * 30 / total))
    return label + " [" + String(repeating: "#", count: filled)
      + String(repeating: " ", count: 30 - filled) + "] \(min(100, done * 100 / total))%"
  }
}
