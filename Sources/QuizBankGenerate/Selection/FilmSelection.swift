import QuizBankModel

/// Which films questions may be made of. Every condition left `nil` (or empty) holds.
public struct FilmSelection: Sendable, Equatable {
  /// The film must have at least one of these genres (case-insensitive).
  public var genres: [String]
  /// The film must have none of these genres.
  public var excludeGenres: [String]
  /// The earliest release year.
  public var yearFrom: Int?
  /// The latest release year.
  public var yearTo: Int?
  /// The fewest votes a rating may rest on.
  public var minVotes: Int?
  /// The lowest rating.
  public var minRating: Double?
  /// The highest rating.
  public var maxRating: Double?
  /// The film must be in at least one of these lists (`imdb:top250`, `tmdb:popular`).
  public var lists: [String]

  /// Creates a selection.
  public init(
    genres: [String] = [], excludeGenres: [String] = [], yearFrom: Int? = nil,
    yearTo: Int? = nil, minVotes: Int? = nil, minRating: Double? = nil,
    maxRating: Double? = nil, lists: [String] = []
  ) {
    self.genres = genres
    self.excludeGenres = excludeGenres
    self.yearFrom = yearFrom
    self.yearTo = yearTo
    self.minVotes = minVotes
    self.minRating = minRating
    self.maxRating = maxRating
    self.lists = lists
  }

  /// Why `film` is not selected, or `nil` when it is.
  ///
  /// `needsRating` makes a missing rating a reason (rating rules need one).
  package func rejection(of film: Film, needsRating: Bool) -> SkipReason? {
    if !lists.isEmpty, !film.lists.contains(where: { lists.contains($0) }) {
      return .notInLists
    }
    if !genres.isEmpty || !excludeGenres.isEmpty {
      let own = Set(film.genres.map { $0.lowercased() })
      if !genres.isEmpty, !genres.contains(where: { own.contains($0.lowercased()) }) {
        return .genre
      }
      if excludeGenres.contains(where: { own.contains($0.lowercased()) }) { return .genre }
    }
    if yearFrom != nil || yearTo != nil {
      guard let year = film.year else { return .noYear }
      if let yearFrom, year < yearFrom { return .year }
      if let yearTo, year > yearTo { return .year }
    }
    if needsRating || minRating != nil || maxRating != nil {
      guard let rating = film.rating else { return .noRating }
      if let minRating, rating < minRating { return .ratingRange }
      if let maxRating, rating > maxRating { return .ratingRange }
    }
    if let minVotes, (film.voteCount ?? 0) < minVotes {
      return film.rating == nil ? .noRating : .fewVotes
    }
    return nil
  }
}

/// Why a film gave no question.
public enum SkipReason: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
  case noRating = "no rating"
  case fewVotes = "too few votes"
  case notInLists = "not in the selected lists"
  case genre = "genre not selected"
  case noYear = "no release year"
  case noGenres = "no genres"
  case year = "outside the year range"
  case ratingRange = "rating outside the selected range"
  case noSafeThreshold = "no threshold clears the margin"
  case duplicate = "duplicate film"

  /// Orders reasons as ``allCases`` lists them.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
