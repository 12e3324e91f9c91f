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

  /// Work for the pipeline's worker: an item to turn into a film, or a warning.
  enum Job: Sendable {
    case item(IMDbItem, index: Int, lists: [String])
    case skipped(JSONPosition?, String)
  }

  func read() throws {
    let top =
      try collector.streamingWriter.map { try readStreaming(to: $0) } ?? readFilms()
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
    guard top.members["id"] != nil else {
      throw input.error(
        "this IMDb response has neither \"items\" nor a film \"id\"", at: top.position,
        hint: "expected a Top250Movies, MostPopularMovies or Title response")
    }
    let item = IMDbItem(node: top.node)
    let titleLists = collector.listName.map { [$0] } ?? []
    if let film = film(from: item, label: "the title", lists: titleLists) {
      try collector.add(film)
    }
  }

  /// Reads the list on this thread; films are built (and merged) on a worker.
  private func readFilms() throws -> TopLevelObject {
    let pipeline = BatchPipeline<Job>(lending: self) { reader, jobs in
      for job in jobs {
        switch job {
        case .item(let item, let index, let lists):
          if let film = reader.film(from: item, label: "item \(index + 1)", lists: lists) {
            try reader.collector.add(film)
          }
        case .skipped(let position, let message):
          reader.collector.warn(reader.input, at: position, message)
        }
      }
    }
    // One array for every film of the list (shared storage, not one each).
    var lists: [String]? = collector.listName.map { [$0] }
    do {
      let top = try TopLevelObject(
        input, expecting: "an imdb-api.com response", streaming: ["items"]
      ) { _, first, reader, index in
        guard first == .startObject else {
          let node = try JSONNode.read(from: reader, startingWith: first)
          let found = node?.kindName ?? "nothing"
          try pipeline.submit(
            .skipped(
              node?.position, "skipped item \(index + 1): expected an object, found \(found)"))
          return
        }
        let item = try IMDbItem.read(from: reader, at: reader.position)
        // Only MostPopularMovies items carry `rankUpDown`.
        let names = lists ?? [item.rankUpDown == nil ? "imdb:top250" : "imdb:most-popular"]
        lists = names
        try pipeline.submit(.item(item, index: index, lists: names))
      }
      try pipeline.finish()
      return top
    } catch {
      pipeline.cancel()
      throw error
    }
  }

  /// Reads the list into batches of bytes on this thread; a worker writes
  /// their catalogue lines (``IMDbLineWriter``). No film is merged here.
  private func readStreaming(to writer: CatalogueWriter) throws -> TopLevelObject {
    let pipeline = BatchPipeline<IMDbBatch>(
      lending: IMDbLineWriter(input: input, collector: collector, writer: writer), batchSize: 1
    ) { lineWriter, batches in
      for batch in batches { try lineWriter.write(batch) }
    }
    let batchSize = 1024
    var lists: [String]? = collector.listName.map { [$0] }
    var batch = IMDbBatch(lists: lists ?? [], capacity: batchSize)
    do {
      let top = try TopLevelObject(
        input, expecting: "an imdb-api.com response", streaming: ["items"]
      ) { _, first, reader, index in
        if first == .startObject {
          try batch.readItem(from: reader, index: index, at: reader.position)
          if lists == nil {
            // Only MostPopularMovies items carry `rankUpDown`.
            let slot = batch.items[batch.items.count - 1].firstSpan + IMDbItem.Key.rankUpDown.index
            let popular = batch.spans[slot].isPresent || batch.others[slot] != nil
            lists = [popular ? "imdb:most-popular" : "imdb:top250"]
            batch.lists = lists!
          }
        } else {
          batch.skip(index: index, node: try JSONNode.read(from: reader, startingWith: first))
        }
        if batch.items.count >= batchSize {
          try pipeline.submit(batch)
          batch = IMDbBatch(lists: lists ?? [], capacity: batchSize)
        }
      }
      if !batch.items.isEmpty { try pipeline.submit(batch) }
      try pipeline.finish()
      return top
    } catch {
      pipeline.cancel()
      throw error
    }
  }

  /// The film of one list item or Title response; `nil` (with a warning) when
  /// it cannot be a film.
  func film(from item: IMDbItem, label: @autoclosure () -> String, lists: [String]) -> Film? {
    guard let id = item.id?.textValue else {
      collector.warn(input, at: item.position, "skipped \(label()): it has no \"id\"")
      return nil
    }
    guard let title = item.title?.textValue else {
      collector.warn(input, at: item.position, "skipped \(label()) (\(id)): it has no \"title\"")
      return nil
    }
    var film = Film(id: id, source: "imdb", title: title)
    film.lists = lists
    film.year = integer(item.year, "year", label)
    film.rank = integer(item.rank, "rank", label)
    film.rankChange = integer(item.rankUpDown, "rankUpDown", label)
    film.image = item.image?.textValue
    film.releaseDate = item.releaseDate?.textValue
    film.runtimeMinutes = integer(item.runtimeMins, "runtimeMins", label)
    film.overview = item.plot?.textValue
    let votes =
      count(item.imDbRatingCount, "imDbRatingCount", label)
      ?? count(item.imDbRatingVotes, "imDbRatingVotes", label)
    if let rating = rating(item.imDbRating, label), votes != 0 {
      film.rating = rating
      film.voteCount = votes
    }
    film.crew = crew(of: item)
    film.genres = IMDbItem.names(item.genreList) ?? (item.genres?.textValue?.commaSeparated ?? [])
    film.countries =
      IMDbItem.names(item.countryList) ?? (item.countries?.textValue?.commaSeparated ?? [])
    return film
  }

  /// `crew` as listed ("Frank Darabont (dir.), Tim Robbins"), or, for Title
  /// responses, the directors then the actors.
  private func crew(of item: IMDbItem) -> [String] {
    if let crew = item.crew?.textValue { return crew.commaSeparated }
    var crew = (item.directors?.textValue?.commaSeparated ?? []).map { "\($0) (dir.)" }
    for actor in item.actorList?.array ?? [] {
      if let name = actor.text("name") { crew.append(name) }
    }
    return crew
  }

  private func integer(_ node: JSONNode?, _ key: String, _ label: () -> String) -> Int? {
    collector.accept(
      Field.integer(node), input, at: node?.position, key: key, label: label,
      expected: "a whole number")
  }

  /// A vote count: a whole number of 0 or more; a negative one is left out with a warning.
  private func count(_ node: JSONNode?, _ key: String, _ label: () -> String) -> Int? {
    guard let value = integer(node, key, label) else { return nil }
    guard value >= 0 else {
      collector.warn(
        input, at: node?.position, "\(label()): \"\(key)\" \(value) is negative; left out")
      return nil
    }
    return value
  }

  private func rating(_ node: JSONNode?, _ label: () -> String) -> Double? {
    collector.accept(
      Field.rating(node), input, at: node?.position, key: "imDbRating", label: label,
      expected: Field.ratingExpected)
  }
}
