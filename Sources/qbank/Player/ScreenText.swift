/// Text layout for the terminal screens: fitting, wrapping, centring, frames.
enum ScreenText {
  /// `text` cut to `width` characters, with an ellipsis when cut.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    return String(text.prefix(max(0, width - 1))) + "…"
  }

  /// `text` padded with spaces to `width` (cut first when longer).
  static func pad(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    return fitted + String(repeating: " ", count: max(0, width - fitted.count))
  }

  /// `text` centred in `width`.
  static func center(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    let left = (width - fitted.count) / 2
    return String(repeating: " ", count: left) + fitted
      + String(repeating: " ", count: width - fitted.count - left)
  }

  /// `text` broken into lines of at most `width` characters, at most `maxLines`
  /// of them (the last one ends with an ellipsis when text is left over).
  static func wrap(_ text: String, _ width: Int, maxLines: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      while word.count > width {
        if !line.isEmpty { lines.append(line); line = "" }
        lines.append(String(word.prefix(width)))
        word = String(word.dropFirst(width))
      }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= width {
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
  static func frame(
    _ body: [FramedLine], width: Int, title: String? = nil, paint: (String) -> String
  ) -> [String] {
    let inner = width - 2
    var top = "─" + (title.map { " \($0) " } ?? "")
    top = fit(top, inner)
    top += String(repeating: "─", count: max(0, inner - top.count))
    var lines = [paint("┌" + top + "┐")]
    for line in body {
      lines.append(paint("│") + " " + line.paint(pad(line.text, inner - 2)) + " " + paint("│"))
    }
    lines.append(paint("└" + String(repeating: "─", count: inner) + "┘"))
    return lines
  }
}

/// One line inside a frame: plain text and how to style it.
struct FramedLine {
  var text: String
  var paint: (String) -> String = { $0 }

  init(_ text: String, paint: @escaping (String) -> String = { $0 }) {
    self.text = text
    self.paint = paint
  }
}
