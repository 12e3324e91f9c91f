extension Int {
  /// `self + other`, clamped to `Int.min...Int.max` instead of trapping on overflow:
  /// scores and totals come from files a user can edit.
  package func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
