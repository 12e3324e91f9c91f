import QuizBankModel

/// The grade fractions Moodle accepts for an answer (its grade menu), as
/// written in Moodle XML and GIFT: 100, 90, 83.33333 … 5, 0 and their negatives.
enum MoodleFraction {
  /// The positive values, largest first, as Moodle writes them.
  static let positive: [String] = [
    "100", "90", "83.33333", "80", "75", "70", "66.66667", "60", "50", "40", "33.33333", "30",
    "25", "20", "16.66667", "14.28571", "12.5", "11.11111", "10", "5",
  ]

  /// The accepted value nearest to `percent`, as text, and whether it is exact
  /// (within 0.001).
  static func nearest(_ percent: Double) -> (text: String, exact: Bool) {
    if abs(percent) < 0.0005 { return ("0", true) }
    var best = positive[0]
    var bestDistance = Double.infinity
    for candidate in positive {
      let distance = abs(Double(candidate)! - abs(percent))
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return ((percent < 0 ? "-" : "") + best, bestDistance < 0.001)
  }

  /// The fractions for a question: for one correct choice 100 and 0; for
  /// several, each correct choice 100/k (k correct) and each wrong one -100,
  /// so a wrong pick loses everything. `exact` is false when 100/k is not
  /// one of Moodle's values.
  static func forChoices(correct: [Bool]) -> (fractions: [String], exact: Bool) {
    let count = correct.filter { $0 }.count
    if count <= 1 { return (correct.map { $0 ? "100" : "0" }, true) }
    let share = nearest(100 / Double(count))
    return (correct.map { $0 ? share.text : "-100" }, share.exact)
  }
}

extension ExportContext {
  /// Records that Moodle scores a multiple-response question with partial
  /// credit, and when 100/k had to be rounded to a grade Moodle accepts.
  mutating func losePartialCredit(_ question: Question, fractions: [String], exact: Bool) {
    lose(
      question, .scoring,
      "Moodle gives partial credit for some of the right choices; the bundle gives none")
    if !exact {
      let share = fractions.first { !$0.hasPrefix("-") && $0 != "0" } ?? "0"
      lose(
        question, .scoring,
        "\(question.correct.count) right choices: each gets \(share)%, the nearest grade Moodle accepts"
      )
    }
  }
}
