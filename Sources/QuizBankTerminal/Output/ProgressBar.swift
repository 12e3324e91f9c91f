import Foundation
import QuizBankModel

/// A one-line progress display on standard error, redrawn in place, shown
/// only when standard error is a terminal (silent otherwise); each command
/// says what its progress looks like. Safe to update from several threads.
package final class ProgressBar: Sendable {
  private let console: any TerminalOutput
  /// Whether a line is shown; held while the line is drawn, so lines never interleave.
  private let shown = Locked(false)

  package init(console: any TerminalOutput) { self.console = console }

  /// Whether standard error is a terminal.
  package var isEnabled: Bool { console.stderrIsTerminal }

  /// Replaces the line shown with `line`.
  package func show(_ line: String) {
    guard isEnabled else { return }
    shown.withLock { shown in
      console.errClearingLine(line)
      shown = true
    }
  }

  /// Removes the line, if one is shown.
  package func clear() {
    shown.withLock { shown in
      if shown { console.errClearingLine() }
      shown = false
    }
  }

  /// `label [#########                     ] 30%`.
  package static func bar(_ label: String, done: Int, total: Int) -> String {
    let total = max(total, 1)
    let filled = max(0, min(30, done * 30 / total))
    return label + " [" + String(repeating: "#", count: filled)
      + String(repeating: " ", count: 30 - filled) + "] \(min(100, done * 100 / total))%"
  }
}
