/// The one gate for text from data or from a server on its way to a terminal.
///
/// Every command that prints a string it did not write itself (titles, prompts,
/// file names, server messages, import warnings) passes it through here first,
/// and truncates only afterwards, so a cut can never leave half an escape
/// sequence. Two renderings share one definition of what is unsafe
/// (``isUnsafe(_:)``: C0 and C1 controls, DEL and the bidirectional controls
/// U+202A–U+202E, U+2066–U+2069, U+200E, U+200F):
/// - ``sanitized(_:)`` removes escape sequences whole and drops other unsafe
///   characters, for screens and tables;
/// - ``escaped(_:keepTab:)`` shows each unsafe character as a visible escape
///   (`\e`, `\r`, `\u{202E}`), for diagnostics, where the reader needs to see
///   what the input holds.
package enum DisplayText {
  /// Whether a terminal could act on `scalar`, or it could reorder the text shown.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true
    default: false
    }
  }

  /// `text` with every unsafe character shown as a visible escape: `\e` for
  /// ESC, `\n`, `\r`, `\t` (a tab kept as is with `keepTab`), `\u{XX}` for the rest.
  package static func escaped(_ text: String, keepTab: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        out += escaped(scalar, keepTab: keepTab)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` escaped line by line: its line breaks kept, everything else unsafe
  /// in each line shown as an escape (a report of several lines, a diff).
  package static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escaped(String($0)) }.joined(separator: "\n")
  }

  /// How one scalar is shown by ``escaped(_:keepTab:)``.
  package static func escaped(_ scalar: Unicode.Scalar, keepTab: Bool) -> String {
    guard isUnsafe(scalar) else { return String(scalar) }
    switch scalar.value {
    case 0x09: return keepTab ? "\t" : "\\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x1B: return "\\e"
    default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// `text` with nothing left that a terminal would interpret: escape sequences
  /// removed whole, other unsafe characters dropped, line breaks and tabs as spaces.
  package static func sanitized(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    while let scalar = pending ?? scalars.next() {
      pending = nil
      switch scalar.value {
      case 0x1B:  // ESC: drop the whole sequence
        guard let introducer = scalars.next() else { break }
        switch introducer {
        case "[":  // CSI: parameters and intermediates up to a final byte 0x40–0x7E
          while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "]", "P", "X", "^", "_":  // OSC, DCS, SOS, PM, APC: up to BEL or ST
          pending = skipString(&scalars)
        default:
          if (0x20...0x2F).contains(introducer.value) {  // nF: intermediates then a final byte
            while let next = scalars.next(), (0x20...0x2F).contains(next.value) {}
          }
        }
      case 0x9B:  // C1 CSI
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      case 0x9D, 0x90, 0x98, 0x9E, 0x9F:  // C1 OSC, DCS, SOS, PM, APC
        pending = skipString(&scalars)
      case 0x09, 0x0A, 0x0D:
        out.append(" ")
      case _ where isUnsafe(scalar):
        continue
      default:
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Skips a control string up to BEL, ST (ESC \) or C1 ST; returns a scalar read too far, if any.
  private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode
    .Scalar?
  {
    while let next = scalars.next() {
      switch next.value {
      case 0x07, 0x9C: return nil
      case 0x1B:
        guard let after = scalars.next() else { return nil }
        return after == "\\" ? nil : after
      default: continue
      }
    }
    return nil
  }
}
