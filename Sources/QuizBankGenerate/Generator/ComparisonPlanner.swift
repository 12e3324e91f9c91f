import QuizBankModel

/// A film a comparison rule may use: where it is in the catalogue and its rating.
struct ComparisonEntry {
  var film: Int32
  var rating: Double
  var keyHash: UInt64
}

/// A planned comparison question: its films in display order and the right one.
struct ComparisonGroup {
  var rule: UInt16
  var films: [Int32]
  var ratings: [Double]
  var correct: Int
  var idHash: UInt64
}

extension ComparisonRule {
  /// Up to `count` groups of `choices` films whose ratings differ pairwise by at
  /// least the margin (and differ as displayed), each film in one group at most.
  func plan(pool: [ComparisonEntry], ruleIndex: UInt16, seed: UInt64) -> [ComparisonGroup] {
    guard count > 0, pool.count >= choices else { return [] }
    var rng = SplitMix64(seed: StableHash.value("compare", String(seed), id))
    var order = Array(pool.indices)
    rng.shuffle(&order)
    var used = [Bool](repeating: false, count: order.count)
    var start = 0
    var groups: [ComparisonGroup] = []
    let step = 1 / pow10(precision)
    while groups.count < count {
      while start < order.count, used[start] { start += 1 }
      var members: [Int] = []
      var position = start
      while members.count < choices, position < order.count {
        if !used[position] {
          let candidate = pool[order[position]].rating
          let fits = members.allSatisfy { slot in
            let other = pool[order[slot]].rating
            return abs(candidate - other) >= max(margin, step) - 1e-9
              && LocaleNumber.rounded(candidate, decimals: precision)
                != LocaleNumber.rounded(other, decimals: precision)
          }
          if fits { members.append(position) }
        }
        position += 1
      }
      guard members.count == choices else { break }
      for slot in members { used[slot] = true }
      var entries = members.map { pool[order[$0]] }
      rng.shuffle(&entries)
      let ratings = entries.map(\.rating)
      let best = ask == .highest ? ratings.max()! : ratings.min()!
      let keys = entries.map { StableHash.hex($0.keyHash) }.sorted().joined(separator: ",")
      groups.append(
        ComparisonGroup(
          rule: ruleIndex, films: entries.map(\.film), ratings: ratings,
          correct: ratings.firstIndex(of: best)!,
          idHash: StableHash.value("question", id, ask.rawValue, keys)))
    }
    return groups
  }

  private func pow10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= 10 }
    return result
  }
}
