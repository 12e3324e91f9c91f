import QuizBankJSON
import QuizBankModel

/// imdb-api.com JSON: `Top250Movies` and `MostPopularMovies` lists (`items`,
/// `errorMessage`) and the `Title` endpoint (one film at the top level).
///
/// One path for every input: the list's items are read into batches of bytes
/// on this thread (``IMDbBatch``: no `String` per member), and a worker makes
/// their films (``IMDbFilmBuilder``) and hands them to the collector, which
/// writes them with the catalogue's one writer or merges them. A Title
/// response is a batch of one item. A non-empty `errorMessage` means the API
/// refused the request: it becomes the error.
struct IMDbReader {
  let input: ImportInput
  let collector: FilmCollector

  /// Items read before their batch goes to the worker.
  static let batchSize = 1024

  func read() throws {
    let top = try readList()
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
    var batch = IMDbBatch(lists: collector.listName.map { [$0] } ?? [], capacity: 1)
    batch.readItem(from: top.node, index: 0)
    try IMDbFilmBuilder(input: input, collector: collector).add(batch) { _ in "the title" }
  }

  /// Reads the list into batches on this thread; a worker makes their films.
  private func readList() throws -> TopLevelObject {
    let pipeline = BatchPipeline<IMDbBatch>(
      lending: IMDbFilmBuilder(input: input, collector: collector), batchSize: 1
    ) { builder, batches in
      for batch in batches { try builder.add(batch) }
    }
    var lists: [String]? = collector.listName.map { [$0] }
    var batch = IMDbBatch(lists: lists ?? [], capacity: Self.batchSize)
    do {
      let top = try TopLevelObject(
        input, expecting: "an imdb-api.com response", streaming: ["items"]
      ) { _, first, reader, index in
        if case .startObject = first {
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
        if batch.items.count >= Self.batchSize {
          try pipeline.submit(batch)
          batch = IMDbBatch(lists: lists ?? [], capacity: Self.batchSize)
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
}

extension IMDbBatch {
  /// Adds the members of an object read whole (a Title response) as one item.
  mutating func readItem(from node: JSONNode, index: Int) {
    let first = spans.count
    spans.append(contentsOf: repeatElement(Span(), count: Self.keyCount))
    items.append(Item(index: index, position: node.position, found: nil, firstSpan: first))
    for member in node.members ?? [] {
      guard let key = IMDbItem.Key(rawValue: member.key) else { continue }
      let slot = first + key.index
      guard let string = member.value.string else {
        others[slot] = member.value
        spans[slot] = Span()
        continue
      }
      let start = bytes.count
      bytes.append(contentsOf: string.utf8)
      if !others.isEmpty { others[slot] = nil }
      spans[slot] = Span(
        start: Int32(truncatingIfNeeded: start),
        count: Int32(truncatingIfNeeded: bytes.count - start),
        line: UInt32(clamping: member.value.position.line),
        column: UInt32(clamping: member.value.position.column))
    }
  }
}
