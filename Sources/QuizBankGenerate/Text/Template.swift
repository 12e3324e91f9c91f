/// `{name}` placeholders in question templates.
enum Template {
  /// The placeholders threshold templates may use.
  static let thresholdNames: Set<String> = ["title", "threshold", "year", "rating"]

  /// `template` with each `{name}` replaced by `values[name]`; unknown names stay as written.
  ///
  /// Works on UTF-8 bytes: it runs for every question in every locale.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    let bytes = Array(template.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x7B, let close = bytes[(i + 1)...].firstIndex(of: 0x7D),
        let value = values[String(decoding: bytes[(i + 1)..<close], as: UTF8.self)]
      {
        out.append(contentsOf: value.utf8)
        i = close + 1
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
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
