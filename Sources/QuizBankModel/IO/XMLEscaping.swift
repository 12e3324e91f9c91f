/// Escaping for XML 1.0 written by hand: element text and attribute values.
///
/// Both drop the characters XML 1.0 cannot hold (C0 controls other than tab,
/// line feed and carriage return, U+FFFE, U+FFFF) and escape `&`, `<`, `>`
/// and `"`. A carriage return becomes `&#13;` so a parser's line-end
/// normalization keeps it.
package enum XMLEscaping {
  /// Text for element content: tabs and line feeds are kept as they are.
  package static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// An attribute value (in double quotes): as ``text(_:)``, and tabs and line
  /// feeds as character references, so attribute-value normalization keeps them.
  package static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\r": out += "&#13;"
      case "\t": out += attribute ? "&#9;" : "\t"
      case "\n": out += attribute ? "&#10;" : "\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
