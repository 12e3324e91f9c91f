/// `{name}` placeholders in question templates.
enum Template {
  /// The placeholders threshold templates may use.
  static let thresholdNames: Set<String> = ["title", "threshold", "year", "rating"]

  /// `template` with each `{name}` replaced by `values[name]`; unknown names stay as written.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    fill(template) { values[$0] }
  }

  /// `template` with each `{name}` replaced by `value(name)`; names it gives
  /// `nil` for stay as written.
  ///
  /// Works on UTF-8 bytes: it runs for every question in every locale.
  static func fill(_ template: String, _ value: (String) -> String?) -> String {
    var template = template
    return template.withUTF8 { bytes in
      guard let first = bytes.firstIndex(of: 0x7B) else {
        return String(decoding: bytes, as: UTF8.self)
      }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 64)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
      var i = first
      while i < bytes.count {
        if bytes[i] == 0x7B, let close = bytes[(i + 1)...].firstIndex(of: 0x7D),
          let text = value(String(decoding: bytes[(i + 1)..<close], as: UTF8.self))
        {
          out.append(contentsOf: text.utf8)
          i = close + 1
        } else {
          out.append(bytes[i])
          i += 1
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// The first `{name}` in `template` that is not in `allowed`.
  static func unknownPlaceholder(in template: String, allowed: Set<String>) -> String? {
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: "}") else { return nil }
      let name = String(rest[after..<close])
      if !allowed.contains(name) { return name }
      rest = rest[rest.index(after: close)...]
    }
    return nil
  }
}
