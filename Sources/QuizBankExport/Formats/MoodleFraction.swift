import QuizBankModel

/// The grade fractions Moodle accepts for an answer (its grade menu), as
/// written in Moodle XML and GIFT: 100, 90, 83.33333 … 5, 0 and their negatives.
///
/// Moodle's import refuses any other value (`match_grade_options`, within
/// 0.00001 of a fraction), and a multiple-answer question's positive fractions
/// must add up to 100 % (`save_question_options`: the sum rounded to two places
/// of a fraction is 1). So a question with k right answers needs k values from
/// the list that add up to 100: 100/k when the list has it (k = 1 … 10), else
/// a mix such as 10 % × 9 and 5 % × 2 for eleven; none exists past twenty.
enum MoodleFraction {
  /// The positive values, largest first, as Moodle writes them.
  static let positive = MoodleGrades.positive

  /// How far from 100 a sum of list values may be: the list's own rounding to
  /// five decimals (7 × 14.28571 = 99.99997), far inside Moodle's ±0.5.
  static let sumTolerance = 0.001

  /// The grades of a multiple-choice or multiple-response question's choices.
  enum Grades: Equatable {
    /// One value per choice; `even` is false when the right choices' shares differ.
    case fractions([String], even: Bool)
    /// No values from Moodle's list give this many right choices 100 % together.
    case impossible(rightCount: Int)
  }

  /// The fractions for a question's choices. Single answer: 100 for the right
  /// choice, 0 for the others. Multiple response: the right choices share 100 %
  /// (``shares(forRight:)``) and each wrong one gets -100, so a wrong pick loses
  /// everything.
  static func grades(correct: [Bool], multipleResponse: Bool) -> Grades {
    guard multipleResponse else {
      return .fractions(correct.map { $0 ? "100" : "0" }, even: true)
    }
    let count = correct.filter { $0 }.count
    guard let shares = shares(forRight: count) else { return .impossible(rightCount: count) }
    var next = shares.makeIterator()
    let fractions = correct.map { $0 ? next.next()! : "-100" }
    return .fractions(fractions, even: Set(shares).count <= 1)
  }

  /// Values from Moodle's list, largest first, one per right choice, that add
  /// up to 100 (within ``sumTolerance``) and are as even as the list allows
  /// (smallest difference between the largest and the smallest); `nil` when
  /// there are none (no right choice, or more than twenty).
  static func shares(forRight count: Int) -> [String]? {
    count >= 1 && count < table.count ? table[count] : nil
  }

  /// ``shares(forRight:)`` for 0 … 20 right choices, worked out once.
  private static let table: [[String]?] = (0...20).map(search)

  /// Values in units of 0.00001 %, largest first.
  private static let units: [Int] = positive.map { Int((Double($0)! * 100_000).rounded()) }

  private static func search(_ count: Int) -> [String]? {
    guard count >= 1 else { return nil }
    let target = 10_000_000
    let slack = Int(sumTolerance * 100_000)
    // Windows [high, low] of the list, narrowest first; the first that can
    // make the sum with both its ends used is the most even set.
    var windows: [(high: Int, low: Int)] = []
    for high in units.indices {
      for low in high..<units.count { windows.append((high, low)) }
    }
    windows.sort {
      let left = units[$0.high] - units[$0.low]
      let right = units[$1.high] - units[$1.low]
      return left != right ? left < right : $0.high < $1.high
    }
    for (high, low) in windows {
      var chosen = high == low ? [high] : [high, low]
      guard chosen.count <= count else { continue }
      let used = chosen.reduce(0) { $0 + units[$1] }
      var dead: Set<[Int]> = []
      if fill(
        from: high, to: low, left: count - chosen.count, sum: used, target: target, slack: slack,
        chosen: &chosen, dead: &dead)
      {
        return chosen.sorted().map { positive[$0] }
      }
    }
    return nil
  }

  /// Depth-first: adds `left` more values from indices `from...to` (in
  /// order, so each multiset is tried once) to reach the target.
  private static func fill(
    from: Int, to: Int, left: Int, sum: Int, target: Int, slack: Int, chosen: inout [Int],
    dead: inout Set<[Int]>
  ) -> Bool {
    if left == 0 { return abs(sum - target) <= slack }
    // Bounds: every remaining value lies between units[to] and units[from].
    if sum + left * units[to] > target + slack || sum + left * units[from] < target - slack {
      return false
    }
    let key = [from, left, sum]
    if dead.contains(key) { return false }
    for index in from...to {
      chosen.append(index)
      if fill(
        from: index, to: to, left: left - 1, sum: sum + units[index], target: target, slack: slack,
        chosen: &chosen, dead: &dead)
      {
        return true
      }
      chosen.removeLast()
    }
    dead.insert(key)
    return false
  }
}

extension ExportContext {
  /// Whether Moodle's grades can score `question`; when they cannot (more
  /// than twenty right choices), records that the question is left out.
  mutating func leaveOutUngradable(_ question: Question) -> Bool {
    guard question.kind == .multipleResponse,
      case .impossible(let count) = MoodleFraction.grades(
        correct: choices(of: question).map(\.correct), multipleResponse: true)
    else { return false }
    lose(
      question, .scoring,
      "\(count) right choices: no grades from Moodle's list add up to 100% (the smallest is 5%, so at most 20 right choices); the question is left out"
    )
    return true
  }

  /// The fractions of a multiple-choice or multiple-response question's
  /// choices (one that ``leaveOutUngradable(_:)`` kept), recording what
  /// Moodle's grades change: partial credit always, and uneven shares when
  /// 100 % cannot be split evenly.
  mutating func moodleGrades(_ question: Question) -> [String] {
    let pairs = choices(of: question)
    let multiple = question.kind == .multipleResponse
    let grades = MoodleFraction.grades(correct: pairs.map(\.correct), multipleResponse: multiple)
    guard case .fractions(let fractions, let even) = grades else { return [] }
    guard multiple else { return fractions }
    guard pairs.filter(\.correct).count > 1 else {
      lose(
        question, .kind, "multiple response with one right answer is read back as multiple choice")
      return fractions
    }
    lose(
      question, .scoring,
      "Moodle gives partial credit for some of the right choices; the bundle gives none")
    if !even {
      var counts: [String: Int] = [:]
      for (fraction, pair) in zip(fractions, pairs) where pair.correct {
        counts[fraction, default: 0] += 1
      }
      let parts = MoodleFraction.positive.compactMap { value in
        counts[value].map { "\($0) get \(value)%" }
      }
      lose(
        question, .scoring,
        "\(pairs.filter(\.correct).count) right choices: Moodle's grades cannot split 100% evenly; \(parts.joined(separator: " and "))"
      )
    }
    return fractions
  }
}
