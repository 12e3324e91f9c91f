import Foundation
import QuizBankGenerate
import QuizBankModel

/// The films of a project's sources, in order, each source read as it streams.
///
/// A film found in several sources is given the lists of all of them; the
/// generator keeps its first occurrence.
struct ProjectFilms: FilmSource {
  let sources: [ProjectSource]
  /// For films found in more than one source: every list they are in.
  private var mergedLists: [String: [String]] = [:]

  init(sources: [ProjectSource]) throws {
    self.sources = sources
    if sources.count > 1 { mergedLists = try Self.listsOfRepeatedFilms(sources) }
  }

  func forEachFilm(_ body: (Film) throws -> Void) throws {
    for source in sources {
      try Self.read(source) { film in
        if let lists = mergedLists[film.key] {
          var merged = film
          merged.lists = lists
          try body(merged)
        } else {
          try body(film)
        }
      }
    }
  }

  /// Reads one source, adding its named list to each film.
  static func read(_ source: ProjectSource, _ body: (Film) throws -> Void) throws {
    let tagged: (Film) throws -> Void = { film in
      guard let list = source.list, !film.lists.contains(list) else { return try body(film) }
      var copy = film
      copy.lists.append(list)
      try body(copy)
    }
    // IMDb and TMDB sources have been imported into catalogues by now.
    try CatalogueSource(url: source.url).forEachFilm(tagged)
  }

  private static func listsOfRepeatedFilms(_ sources: [ProjectSource]) throws
    -> [String: [String]]
  {
    var lists: [String: [String]] = [:]
    var repeated: Set<String> = []
    for source in sources {
      try read(source) { film in
        if let known = lists[film.key] {
          repeated.insert(film.key)
          lists[film.key] = known + film.lists.filter { !known.contains($0) }
        } else {
          lists[film.key] = film.lists
        }
      }
    }
    return lists.filter { repeated.contains($0.key) }
  }
}
