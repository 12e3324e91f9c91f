import Foundation
import QuizBankModel

/// The rating comparison a generated question was made from, read from its
/// provenance values: `rating`, `threshold`, `comparison` (`greater` or
/// `less`) and optionally `precision`, the decimals a front end shows (1).
package struct RatingComparison: Equatable {
  /// Whether the question asks "greater than" or "less than".
  package enum Direction: String {
    case greater, less
  }

  package var rating: Double
  package var threshold: Double
  package var direction: Direction
  package var precision: Int

  /// The comparison in `question`'s provenance, if it carries one.
  ///
  /// The values are read in one walk over them, comparing names (as
  /// `String`s, so canonically equivalent spellings still match, as a lookup
  /// would): a generated bundle has three or four.
  package init?(_ question: borrowing Question) {
    guard let values = question.provenance?.valueEntries else { return nil }
    var rating: Double?
    var threshold: Double?
    var comparison: String?
    var precision: Double?
    var found = 0
    for entry in values {
      let value = entry.value
      switch entry.name {
      case "rating": rating = value.number
      case "threshold": threshold = value.number
      case "comparison": comparison = value.string
      case "precision": precision = value.number
      default: continue
      }
      found += 1
      if found == 4 { break }
    }
    guard let rating, let threshold, let direction = comparison.flatMap(Direction.init(rawValue:))
    else { return nil }
    self.rating = rating
    self.threshold = threshold
    self.direction = direction
    let shown = precision ?? 1
    self.precision = shown >= 0 && shown <= 6 ? Int(shown) : 1
  }

  /// 10 to the power of 0 through 6 (``precision``'s range), each exact, as `pow` gives them.
  private static let scales: [Double] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000]

  /// The rating as a front end shows it: rounded half away from zero to ``precision`` decimals.
  package var displayed: Double {
    let scale =
      Self.scales.indices.contains(precision) ? Self.scales[precision] : pow(10, Double(precision))
    // Round the scaled value first to a few more digits, so 6.95 (6.9499999…) shows as 7.0.
    let scaled = (rating * scale * 1e6).rounded() / 1e6
    return scaled.rounded(.toNearestOrAwayFromZero) / scale
  }

  /// The threshold as a question states it: `7`, `7.5`.
  package var thresholdText: String {
    threshold.rounded() == threshold && abs(threshold) < 1e15
      ? String(Int(threshold)) : "\(threshold)"
  }

  /// The displayed rating as text (`7.0`).
  package var displayedText: String { String(format: "%.\(precision)f", displayed) }

  /// The true answer: whether the rating is greater (or less) than the threshold.
  package var holds: Bool { holds(for: rating) }

  /// Whether the comparison holds for `value`.
  package func holds(for value: Double) -> Bool {
    switch direction {
    case .greater: value > threshold
    case .less: value < threshold
    }
  }

  /// Whether the rating as displayed makes the answer look wrong or undecidable.
  package var isAmbiguousAsDisplayed: Bool {
    let shown = displayed
    return shown == threshold || holds(for: shown) != holds
  }
}
