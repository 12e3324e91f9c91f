import QuizBankModel

/// Text from an input made safe to print on a terminal or in a CI log.
///
/// Bundle strings reach messages verbatim and source lines are raw bytes, so a
/// crafted input could otherwise move the cursor, retitle the window, clear
/// the screen or reorder the line (bidi controls). Unsafe characters are shown
/// as escapes by the project's one terminal gate, ``DisplayText/escaped(_:keepTab:)``:
/// `\e` for ESC, `\n`, `\r`, `\t`, and `\u{XX}` for the rest of C0, DEL, C1
/// and the bidirectional controls.
enum TerminalText {
  /// `text` with every unsafe character shown as an escape.
  static func visible(_ text: String) -> String { DisplayText.escaped(text) }

  /// How one scalar is shown; `keepTab` keeps a tab as a tab (source lines, so
  /// the caret lines up).
  static func visible(_ scalar: Unicode.Scalar, keepTab: Bool) -> String {
    DisplayText.escaped(scalar, keepTab: keepTab)
  }

  /// The longest source line shown, in characters; longer ones are clipped
  /// around the caret with `…` at the cut ends.
  static let maxSourceColumns = 120

  /// A source line ready to print with the caret's padding under it:
  /// control characters escaped, clipped to ``maxSourceColumns`` around
  /// `column` (1-based, in Unicode scalars).
  static func sourceLine(_ line: String, column: Int) -> (text: String, caretPadding: String) {
    let scalars = Array(line.unicodeScalars)
    let caret = min(max(0, column - 1), scalars.count)
    var start = 0
    var end = scalars.count
    if scalars.count > maxSourceColumns {
      start = max(0, caret - maxSourceColumns / 2)
      end = min(scalars.count, start + maxSourceColumns)
      start = max(0, end - maxSourceColumns)
    }
    var text = start > 0 ? "…" : ""
    var pad = start > 0 ? " " : ""
    for index in start..<end {
      let shown = visible(scalars[index], keepTab: true)
      text += shown
      if index < caret { pad += shown == "\t" ? "\t" : String(repeating: " ", count: shown.count) }
    }
    if end < scalars.count { text += "…" }
    return (text, pad)
  }
}
