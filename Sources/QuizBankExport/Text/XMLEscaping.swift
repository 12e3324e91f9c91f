/// Escaping for XML and HTML text written by the exporters.
enum XMLEscaping {
  /// Escapes `&`, `<`, `>` and `"` for text and attribute values; drops
  /// characters XML 1.0 cannot hold (C0 controls other than tab, LF, CR).
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\r": out += "&#13;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Escapes an attribute value: as ``escape(_:)``, and tabs and line feeds as
  /// character references so attribute normalization keeps them.
  static func attribute(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "\t", with: "&#9;")
      .replacingOccurrences(of: "\n", with: "&#10;")
  }

  /// Plain text as an HTML fragment: escaped, newlines as `<br>`.
  static func html(_ text: String) -> String {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
      of: "\r", with: "\n")
    return escape(lines).replacingOccurrences(of: "\n", with: "<br>")
  }

  /// Wraps `text` in CDATA, splitting any `]]>` inside it.
  static func cdata(_ text: String) -> String {
    "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
  }
}
