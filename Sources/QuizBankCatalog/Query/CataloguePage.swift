import Foundation

/// One page of a listing: 20 films by default, as TMDB pages them.
package struct CataloguePage<Element: Sendable>: Sendable {
  /// The films on this page.
  package var items: [Element]
  /// The 1-based page number.
  package var number: Int
  /// How many pages the whole listing has (at least 1).
  package var count: Int
  /// How many items the whole listing has.
  package var total: Int

  /// The films of page `number` (1-based) of `all`, `size` a page; `nil` when out of range.
  package init?(_ all: [Element], number: Int, size: Int = CataloguePaging.pageSize) {
    let count = max(1, (all.count + size - 1) / size)
    guard number >= 1, number <= count else { return nil }
    let start = (number - 1) * size
    items = Array(all[start..<min(all.count, start + size)])
    self.number = number
    self.count = count
    self.total = all.count
  }
}

/// Paging constants.
package enum CataloguePaging {
  /// Films per page (T1).
  package static let pageSize = 20
}

/// Reads `1990..1999`, `1990..`, `..1999` or `1994` as a range of years.
package enum YearRangeParser {
  /// The range, or `nil` when `text` is none of the accepted shapes.
  package static func parse(_ text: String) -> ClosedRange<Int>? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let year = Int(trimmed) { return year...year }
    guard let dots = trimmed.range(of: "..") else { return nil }
    let lower = String(trimmed[..<dots.lowerBound])
    let upper = String(trimmed[dots.upperBound...])
    let low = lower.isEmpty ? Int.min : Int(lower)
    let high = upper.isEmpty ? Int.max : Int(upper)
    guard let low, let high, low <= high, !(lower.isEmpty && upper.isEmpty) else { return nil }
    return low...high
  }
}
