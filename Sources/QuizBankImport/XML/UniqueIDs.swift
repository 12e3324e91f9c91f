/// Question ids made unique within one import: a second `q1` becomes `q1-2`.
struct UniqueIDs {
  private var used: Set<String> = []

  /// `base`, or `base-2`, `base-3`, … when it is taken.
  mutating func unique(_ base: String) -> String {
    var id = base
    var n = 2
    while used.contains(id) {
      id = "\(base)-\(n)"
      n += 1
    }
    used.insert(id)
    return id
  }
}
