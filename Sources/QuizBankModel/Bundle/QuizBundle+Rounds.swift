extension QuizBundle {
  /// Splits the questions of the pre-built rounds again, in order, into rounds of
  /// `size` (the last one shorter), and sets `settings.roundSize`: what
  /// `--round-size` does to a bundle that already has rounds. A bundle without
  /// rounds keeps none; `size` below 1 changes nothing.
  public mutating func resplitRounds(size: Int) {
    guard size >= 1 else { return }
    settings.roundSize = size
    guard let rounds else { return }
    let ids = rounds.flatMap(\.questions)
    self.rounds = stride(from: 0, to: ids.count, by: size).map {
      Round(questions: Array(ids[$0..<min($0 + size, ids.count)]))
    }
  }
}
