import QuizBankJSON
import QuizBankModel

/// imdb-api.com JSON: `Top250Movies` and `MostPopularMovies` lists (`items`,
/// `errorMessage`) and the `Title` endpoint (one film at the top level).
///
/// Numbers arrive as strings. `"imDbRating": ""` means no rating (not 0), and
/// `"imDbRatingCount": "0"` means no votes, hence no rating either. A non-empty
/// `errorMessage` means the API refused the request: it becomes the error.
struct IMDbReader {
  let input: ImportInput
  let collector: FilmCollector

  func read() throws {
    var list: String?
    let top = try TopLevelObject(
      input, expecting: "an imdb-api.com response", streaming: ["items"]
    ) { _, item, index in
      // Only MostPopularMovies ranks carry `rankUpDown`.
      let name =
        collector.listName ?? list
        ?? (item["rankUpDown"] == nil ? "imdb:top250" : "imdb:most-popular")
      list = name
      if let film = film(from: item, index: index, list: name) { try collector.add(film) }
    }
    if let message = top.members["errorMessage"]?.string?.trimmingSpaces, !message.isEmpty {
      throw input.error(
        "the IMDb API refused the request: \(message)",
        at: top.members["errorMessage"]?.position,
        hint: "fix the request (API key, quota, title id) and fetch the list again")
    }
    if top.streamed["items"] != nil { return }
    if let items = top.members["items"] {
      throw input.error(
        "\"items\" must be an array of films, found \(items.kindName)", at: items.position)
    }
    // The Title endpoint: the film is the top-level object.
    let node = top.node
    guard node["id"] != nil else {
      throw input.error(
        "this IMDb response has neither \"items\" nor a film \"id\"", at: top.position,
        hint: "expected a Top250Movies, MostPopularMovies or Title response")
    }
    if let film = film(from: node, index: nil, list: collector.listName) { try collector.add(film) }
  }

  /// The film of one list item or Title response; `nil` (with a warning) when
  /// it cannot be a film.
  func film(from item: JSONNode, index: Int?, list: String?) -> Film? {
    let label = index.map { "item \($0 + 1)" } ?? "the title"
    guard item.members != nil else {
      collector.warn(
        input, at: item.position, "skipped \(label): expected an object, found \(item.kindName)")
      return nil
    }
    guard let id = item.text("id") else {
      collector.warn(input, at: item.position, "skipped \(label): it has no \"id\"")
      return nil
    }
    guard let title = item.text("title") else {
      collector.warn(input, at: item.position, "skipped \(label) (\(id)): it has no \"title\"")
      return nil
    }
    var film = Film(id: id, source: "imdb", title: title)
    if let list { film.lists = [list] }
    film.year = integer(item, "year", label)
    film.rank = integer(item, "rank", label)
    film.rankChange = integer(item, "rankUpDown", label)
    film.image = item.text("image")
    film.releaseDate = item.text("releaseDate")
    film.runtimeMinutes = integer(item, "runtimeMins", label)
    film.overview = item.text("plot")
    let votes = integer(item, "imDbRatingCount", label) ?? integer(item, "imDbRatingVotes", label)
    if let rating = decimal(item, "imDbRating", label), votes != 0 {
      film.rating = rating
      film.voteCount = votes
    }
    film.crew = crew(of: item)
    film.genres = names(item["genreList"]) ?? split(item.text("genres"))
    film.countries = names(item["countryList"]) ?? split(item.text("countries"))
    return film
  }

  /// `crew` as listed ("Frank Darabont (dir.), Tim Robbins"), or, for Title
  /// responses, the directors then the actors.
  private func crew(of item: JSONNode) -> [String] {
    if let crew = item.text("crew") { return split(crew) }
    var crew = split(item.text("directors")).map { "\($0) (dir.)" }
    for actor in item["actorList"]?.array ?? [] {
      if let name = actor.text("name") { crew.append(name) }
    }
    return crew
  }

  /// `[{"key": "Drama", "value": "Drama"}]` → `["Drama"]`.
  private func names(_ list: JSONNode?) -> [String]? {
    guard let entries = list?.array, !entries.isEmpty else { return nil }
    return entries.compactMap { $0.text("value") ?? $0.text("key") }
  }

  private func split(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
  }

  private func integer(_ item: JSONNode, _ key: String, _ label: String) -> Int? {
    switch item.integer(key) {
    case .value(let value): return value
    case .absent: return nil
    case .invalid(let shown):
      collector.warn(
        input, at: item.position(of: key),
        "\(label): \"\(key)\" \(shown) is not a whole number; left out")
      return nil
    }
  }

  private func decimal(_ item: JSONNode, _ key: String, _ label: String) -> Double? {
    switch item.decimal(key) {
    case .value(let value): return value
    case .absent: return nil
    case .invalid(let shown):
      collector.warn(
        input, at: item.position(of: key), "\(label): \"\(key)\" \(shown) is not a number; left out"
      )
      return nil
    }
  }
}
