import QuizBankModel

/// What a threshold rule may ask about one film: a threshold giving Yes and one
/// giving No (either may be missing), chosen for this film alone, so adding other
/// films to a catalogue never changes them.
struct ThresholdCandidate {
  /// The film's position in the catalogue stream.
  var film: Int32
  /// The rule's position in the rule set.
  var rule: UInt16
  /// Positions in the rule's thresholds of the Yes and No options.
  private var yesIndex: UInt16 = 0
  private var noIndex: UInt16 = 0
  /// Which options exist, their comparisons, and the chosen answer (bits below).
  private var flags: UInt8 = 0
  /// Orders the films whose answer is free when the answers are balanced.
  var priority: UInt64
  /// The question ids' hashes of the Yes and No options.
  private var yesId: UInt64 = 0
  private var noId: UInt64 = 0

  /// A threshold (by position in the rule's list), a comparison and the id's hash.
  struct Option {
    var index: Int
    var comparison: ThresholdComparison
    var idHash: UInt64
  }

  private static let hasYes: UInt8 = 1
  private static let hasNo: UInt8 = 2
  private static let answerYes: UInt8 = 4
  private static let yesGreater: UInt8 = 8
  private static let noGreater: UInt8 = 16

  init(film: Int32, rule: UInt16, priority: UInt64, yes: Option?, no: Option?) {
    self.film = film
    self.rule = rule
    self.priority = priority
    if let yes {
      flags |= Self.hasYes | (yes.comparison == .greater ? Self.yesGreater : 0)
      yesIndex = UInt16(yes.index)
      yesId = yes.idHash
    }
    if let no {
      flags |= Self.hasNo | (no.comparison == .greater ? Self.noGreater : 0)
      noIndex = UInt16(no.index)
      noId = no.idHash
    }
  }

  /// The option whose answer is Yes, if any.
  var yes: Option? {
    guard flags & Self.hasYes != 0 else { return nil }
    return Option(
      index: Int(yesIndex), comparison: flags & Self.yesGreater != 0 ? .greater : .less,
      idHash: yesId)
  }

  /// The option whose answer is No, if any.
  var no: Option? {
    guard flags & Self.hasNo != 0 else { return nil }
    return Option(
      index: Int(noIndex), comparison: flags & Self.noGreater != 0 ? .greater : .less,
      idHash: noId)
  }

  /// The answer chosen by balancing.
  var answer: Bool {
    get { flags & Self.answerYes != 0 }
    set { flags = newValue ? flags | Self.answerYes : flags & ~Self.answerYes }
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
  /// and the value as displayed (`shown`, `value` rounded to ``precision``)
  /// neither equals it nor lies on its other side.
  func isSafe(_ threshold: Double, for value: Double, shown: Double) -> Bool {
    guard abs(value - threshold) >= margin - 1e-9 else { return false }
    guard abs(shown - threshold) > 1e-9 else { return false }
    return (shown > threshold) == (value > threshold)
  }

  /// The thresholds as question ids write them: in English, to ``precision`` decimals.
  var idThresholds: [String] {
    thresholds.map { LocaleNumber.format($0, decimals: precision, locale: "en") }
  }

  /// The candidate for the film with merge key `key` (``Film/key``) and
  /// `value`, or `nil` when no threshold clears the margin. `seedText` is the
  /// seed in decimal and `idThresholds` is ``idThresholds``: both worked out
  /// once for every film.
  func candidate(
    key: String, value: Double, index: Int32, ruleIndex: UInt16, seedText: String,
    idThresholds: [String]
  ) -> ThresholdCandidate? {
    let shown = LocaleNumber.rounded(value, decimals: precision)
    // Gathered in an array of the right capacity, not grown: this runs for every film.
    var safe: [Int] = []
    safe.reserveCapacity(thresholds.count)
    for i in thresholds.indices where isSafe(thresholds[i], for: value, shown: shown) {
      safe.append(i)
    }
    guard !safe.isEmpty else { return nil }
    var rng = SplitMix64(seed: StableHash.value("threshold", seedText, id, key))
    let priority = StableHash.value("balance", seedText, id, key)
    func option(_ index: Int, _ comparison: ThresholdComparison) -> Option {
      Option(
        index: index, comparison: comparison,
        idHash: StableHash.value("question", id, key, idThresholds[index]))
    }
    typealias Option = ThresholdCandidate.Option
    var yes: Option?
    var no: Option?
    if comparisons.count > 1 {
      // One threshold; the comparison decides the answer, so the id never
      // changes: both options have the one id, hashed once.
      let threshold = safe[rng.below(safe.count)]
      let above = value > thresholds[threshold]
      yes = option(threshold, above ? .greater : .less)
      no = Option(index: threshold, comparison: above ? .less : .greater, idHash: yes!.idHash)
    } else {
      let below = safe.filter { thresholds[$0] < value }
      let above = safe.filter { thresholds[$0] > value }
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
    // The free candidates' priorities and positions side by side, listed by
    // position (so ties go by position, as in a stable sort by priority).
    var free: [(priority: UInt64, index: Int)] = []
    for i in candidates.indices where candidates[i].rule == rule {
      total += 1
      switch (candidates[i].yes != nil, candidates[i].no != nil) {
      case (true, true): free.append((candidates[i].priority, i))
      case (true, false):
        candidates[i].answer = true
        forcedYes += 1
      default: candidates[i].answer = false
      }
    }
    let target = Int((yesShare * Double(total)).rounded(.toNearestOrAwayFromZero))
    let wanted = min(max(target - forcedYes, 0), free.count)
    // The first `wanted` in that order take Yes: which ones they are is all
    // that counts, not their order among themselves (sorting a million was
    // 7 % of the thread that renders the questions).
    selectSmallest(&free, wanted)
    for (rank, entry) in free.enumerated() { candidates[entry.index].answer = rank < wanted }
  }

  /// Reorders `items` so that its first `count` are the `count` smallest by
  /// priority, then index (all different), in no particular order: the
  /// first `count` of a stable sort by priority. Quickselect, in linear
  /// time on average; after 128 rounds of it, what is left is sorted.
  static func selectSmallest(_ items: inout [(priority: UInt64, index: Int)], _ count: Int) {
    guard count > 0, count < items.count else { return }
    @inline(__always) func less(
      _ a: (priority: UInt64, index: Int), _ b: (priority: UInt64, index: Int)
    ) -> Bool {
      a.priority != b.priority ? a.priority < b.priority : a.index < b.index
    }
    let target = count - 1  // the position of the largest of the `count`
    var low = 0
    var high = items.count - 1
    var rounds = 0
    while low < high {
      rounds += 1
      guard rounds <= 128 else {
        items[low...high].sort(by: less)
        return
      }
      // The median of the first, middle and last as the pivot.
      let a = items[low]
      let b = items[low + (high - low) / 2]
      let c = items[high]
      let pivot =
        less(a, b)
        ? (less(b, c) ? b : (less(a, c) ? c : a)) : (less(a, c) ? a : (less(b, c) ? c : b))
      var i = low
      var j = high
      while i <= j {
        while less(items[i], pivot) { i += 1 }
        while less(pivot, items[j]) { j -= 1 }
        if i <= j {
          items.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      // items[low...j] are at most the pivot, items[i...high] at least; what lies
      // between is the pivot.
      if target <= j {
        high = j
      } else if target >= i {
        low = i
      } else {
        return
      }
    }
  }
}
