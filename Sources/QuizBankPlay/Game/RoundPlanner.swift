import QuizBankModel

/// Picks the questions of each round.
///
/// Pre-built rounds in the bundle are played in order, cycling. Otherwise the
/// questions are dealt from a deck, shuffled when the bundle asks for it: a
/// round never repeats a question, and no question comes back before the deck
/// is used up.
package struct RoundPlanner: Sendable {
  private let questions: [Question]
  let rounds: [[Question]]
  let roundSize: Int
  private let shuffles: Bool
  private var generator: SplitMix64
  private var deck: [Question] = []
  private var roundOrder: [Int] = []

  /// Creates a planner. `roundSize` is capped at the number of questions.
  package init(bundle: QuizBundle, roundSize: Int, seed: UInt64) {
    questions = bundle.questions
    let byId = Dictionary(
      bundle.questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    rounds = (bundle.rounds ?? []).map { $0.questions.compactMap { byId[$0] } }.filter {
      !$0.isEmpty
    }
    self.roundSize = max(1, min(roundSize, bundle.questions.count))
    shuffles = bundle.settings.shuffleQuestions
    generator = SplitMix64(seed: seed)
  }

  /// The questions of the next round.
  package mutating func nextRound() -> [Question] {
    if !rounds.isEmpty {
      // Pre-built rounds: each once per cycle, in an order the seed decides when shuffling.
      if roundOrder.isEmpty {
        roundOrder = Array(rounds.indices)
        if shuffles { roundOrder.shuffle(using: &generator) }
      }
      return rounds[roundOrder.removeFirst()]
    }
    var round: [Question] = []
    while round.count < roundSize {
      if deck.isEmpty {
        deck = questions
        if shuffles { deck.shuffle(using: &generator) }
        // Avoid repeating a question inside a round when the deck is refilled.
        let used = Set(round.map(\.id))
        deck = deck.filter { !used.contains($0.id) } + deck.filter { used.contains($0.id) }
      }
      round.append(deck.removeFirst())
    }
    return round
  }
}

extension RoundPlanner {
  /// Questions per round (the first pre-built round's size when the bundle has rounds).
  package var roundSizeInUse: Int { rounds.first?.count ?? roundSize }
}
