import QuizBankJSON
import QuizBankModel

/// Where format readers hand their films. Streaming: each film is written as
/// soon as it is read (one input; memory stays flat whatever its size, so a
/// film repeated inside that one input is not merged). Merging: films are kept
/// by key, and a film met again (in another list, page or file) is merged into
/// the first, which keeps its place.
final class FilmCollector {
  /// TMDB genre ids to names, from genre lists given with the inputs.
  var genreNames: [Int: String] = [:]
  /// The list name to record instead of the one worked out from each input.
  var listName: String?
  /// Counts and issues so far.
  var summary = ImportSummary()

  /// Whether the missing genre list was already reported.
  var reportedUnnamedGenres = false

  private let writer: CatalogueWriter?
  private var order: [String] = []
  private var films: [String: Film] = [:]

  /// Streams to `writer` when given, otherwise merges in memory.
  init(streamingTo writer: CatalogueWriter?) {
    self.writer = writer
  }

  /// The record films read as bytes are filled into, reused from one film to the next.
  @exclusivity(unchecked) private var record = FilmRecord()

  /// Takes a film that `fill` puts into an empty ``FilmRecord``: written as
  /// it is (streaming), or made a ``Film`` and merged.
  func add(filling fill: (inout FilmRecord) -> Void) throws {
    record.reset()
    fill(&record)
    if let writer {
      try writer.write(record)
      summary.films += 1
    } else {
      try add(Film(record))
    }
  }

  /// Takes a film read from `input`.
  func add(_ film: Film) throws {
    if let writer {
      try writer.write(film)
      summary.films += 1
      return
    }
    let key = film.key
    if let existing = films[key] {
      films[key] = existing.merged(with: film)
      summary.mergedDuplicates += 1
    } else {
      films[key] = film
      order.append(key)
    }
  }

  /// Notes a record skipped (or a value dropped) and why.
  func warn(_ input: ImportInput, at position: JSONPosition?, _ message: String) {
    summary.issues.append(
      ImportIssue(
        file: input.name, line: position?.line, column: position?.column, message: message))
  }

  /// Puts the issues from `start` on (one input's) in the order of their
  /// position in the input, line then column, whatever order they were found in.
  func sortIssues(from start: Int) {
    guard start < summary.issues.count else { return }
    let sorted = summary.issues[start...].enumerated().sorted { a, b in
      let l = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
      let r = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
      return l < r
    }.map(\.element)
    summary.issues.replaceSubrange(start..., with: sorted)
  }

  /// The value of a field read leniently; an unreadable one is left out with
  /// a warning (`item 3: "year" "19x" is not a whole number; left out`).
  func accept<Value>(
    _ field: Field<Value>, _ input: ImportInput, at position: JSONPosition?, key: String,
    label: () -> String, expected: String
  ) -> Value? {
    switch field {
    case .value(let value): return value
    case .absent: return nil
    case .invalid(let shown):
      warn(input, at: position, "\(label()): \"\(key)\" \(shown) is not \(expected); left out")
      return nil
    }
  }

  /// The merged films in order (merging mode).
  var merged: [Film] { order.compactMap { films[$0] } }

  /// Writes the merged films (merging mode) and completes the catalogue.
  func finish(into writer: CatalogueWriter) throws {
    for film in merged { try writer.write(film) }
    summary.films = order.count
    try writer.finish()
  }

  /// FNV-1a, 64 bits: a stable fingerprint of text (question ids).
  static func hash(_ parts: String...) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return hash
  }
}

extension Film {
  /// This film completed by `other` (the same film from another list or file):
  /// values this one lacks are taken from `other`; lists are joined.
  func merged(with other: Film) -> Film {
    var film = self
    film.originalTitle = originalTitle ?? other.originalTitle
    film.year = year ?? other.year
    film.releaseDate = releaseDate ?? other.releaseDate
    if rating == nil {
      film.rating = other.rating
      film.voteCount = other.voteCount
    }
    film.voteCount = film.voteCount ?? other.voteCount
    film.popularity = popularity ?? other.popularity
    film.rank = rank ?? other.rank
    film.rankChange = rankChange ?? other.rankChange
    if genres.isEmpty { film.genres = other.genres }
    if countries.isEmpty { film.countries = other.countries }
    film.overview = overview ?? other.overview
    film.image = image ?? other.image
    film.trailer = trailer ?? other.trailer
    if crew.isEmpty { film.crew = other.crew }
    film.runtimeMinutes = runtimeMinutes ?? other.runtimeMinutes
    for list in other.lists where !film.lists.contains(list) { film.lists.append(list) }
    return film
  }
}
