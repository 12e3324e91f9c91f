/// The question ids a reader has handed out: an id met again gets `-2`, `-3`, …
struct UniqueIDs {
  private var used: Set<String> = []

  /// `base`, or `base-2`, `base-3`, … the first not yet used; marks it used.
  mutating func claim(_ base: String) -> String {
    var id = base
    var n = 2
    while used.contains(id) {
      id = "\(base)-\(n)"
      n += 1
    }
    used.insert(id)
    return id
  }

  /// ``claim(_:)``, and the message a reader gives when an explicit id had to
  /// change (nil when `base` was free).
  mutating func claimExplicit(_ base: String) -> (id: String, renamed: String?) {
    let id = claim(base)
    return (id, id == base ? nil : "id \(base) is used again; this one becomes \(id)")
  }
}
