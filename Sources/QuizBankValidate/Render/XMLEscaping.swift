extension String {
  /// The string escaped for XML text and attribute values; characters XML 1.0
  /// cannot hold are dropped.
  package var xmlEscaped: String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default:
        if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
