import QuizBankModel

/// What a threshold rule may ask about one film: a threshold giving Yes and one
/// giving No (either may be missing), chosen for this film alone, so adding other
/// films to a catalogue never changes them.
struct ThresholdCandidate {
  /// The film's position in the catalogue stream.
  var film: Int32
  /// The rule's position in the rule set.
  var rule: UInt16
  /// Orders the films whose answer is free when the answers are balanced.
  var priority: UInt64
  /// The threshold and comparison that make the answer Yes, if any.
  var yes: Option?
  /// The threshold and comparison that make the answer No, if any.
  var no: Option?
  /// The answer chosen by balancing.
  var answer = true

  struct Option {
    var threshold: Double
    var comparison: ThresholdComparison
    /// The question id's hash: film, rule and threshold.
    var idHash: UInt64
  }

  /// The chosen option.
  var chosen: Option { answer ? yes! : no! }
}

extension ThresholdRule {
  /// The value the rule compares: the rating or the release year.
  func value(of film: Film, isYear: Bool) -> Double? {
    isYear ? film.year.map(Double.init) : film.rating
  }

  /// Whether `threshold` is a fair threshold for `value`: at least `margin` away,
  /// and the value as displayed neither equals it nor lies on its other side.
  func isSafe(_ threshold: Double, for value: Double) -> Bool {
    guard abs(value - threshold) >= margin - 1e-9 else { return false }
    let shown = LocaleNumber.rounded(value, decimals: precision)
    guard abs(shown - threshold) > 1e-9 else { return false }
    return (shown > threshold) == (value > threshold)
  }

  /// The candidate for one film, or `nil` when no threshold clears the margin.
  func candidate(
    film: Film, value: Double, index: Int32, ruleIndex: UInt16, seed: UInt64
  ) -> ThresholdCandidate? {
    let safe = thresholds.filter { isSafe($0, for: value) }
    guard !safe.isEmpty else { return nil }
    let key = film.key
    let seedText = String(seed)
    var rng = SplitMix64(seed: StableHash.value("threshold", seedText, id, key))
    let priority = StableHash.value("balance", seedText, id, key)
    func option(_ threshold: Double, _ comparison: ThresholdComparison) -> Option {
      let shown = LocaleNumber.format(threshold, decimals: precision, locale: "en")
      return Option(
        threshold: threshold, comparison: comparison,
        idHash: StableHash.value("question", id, key, shown))
    }
    typealias Option = ThresholdCandidate.Option
    var yes: Option?
    var no: Option?
    if comparisons.count > 1 {
      // One threshold; the comparison decides the answer, so the id never changes.
      let threshold = safe[rng.below(safe.count)]
      let above = value > threshold
      yes = option(threshold, above ? .greater : .less)
      no = option(threshold, above ? .less : .greater)
    } else {
      let below = safe.filter { $0 < value }
      let above = safe.filter { $0 > value }
      let first = below.isEmpty ? nil : below[rng.below(below.count)]
      let second = above.isEmpty ? nil : above[rng.below(above.count)]
      let comparison = comparisons[0]
      // greater: Yes when the threshold is below the value; less: when above.
      let yesThreshold = comparison == .greater ? first : second
      let noThreshold = comparison == .greater ? second : first
      yes = yesThreshold.map { option($0, comparison) }
      no = noThreshold.map { option($0, comparison) }
    }
    return ThresholdCandidate(film: index, rule: ruleIndex, priority: priority, yes: yes, no: no)
  }
}

/// Chooses each candidate's answer so the share of Yes is as close to the target
/// as the films allow: films with one possible answer take it; the others, in
/// the order of their stable priority, take Yes until the target is met.
enum AnswerBalancer {
  /// Balances the candidates of rule `rule` within `candidates`.
  static func balance(_ candidates: inout [ThresholdCandidate], rule: UInt16, yesShare: Double) {
    var forcedYes = 0
    var total = 0
    var free: [Int] = []
    for i in candidates.indices where candidates[i].rule == rule {
      total += 1
      switch (candidates[i].yes != nil, candidates[i].no != nil) {
      case (true, true): free.append(i)
      case (true, false):
        candidates[i].answer = true
        forcedYes += 1
      default: candidates[i].answer = false
      }
    }
    let target = Int((yesShare * Double(total)).rounded(.toNearestOrAwayFromZero))
    free.sort { candidates[$0].priority < candidates[$1].priority }
    let wanted = min(max(target - forcedYes, 0), free.count)
    for (rank, i) in free.enumerated() { candidates[i].answer = rank < wanted }
  }
}
