import QuizBankJSON
import QuizBankModel

/// TMDB v3 JSON: paged movie lists (`page`, `results`, `total_pages`,
/// `total_results`), movie details (with `append_to_response=videos,credits`)
/// and genre lists (`/genre/movie/list`, any language).
///
/// `null` poster paths and `""` release dates become "unknown"; a `vote_count`
/// of 0 means no rating (TMDB reports 0.0). Poster paths become absolute URLs.
struct TMDBReader {
  /// Where poster paths are resolved.
  static let posterBase = "https://image.tmdb.org/t/p/w500"
  /// TMDB's page size, for ranks across pages.
  static let pageSize = 20

  let input: ImportInput
  let collector: FilmCollector

  /// Whether an input's start looks like a genre list rather than films.
  static func isGenreList(_ prefix: [UInt8]) -> Bool {
    let sniff = FormatSniffer(prefix)
    return sniff.hasKey("genres")
      && !sniff.hasAnyKey("title", "results", "poster_path", "original_title")
  }

  /// Reads a genre list: ids to names.
  static func genres(from input: ImportInput) throws -> [Int: String] {
    let top = try TopLevelObject(input, expecting: "a TMDB genre list", streaming: []) { _, _, _ in
    }
    return try genres(in: top.members["genres"], at: top.position, of: input)
  }

  /// The genre names of a genre list's `genres` array.
  static func genres(in node: JSONNode?, at position: JSONPosition, of input: ImportInput) throws
    -> [Int: String]
  {
    guard let list = node?.array else {
      throw input.error(
        "a TMDB genre list needs a \"genres\" array", at: node?.position ?? position,
        hint: "pass the response of /genre/movie/list")
    }
    var names: [Int: String] = [:]
    for genre in list {
      guard let id = genre.integer("id").value, let name = genre.text("name") else {
        throw input.error("each genre needs an \"id\" number and a \"name\"", at: genre.position)
      }
      names[id] = name
    }
    return names
  }

  func read() throws {
    let page = FormatSniffer(input.prefix).integer(after: "page") ?? 1
    let list = collector.listName ?? Self.listName(for: input.name)
    let top = try TopLevelObject(input, expecting: "a TMDB response", streaming: ["results"]) {
      _, result, index in
      let rank = (max(page, 1) - 1) * Self.pageSize + index + 1
      if let film = film(from: result, label: "result \(index + 1)", list: list, rank: rank) {
        try collector.add(film)
      }
    }
    if let message = top.members["status_message"]?.string, top.members["success"]?.bool == false {
      throw input.error(
        "the TMDB API refused the request: \(message)", at: top.members["status_message"]?.position,
        hint: "fix the request (API key, id) and fetch it again")
    }
    if let total = Field.integer(top.members["total_pages"]).value {
      collector.summary.totalPages[input.name] = total
    }
    if top.streamed["results"] != nil { return }
    if let results = top.members["results"] {
      throw input.error(
        "\"results\" must be an array of films, found \(results.kindName)", at: results.position)
    }
    let node = top.node
    if node["id"] == nil, node["genres"] != nil {
      let names = try Self.genres(in: node["genres"], at: top.position, of: input)
      collector.genreNames.merge(names, uniquingKeysWith: { $1 })
      return
    }
    guard node["id"] != nil else {
      throw input.error(
        "this TMDB response has neither \"results\" nor a movie \"id\"", at: top.position,
        hint: "expected a movie list page, movie details or a genre list")
    }
    if let film = film(from: node, label: "the movie", list: collector.listName, rank: nil) {
      try collector.add(film)
    }
  }

  /// `tmdb:popular` and the like, from the file name; `tmdb:movies` otherwise.
  static func listName(for path: String) -> String {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    for (marker, list) in [
      ("top_rated", "top-rated"), ("top-rated", "top-rated"), ("popular", "popular"),
      ("upcoming", "upcoming"), ("now_playing", "now-playing"), ("now-playing", "now-playing"),
      ("search", "search"),
    ] where name.contains(marker) {
      return "tmdb:\(list)"
    }
    return "tmdb:movies"
  }

