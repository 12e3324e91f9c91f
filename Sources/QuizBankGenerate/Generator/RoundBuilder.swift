import QuizBankModel

/// One question as rounds see it: its films and its kind of answer.
struct RoundItem {
  enum Answer { case yes, no, other }

  /// The question's film (the first, for questions about several).
  var film: Int32
  /// The other films of a question about several (empty for most questions).
  var more: [Int32] = []
  var answer: Answer

  func shares(_ films: Set<Int32>) -> Bool {
    films.contains(film) || more.contains(where: films.contains)
  }
}

/// Builds rounds of `size` questions: no film twice in a round, and each full
/// round's Yes share as close to the whole bundle's as a round allows (within one
/// question). Every question is in exactly one round: those left over after the
/// full rounds go, in the seed's order, into short rounds at the end (one, unless
/// their films clash).
struct RoundBuilder {
  var size: Int
  var seed: UInt64

  /// How far past the head of a pool to look for a question whose film is not yet in the round.
  private let lookahead = 256

  /// The rounds, as positions in `items`.
  func build(_ items: [RoundItem]) -> [[Int]] {
    guard size > 0, !items.isEmpty else { return [] }
    var rng = SplitMix64(seed: StableHash.value("rounds", String(seed)))
    var rounds = fullRounds(items, rng: &rng)
    var placed = [Bool](repeating: false, count: items.count)
    for round in rounds { for index in round { placed[index] = true } }
    var leftover = items.indices.filter { !placed[$0] }
    rng.shuffle(&leftover)
    rounds += shortRounds(leftover, items)
    return rounds
  }

  /// The left-over questions packed first-fit into rounds of at most `size`, no
  /// film twice in a round. Only rounds with room are searched, so this stays fast
  /// however many are left over (a film is in few questions, so few rounds stay open).
  private func shortRounds(_ leftover: [Int], _ items: [RoundItem]) -> [[Int]] {
    var rounds: [[Int]] = []
    var films: [Set<Int32>] = []
    var open: [Int] = []  // rounds with room, oldest first
    for index in leftover {
      let item = items[index]
      if let slot = open.firstIndex(where: { !item.shares(films[$0]) }) {
        let round = open[slot]
        rounds[round].append(index)
        films[round].insert(item.film)
        films[round].formUnion(item.more)
        if rounds[round].count == size { open.remove(at: slot) }
      } else {
        rounds.append([index])
        films.append(Set([item.film] + item.more))
        if size > 1 { open.append(rounds.count - 1) }
      }
    }
    return rounds
  }

  /// As many full rounds as the questions make, balanced; stops at the first it cannot fill.
  private func fullRounds(_ items: [RoundItem], rng: inout SplitMix64) -> [[Int]] {
    let roundCount = items.count / size
    guard roundCount > 0 else { return [] }
    var pools: [[Int]] = [[], [], []]
    for (index, item) in items.enumerated() {
      switch item.answer {
      case .yes: pools[0].append(index)
      case .no: pools[1].append(index)
      case .other: pools[2].append(index)
      }
    }
    for p in pools.indices { rng.shuffle(&pools[p]) }
    var heads = [0, 0, 0]
    let yesNo = pools[0].count + pools[1].count
    let yesShare = yesNo == 0 ? 0 : Double(pools[0].count) / Double(yesNo)
    let otherTotal = pools[2].count
    var rounds: [[Int]] = []
    var yesNoSlots = 0
    var yesTaken = 0
    for r in 0..<roundCount {
      let others = otherTotal * (r + 1) / roundCount - otherTotal * r / roundCount
      let slots = size - min(others, size)
      yesNoSlots += slots
      let yesWanted =
        Int((yesShare * Double(yesNoSlots)).rounded(.toNearestOrAwayFromZero)) - yesTaken
      var quota = [max(0, min(yesWanted, slots)), 0, min(others, size)]
      quota[1] = slots - quota[0]
      var chosen: [Int] = []
      var films: Set<Int32> = []
      func take(from p: Int) -> Int? {
        let end = min(pools[p].count, heads[p] + lookahead)
        for position in heads[p]..<end {
          let candidate = pools[p][position]
          if !items[candidate].shares(films) {
            pools[p].swapAt(position, heads[p])
            heads[p] += 1
            return candidate
          }
        }
        return nil
      }
      for p in 0..<3 {
        for _ in 0..<quota[p] {
          // Take from the wanted pool; when it has nothing that fits, from any other.
          var found: Int?
          for pool in [p] + [0, 1, 2].filter({ $0 != p }) where found == nil {
            found = take(from: pool)
          }
          guard let pick = found else { break }
          chosen.append(pick)
          if items[pick].answer == .yes { yesTaken += 1 }
          films.insert(items[pick].film)
          films.formUnion(items[pick].more)
        }
      }
      guard chosen.count == size else { break }
      rng.shuffle(&chosen)
      rounds.append(chosen)
    }
    return rounds
  }
}
