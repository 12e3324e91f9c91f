/// Makes text from an untrusted bundle safe to print on a terminal.
///
/// Escape sequences (CSI, OSC, DCS and the rest) are removed whole; other
/// control characters (C0, DEL, C1) and the bidirectional overrides that can
/// reorder or hide text are removed; line breaks and tabs become spaces.
package enum DisplayText {
  /// `text` with nothing left that a terminal would interpret.
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
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F:
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
