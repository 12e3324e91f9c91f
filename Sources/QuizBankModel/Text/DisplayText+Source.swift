extension DisplayText {
  /// The longest source line shown, in characters; longer ones are clipped
  /// around the caret with `…` at the cut ends.
  package static let maxSourceColumns = 120

  /// A source line ready to print with the caret's padding under it:
  /// control characters escaped, clipped to ``maxSourceColumns`` around
  /// `column` (1-based, in Unicode scalars).
  package static func sourceLine(_ line: String, column: Int) -> (
    text: String, caretPadding: String
  ) {
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
      let shown = escaped(scalars[index], keepTab: true)
      text += shown
      if index < caret { pad += shown == "\t" ? "\t" : String(repeating: " ", count: shown.count) }
    }
    if end < scalars.count { text += "…" }
    return (text, pad)
  }

  /// The colour sequences qbank writes itself (`ESC [ … m`), the only escape
  /// sequences ``gated(_:)`` lets through.
  package static let ownStyles: Set<String> = [
    "0", "1", "2", "31", "32", "33", "36", "1;31", "1;32", "1;33", "1;36",
  ]

  /// `text` made safe for standard error as a whole, the backstop under every
  /// message the CLI prints there: line breaks, tabs and qbank's own colour
  /// sequences (``ownStyles``) are kept, every other unsafe character is shown
  /// as an escape, as ``escaped(_:keepTab:)`` shows it. Text already escaped
  /// is unchanged.
  package static func gated(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isUnsafe($0) && $0 != "\n" && $0 != "\t" }) else {
      return text
    }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = ownStyleEnd(scalars, from: index) {
        out.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      if scalar == "\n" || !isUnsafe(scalar) {
        out.append(scalar)
      } else {
        out.append(contentsOf: escaped(scalar, keepTab: true).unicodeScalars)
      }
      index += 1
    }
    return String(out)
  }

  /// The index of the `m` ending one of ``ownStyles`` that starts at `start`, if one does.
  private static func ownStyleEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    var parameters = ""
    while index < scalars.count, index - start < 8,
      (0x30...0x39).contains(scalars[index].value) || scalars[index] == ";"
    {
      parameters.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count, scalars[index] == "m", ownStyles.contains(parameters) else {
      return nil
    }
    return index
  }
}
