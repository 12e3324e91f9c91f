/// A question template split once into text and placeholders, then filled for
/// every question: the fast form of `Template.fill` for templates used many times.
struct CompiledTemplate: Sendable {
  private enum Part: Sendable {
    case text(String)
    /// The position of a placeholder's name in the names the template was compiled with.
    case slot(Int)
  }

  private let parts: [Part]
  private let length: Int

  /// Splits `template`; each `{name}` with a name in `names` becomes a slot,
  /// anything else stays as written, as `Template.fill` leaves an unknown name.
  init(_ template: String, names: [String]) {
    var parts: [Part] = []
    var text: [UInt8] = []
    let bytes = Array(template.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x7B, let close = bytes[(i + 1)...].firstIndex(of: 0x7D),
        let slot = names.firstIndex(of: String(decoding: bytes[(i + 1)..<close], as: UTF8.self))
      {
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        text.removeAll()
        parts.append(.slot(slot))
        i = close + 1
      } else {
        text.append(bytes[i])
        i += 1
      }
    }
    if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
    self.parts = parts
    length = bytes.count
  }

  /// The template with each slot replaced by `values` at the slot's position
  /// (the order of the names it was compiled with).
  func fill(_ values: [String]) -> String {
    var out = ""
    out.reserveCapacity(length + 64)
    for part in parts {
      switch part {
      case .text(let text): out += text
      case .slot(let slot): out += values[slot]
      }
    }
    return out
  }
}
