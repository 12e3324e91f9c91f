/// The one number policy for values read from data (issue 17): every command
/// that takes a rating, a grade or a count from a file goes through here, so
/// a value out of range is refused the same way everywhere and never reaches
/// a conversion that traps (`Int(1e19)`, `Int64(Double.infinity)`).
package enum DataNumber {
  /// The rating scale of IMDb and TMDB: 0 to 10.
  package static let tenPointScale: ClosedRange<Double> = 0...10

  /// `value` as a rating on `scale`; `nil` when it is NaN, infinite or outside the scale.
  package static func rating(_ value: Double, scale: ClosedRange<Double> = tenPointScale)
    -> Double?
  {
    value.isFinite && scale.contains(value) ? value : nil
  }

  /// `value` rounded to the nearest whole number in `range`; `nil` when it is
  /// NaN, infinite or rounds outside `range`.
  package static func wholeNumber(_ value: Double, in range: ClosedRange<Int>) -> Int? {
    guard value.isFinite else { return nil }
    let rounded = value.rounded()
    // Within Int's range first: Double(Int.max) is 2^63, which Int(_:) refuses.
    guard rounded >= -0x1p63, rounded < 0x1p63, rounded >= Double(range.lowerBound),
      rounded <= Double(range.upperBound)
    else {
      return nil
    }
    return Int(rounded)
  }
}
