/// `{name}` placeholders in question templates.
enum Template {
  /// The placeholders threshold templates may use.
  static let thresholdNames: Set<String> = ["title", "threshold", "year", "rating"]

  /// `template` with each `{name}` replaced by `values[name]`; unknown names stay as written.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var out = ""
    out.reserveCapacity(template.utf8.count + 32)
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: "}") else {
        rest = rest[open...]
        break
      }
      let name = String(rest[after..<close])
      if let value = values[name] {
        out += value
      } else {
        out += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    out += rest
    return out
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
