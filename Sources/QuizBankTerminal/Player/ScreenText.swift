/// Text layout for the terminal screens: fitting, wrapping, centring, frames,
/// measured in terminal columns (a CJK character or an emoji takes two).
package enum ScreenText {
  /// The columns `text` takes on a terminal.
  package static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns one character takes: 0 for a combining mark or zero-width
  /// character, 2 for East Asian wide and full-width characters and emoji, else 1.
  package static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if scalar.properties.generalCategory == .nonspacingMark || value == 0x200B { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The longest start of `text` that fits in `width` columns.
  package static func prefix(_ text: String, columns width: Int) -> String {
    var used = 0
    var out = ""
    for character in text {
      let size = columns(of: character)
      if used + size > width { break }
      used += size
      out.append(character)
    }
    return out
  }

  /// `text` cut to `width` columns, with an ellipsis when cut.
  package static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard columns(text) > width else { return text }
    return prefix(text, columns: width - 1) + "…"
  }

  /// `text` padded with spaces to `width` columns (cut first when longer).
  package static func pad(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    return fitted + String(repeating: " ", count: max(0, width - columns(fitted)))
  }

  /// `text` centred in `width` columns.
  package static func center(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    let left = max(0, (width - columns(fitted)) / 2)
    return String(repeating: " ", count: left) + fitted
      + String(repeating: " ", count: max(0, width - columns(fitted) - left))
  }

  /// `text` broken into lines of at most `width` columns, at most `maxLines`
  /// of them (the last one ends with an ellipsis when text is left over).
  package static func wrap(_ text: String, _ width: Int, maxLines: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      while columns(word) > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        let head = prefix(word, columns: width)
        lines.append(head)
        word = String(word.dropFirst(max(1, head.count)))
      }
      if line.isEmpty {
        line = word
      } else if columns(line) + 1 + columns(word) <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      lines[maxLines - 1] = fit(lines[maxLines - 1] + " …", width)
    }
    return lines
  }

  /// A box of `width` columns around `body` lines (cut or padded to fit), the
  /// border passed through `paint`; each line's text is painted with its own style
  /// after padding, so escape codes never count as width.
  package static func frame(
    _ body: [FramedLine], width: Int, title: String? = nil, paint: (String) -> String
  ) -> [String] {
    let inner = width - 2
    var top = "─" + (title.map { " \($0) " } ?? "")
    top = fit(top, inner)
    top += String(repeating: "─", count: max(0, inner - columns(top)))
    var lines = [paint("┌" + top + "┐")]
    for line in body {
      lines.append(paint("│") + " " + line.paint(pad(line.text, inner - 2)) + " " + paint("│"))
    }
    lines.append(paint("└" + String(repeating: "─", count: inner) + "┘"))
    return lines
  }
}

/// One line inside a frame: plain text and how to style it.
package struct FramedLine {
  package var text: String
  package var paint: (String) -> String = { $0 }

  package init(_ text: String, paint: @escaping (String) -> String = { $0 }) {
    self.text = text
    self.paint = paint
  }
}
