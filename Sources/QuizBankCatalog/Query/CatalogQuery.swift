import Foundation
import QuizBankModel

/// What to sort a catalogue by.
package enum CatalogSortKey: String, Sendable, CaseIterable {
  /// The source's popularity (or, lacking it, the list rank): most popular first.
  case popularity
  /// The average rating: highest first.
  case rating
  /// The number of votes: most first.
  case votes
  /// The release year: newest first.
  case year
  /// The title, A to Z.
  case title

  /// Whether this key sorts ascending when neither `--asc` nor `--desc` is given.
  package var ascendingByDefault: Bool { self == .title }
}

/// A search, filters and an order over a catalogue: what `qbank catalog list` shows.
///
/// Films without the value a filter asks about are left out; films without the
/// value being sorted on go last in either direction. Ties fall back to popularity,
/// then title, then the film's key, so the order is always the same.
package struct CatalogQuery: Sendable, Equatable {
  /// Text every shown title must contain, ignoring case and diacritics.
  package var search: String?
  /// The sort key.
  package var sort: CatalogSortKey
  /// The direction; `nil` is the key's natural direction.
  package var ascending: Bool?
  /// A genre name every shown film must have (ignoring case and diacritics).
  package var genre: String?
  /// Release years to keep, inclusive.
  package var years: ClosedRange<Int>?
  /// The lowest rating to keep.
  package var minRating: Double?
  /// The fewest votes to keep.
  package var minVotes: Int?

  /// Creates a query; the default shows everything, most popular first.
  package init(
    search: String? = nil, sort: CatalogSortKey = .popularity, ascending: Bool? = nil,
    genre: String? = nil, years: ClosedRange<Int>? = nil, minRating: Double? = nil,
    minVotes: Int? = nil
  ) {
    self.search = search
    self.sort = sort
    self.ascending = ascending
    self.genre = genre
    self.years = years
    self.minRating = minRating
    self.minVotes = minVotes
  }

  /// Whether `film` passes the search and every filter.
  package func matches(_ film: Film) -> Bool {
    if let search, !search.isEmpty, !TitleSearch.matches(film, query: search) { return false }
    if let genre, !genre.isEmpty {
      let wanted = TitleSearch.fold(genre)
      guard film.genres.contains(where: { TitleSearch.fold($0) == wanted }) else { return false }
    }
    if let years {
      guard let year = film.year, years.contains(year) else { return false }
    }
    if let minRating {
      guard let rating = film.rating, rating >= minRating else { return false }
    }
    if let minVotes {
      guard let votes = film.voteCount, votes >= minVotes else { return false }
    }
    return true
  }

  /// The films that match, in the query's order.
  package func apply(to films: [Film]) -> [Film] {
    let ascending = self.ascending ?? sort.ascendingByDefault
    let key = sort
    return films.filter(matches).sorted { a, b in
      switch Self.compare(a, b, by: key, ascending: ascending) {
      case .orderedAscending: return true
      case .orderedDescending: return false
      case .orderedSame: return Self.tieBreak(a, b)
      }
    }
  }

  private static func compare(
    _ a: Film, _ b: Film, by key: CatalogSortKey, ascending: Bool
  ) -> ComparisonResult {
    switch key {
    case .title:
      let order = TitleSearch.fold(a.title).compare(TitleSearch.fold(b.title))
      if order == .orderedSame { return .orderedSame }
      return (order == .orderedAscending) == ascending ? .orderedAscending : .orderedDescending
    case .popularity: return compareValues(popularityScore(a), popularityScore(b), ascending)
    case .rating: return compareValues(a.rating, b.rating, ascending)
    case .votes:
      return compareValues(a.voteCount.map(Double.init), b.voteCount.map(Double.init), ascending)
    case .year: return compareValues(a.year.map(Double.init), b.year.map(Double.init), ascending)
    }
  }

  /// Missing values go last in both directions.
  private static func compareValues(_ a: Double?, _ b: Double?, _ ascending: Bool)
    -> ComparisonResult
  {
    switch (a, b) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedDescending
    case (_, nil): return .orderedAscending
    case (let x?, let y?):
      if x == y { return .orderedSame }
      return (x < y) == ascending ? .orderedAscending : .orderedDescending
    }
  }

  private static func tieBreak(_ a: Film, _ b: Film) -> Bool {
    let byPopularity = compareValues(popularityScore(a), popularityScore(b), false)
    if byPopularity != .orderedSame { return byPopularity == .orderedAscending }
    let byTitle = TitleSearch.fold(a.title).compare(TitleSearch.fold(b.title))
    if byTitle != .orderedSame { return byTitle == .orderedAscending }
    return a.key < b.key
  }

  /// Popularity where the source gives one; otherwise the list rank (1 is most popular).
  static func popularityScore(_ film: Film) -> Double? {
    if let popularity = film.popularity { return popularity }
    if let rank = film.rank { return -Double(rank) }
    return nil
  }
}
