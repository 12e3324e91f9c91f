/// HTML entity encoding as the Open Trivia DB API's default encoding does it
/// (PHP `htmlentities`): `&quot;`, `&#039;`, `&amp;`, `&lt;`, `&gt;`, named
/// entities for Latin-1 letters and common punctuation, other characters as they are.
enum HTMLEntities {
  static func encode(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#039;"
      default:
        if let name = named[scalar.value] {
          out += "&\(name);"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Named entities: U+00A0…U+00FF in order, then punctuation.
  static let named: [UInt32: String] = {
    let latin1 = """
      nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr \
      deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest \
      Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml \
      ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig \
      agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml \
      eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
      """.split(separator: " ")
    var table: [UInt32: String] = [:]
    for (offset, name) in latin1.enumerated() { table[0xA0 + UInt32(offset)] = String(name) }
    let punctuation: [(UInt32, String)] = [
      (0x2013, "ndash"), (0x2014, "mdash"), (0x2018, "lsquo"), (0x2019, "rsquo"),
      (0x201A, "sbquo"), (0x201C, "ldquo"), (0x201D, "rdquo"), (0x201E, "bdquo"),
      (0x2020, "dagger"), (0x2021, "Dagger"), (0x2022, "bull"), (0x2026, "hellip"),
      (0x2030, "permil"), (0x2032, "prime"), (0x2039, "lsaquo"), (0x203A, "rsaquo"),
      (0x20AC, "euro"), (0x2122, "trade"), (0x0152, "OElig"), (0x0153, "oelig"),
      (0x0160, "Scaron"), (0x0161, "scaron"), (0x0178, "Yuml"),
    ]
    for (code, name) in punctuation { table[code] = name }
    return table
  }()
}
