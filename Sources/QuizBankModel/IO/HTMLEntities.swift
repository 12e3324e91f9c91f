/// HTML character references, both ways, over one table of named entities.
///
/// Decoding (Open Trivia DB text): `&quot;`, `&#039;`, `&#x27;`, `&eacute;`…
/// Numeric references are decoded whatever they name (except NUL, surrogates
/// and values past U+10FFFF, which are kept as written); named ones from the
/// table (Latin-1, typography, Greek letters, arrows, maths). An unknown name
/// is kept as written.
///
/// Encoding (as the Open Trivia DB API's default, PHP `htmlentities` with
/// `ENT_QUOTES`): `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#039;`, every other
/// character the table names by its name, the rest as it is.
package enum HTMLEntities {
  /// `text` with its character references decoded.
  package static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if let semicolon = after.prefix(32).firstIndex(of: ";"),
        let scalar = scalar(for: after[..<semicolon])
      {
        result.unicodeScalars.append(contentsOf: scalar)
        rest = after[after.index(after: semicolon)...]
      } else {
        result += "&"
        rest = after
      }
    }
    return result + rest
  }

  private static func scalar(for reference: Substring) -> [Unicode.Scalar]? {
    if reference.hasPrefix("#") {
      let digits = reference.dropFirst()
      let value: UInt32?
      if digits.hasPrefix("x") || digits.hasPrefix("X") {
        value = UInt32(digits.dropFirst(), radix: 16)
      } else {
        value = UInt32(digits, radix: 10)
      }
      guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
      return [scalar]
    }
    guard let value = named[String(reference)] else { return nil }
    return Array(value.unicodeScalars)
  }

  /// `text` with `&`, `<`, `>`, quotes and every character the table names encoded.
  package static func encode(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#039;"
      default:
        if let name = names[scalar] {
          out += "&\(name);"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The table the other way round: a character to its entity name.
  private static let names: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [:]
    for (name, value) in named {
      let scalars = Array(value.unicodeScalars)
      guard scalars.count == 1 else { continue }
      // One name per character; the table has none twice, but stay deterministic.
      if let existing = table[scalars[0]], existing < name { continue }
      table[scalars[0]] = name
    }
    return table
  }()

  /// Every named reference known, name to text: HTML's common set.
  package static let named: [String: String] = [
    "quot": "\"", "amp": "&", "apos": "'", "lt": "<", "gt": ">", "nbsp": "\u{A0}",
    "iexcl": "¡", "cent": "¢", "pound": "£", "curren": "¤", "yen": "¥", "brvbar": "¦",
    "sect": "§", "uml": "¨", "copy": "©", "ordf": "ª", "laquo": "«", "not": "¬",
    "shy": "\u{AD}", "reg": "®", "macr": "¯", "deg": "°", "plusmn": "±", "sup2": "²",
    "sup3": "³", "acute": "´", "micro": "µ", "para": "¶", "middot": "·", "cedil": "¸",
    "sup1": "¹", "ordm": "º", "raquo": "»", "frac14": "¼", "frac12": "½", "frac34": "¾",
    "iquest": "¿", "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä",
    "Aring": "Å", "AElig": "Æ", "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê",
    "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í", "Icirc": "Î", "Iuml": "Ï", "ETH": "Ð",
    "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô", "Otilde": "Õ", "Ouml": "Ö",
    "times": "×", "Oslash": "Ø", "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü",
    "Yacute": "Ý", "THORN": "Þ", "szlig": "ß", "agrave": "à", "aacute": "á", "acirc": "â",
    "atilde": "ã", "auml": "ä", "aring": "å", "aelig": "æ", "ccedil": "ç", "egrave": "è",
    "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì", "iacute": "í", "icirc": "î",
    "iuml": "ï", "eth": "ð", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô",
    "otilde": "õ", "ouml": "ö", "divide": "÷", "oslash": "ø", "ugrave": "ù", "uacute": "ú",
    "ucirc": "û", "uuml": "ü", "yacute": "ý", "thorn": "þ", "yuml": "ÿ", "OElig": "Œ",
    "oelig": "œ", "Scaron": "Š", "scaron": "š", "Yuml": "Ÿ", "fnof": "ƒ", "circ": "ˆ",
    "tilde": "˜", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
    "zwnj": "\u{200C}", "zwj": "\u{200D}", "lrm": "\u{200E}", "rlm": "\u{200F}", "ndash": "–",
    "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”",
    "bdquo": "„", "dagger": "†", "Dagger": "‡", "bull": "•", "hellip": "…", "permil": "‰",
    "prime": "′", "Prime": "″", "lsaquo": "‹", "rsaquo": "›", "oline": "‾", "euro": "€",
    "trade": "™", "larr": "←", "uarr": "↑", "rarr": "→", "darr": "↓", "harr": "↔",
    "minus": "−", "infin": "∞", "ne": "≠", "le": "≤", "ge": "≥", "asymp": "≈", "radic": "√",
    "sum": "∑", "prod": "∏", "part": "∂", "int": "∫", "Alpha": "Α", "Beta": "Β",
    "Gamma": "Γ", "Delta": "Δ", "Epsilon": "Ε", "Zeta": "Ζ", "Eta": "Η", "Theta": "Θ",
    "Iota": "Ι", "Kappa": "Κ", "Lambda": "Λ", "Mu": "Μ", "Nu": "Ν", "Xi": "Ξ", "Omicron": "Ο",
    "Pi": "Π", "Rho": "Ρ", "Sigma": "Σ", "Tau": "Τ", "Upsilon": "Υ", "Phi": "Φ", "Chi": "Χ",
    "Psi": "Ψ", "Omega": "Ω", "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ",
    "epsilon": "ε", "zeta": "ζ", "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ",
    "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "omicron": "ο", "pi": "π", "rho": "ρ",
    "sigmaf": "ς", "sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "φ", "chi": "χ", "psi": "ψ",
    "omega": "ω", "hearts": "♥", "spades": "♠", "clubs": "♣", "diams": "♦",
  ]
}