  func film(from node: JSONNode, label: String, list: String?, rank: Int?) -> Film? {
    guard node.members != nil else {
      collector.warn(
        input, at: node.position, "skipped \(label): expected an object, found \(node.kindName)")
      return nil
    }
    guard let id = node.integer("id").value.map(String.init) ?? node.text("id") else {
      collector.warn(input, at: node.position, "skipped \(label): it has no \"id\"")
      return nil
    }
    guard let title = node.text("title") ?? node.text("name") else {
      collector.warn(input, at: node.position, "skipped \(label) (\(id)): it has no \"title\"")
      return nil
    }
    var film = Film(id: id, source: "tmdb", title: title)
    if let list { film.lists = [list] }
    film.rank = rank
    if let original = node.text("original_title"), original != title {
      film.originalTitle = original
    }
    if let date = node.text("release_date") {
      film.releaseDate = date
      film.year = Int(date.prefix(4))
    }
    let votes = node.integer("vote_count").value
    if let votes, votes > 0,
      let rating = collector.accept(
        Field.rating(node["vote_average"]), input, at: node.position(of: "vote_average"),
        key: "vote_average", label: { label }, expected: Field.ratingExpected)
    {
      film.rating = rating
      film.voteCount = votes
    }
    film.popularity = node.decimal("popularity").value
    film.overview = node.text("overview")
    if let path = node.text("poster_path") {
      film.image =
        path.hasPrefix("http") ? path : Self.posterBase + (path.hasPrefix("/") ? "" : "/") + path
    }
    film.runtimeMinutes = node.integer("runtime").value.flatMap { $0 > 0 ? $0 : nil }
    film.genres = genres(of: node, label: label)
    film.countries = (node["production_countries"]?.array ?? []).compactMap { $0.text("name") }
    film.trailer = Self.trailer(in: node["videos"])
    film.crew = Self.crew(in: node["credits"])
    return film
  }

  /// Names from `genres` (details), or `genre_ids` named by the genre list.
  private func genres(of node: JSONNode, label: String) -> [String] {
    if let genres = node["genres"]?.array { return genres.compactMap { $0.text("name") } }
    let ids = (node["genre_ids"]?.array ?? []).compactMap(\.int)
    guard !ids.isEmpty else { return [] }
    let names = ids.compactMap { collector.genreNames[$0] }
    if names.count < ids.count, !collector.reportedUnnamedGenres {
      collector.reportedUnnamedGenres = true
      collector.warn(
        input, at: node["genre_ids"]?.position,
        "genre ids without a name were left out (first in \(label)); pass the genre list with --genres FILE"
      )
    }
    return names
  }

  /// The YouTube trailer (a teaser when there is no trailer), official first.
  static func trailer(in videos: JSONNode?) -> String? {
    let youtube = (videos?["results"]?.array ?? []).filter {
      $0.text("site") == "YouTube" && $0.text("key") != nil
    }
    for type in ["Trailer", "Teaser"] {
      let candidates = youtube.filter { $0.text("type") == type }
      if let video = candidates.first(where: { $0["official"]?.bool == true }) ?? candidates.first,
        let key = video.text("key")
      {
        return "https://www.youtube.com/watch?v=\(key)"
      }
    }
    return nil
  }

  /// Directors as `Name (dir.)`, then the first five of the cast.
  static func crew(in credits: JSONNode?) -> [String] {
    guard let credits else { return [] }
    var crew: [String] = []
    for member in credits["crew"]?.array ?? [] where member.text("job") == "Director" {
      if let name = member.text("name"), !crew.contains("\(name) (dir.)") {
        crew.append("\(name) (dir.)")
      }
    }
    crew += (credits["cast"]?.array ?? []).prefix(5).compactMap { $0.text("name") }
    return crew
  }
}
