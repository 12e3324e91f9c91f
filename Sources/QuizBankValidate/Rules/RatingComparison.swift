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
  package init?(_ question: borrowing Question) {
    guard let values = question.provenance?.values,
      let rating = values["rating"]?.number, let threshold = values["threshold"]?.number,
      let direction = values["comparison"]?.string.flatMap(Direction.init(rawValue:))
    else { return nil }
    self.rating = rating
    self.threshold = threshold
    self.direction = direction
    let precision = values["precision"]?.number ?? 1
    self.precision = precision >= 0 && precision <= 6 ? Int(precision) : 1
  }

  /// The rating as a front end shows it: rounded half away from zero to ``precision`` decimals.
  package var displayed: Double {
    let scale = pow(10, Double(precision))
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
    displayed == threshold || holds(for: displayed) != holds
  }
}
