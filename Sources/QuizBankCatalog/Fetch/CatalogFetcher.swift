import Foundation
import QuizBankModel

/// Runs a ``FetchPlan``: pages fetched concurrently under a cap, merged back in
/// page order without duplicates, each response through the ``APIClient`` (so
/// retried, cached, and served offline).
package struct CatalogFetcher: Sendable {
  /// The client.
  package var client: APIClient
  /// Builds requests.
  package var endpoints: Endpoints
  /// Reads responses.
  package var reader: any FilmReading
  /// How many requests run at once.
  package var concurrency: Int
  /// Told after each request.
  package var progress: @Sendable (FetchProgress) -> Void

  /// Creates a fetcher.
  package init(
    client: APIClient, endpoints: Endpoints, reader: any FilmReading, concurrency: Int = 4,
    progress: @escaping @Sendable (FetchProgress) -> Void = { _ in }
  ) {
    self.client = client
    self.endpoints = endpoints
    self.reader = reader
    self.concurrency = max(1, concurrency)
    self.progress = progress
  }

  /// Fetches `plan`.
  package func run(_ plan: FetchPlan) async throws -> FetchOutcome {
    let counter = Counter()
    switch plan {
    case .tmdbList(let list, let pages, let language):
      return try await pagedTMDB(
        path: "/movie/\(list.rawValue)", query: [], pages: pages, language: language,
        label: plan.listLabel, counter: counter)
    case .tmdbSearch(let query, let pages, let language):
      do {
        return try await pagedTMDB(
          path: "/search/movie", query: [("query", query)], pages: pages, language: language,
          label: plan.listLabel, counter: counter)
      } catch let error as FetchError {
        // Offline, or no network, and this search was never made: search what was
        // fetched before (T8), saying so when the network was meant to be used.
        switch error {
        case .offline, .unreachable: break
        default: throw error
        }
        let found = try searchCachedPages(for: query)
        guard !found.isEmpty else { throw error }
        if case .unreachable = error { client.events(.searchedCache(query: query)) }
        return FetchOutcome(films: found, fetched: 0, cached: found.count)
      }
    case .tmdbMovie(let id, let language):
      counter.plan(1)
      progress(counter.snapshot)
      var query = [("append_to_response", "videos")]
      if let language { query.append(("language", language)) }
      let request = try endpoints.tmdb("/movie/\(id)", query)
      let reader = self.reader
      let label = plan.listLabel
      let fetched = try await client.get(request) { try reader.tmdbMovie($0, list: label) }
      counter.finish(fromCache: fetched.fromCache)
      progress(counter.snapshot)
      return counter.outcome([fetched.value])
    case .imdbList(let list):
      counter.plan(1)
      progress(counter.snapshot)
      let request = try endpoints.imdb(list.endpoint)
      let reader = self.reader
      let label = plan.listLabel
      let fetched = try await client.get(request) { try reader.imdbList($0, list: label) }
      counter.finish(fromCache: fetched.fromCache)
      progress(counter.snapshot)
      return counter.outcome(Self.unique(fetched.value))
    }
  }

  private func pagedTMDB(
    path: String, query: [(String, String)], pages: Int, language: String?, label: String,
    counter: Counter
  ) async throws -> FetchOutcome {
    var common = query
    if let language { common.append(("language", language)) }
    let reader = self.reader
    let client = self.client
    let endpoints = self.endpoints
    let progress = self.progress
    // The genre list and page 1 go together; page 1 tells how many pages there are.
    counter.plan(2)
    progress(counter.snapshot)
    let genreRequest = try endpoints.tmdb(
      "/genre/movie/list", language.map { [("language", $0)] } ?? [])
    async let genresTask = client.get(genreRequest) { data in
      try reader.checkTMDBGenres(data)
      return data
    }
    let firstRequest = try endpoints.tmdb(path, common + [("page", "1")])
    let first = try await client.get(firstRequest) { data in
      (data, try reader.tmdbPage(data, genreList: nil, list: label))
    }
    counter.finish(fromCache: first.fromCache)
    progress(counter.snapshot)
    let genres = try await genresTask
    counter.finish(fromCache: genres.fromCache)
    progress(counter.snapshot)

    let last = min(max(1, pages), max(1, first.value.1.totalPages), 500)
    var bodies: [Int: TMDBPage] = [:]
    // Page 1 was checked before the genres were known: read it again with them.
    bodies[1] = try reader.tmdbPage(first.value.0, genreList: genres.value, list: label)
    if last > 1 {
      counter.plan(last - 1)
      progress(counter.snapshot)
      let requests = try (2...last).map { page in
        (page, try endpoints.tmdb(path, common + [("page", String(page))]))
      }
      let genreList = genres.value
      var missing: [Int] = []
      try await withThrowingTaskGroup(of: (Int, Fetched<TMDBPage>?).self) { group in
        var iterator = requests.makeIterator()
        func addNext() {
          guard let (page, request) = iterator.next() else { return }
          group.addTask {
            do {
              let fetched = try await client.get(request) { data in
                try reader.tmdbPage(data, genreList: genreList, list: label)
              }
              return (page, fetched)
            } catch FetchError.offline, FetchError.unreachable {
              return (page, nil)  // never fetched, and no network to fetch it now
            }
          }
        }
        for _ in 0..<concurrency { addNext() }
        while let (page, fetched) = try await group.next() {
          if let fetched {
            bodies[page] = fetched.value
            counter.finish(fromCache: fetched.fromCache)
          } else {
            missing.append(page)
            counter.finish(fromCache: true)
          }
          progress(counter.snapshot)
          addNext()
        }
      }
      // Without the network, the cached pages are served and the others named (bug 4).
      if !missing.isEmpty {
        client.events(.pagesNotCached(list: label, pages: missing.sorted(), of: last))
      }
    }
    let films = (1...last).flatMap { bodies[$0]?.films ?? [] }
    return counter.outcome(Self.unique(films))
  }

  /// Films in order, each key once (the first occurrence wins).
  package static func unique(_ films: [Film]) -> [Film] {
    var seen = Set<String>()
    return films.filter { seen.insert($0.key).inserted }
  }
}

/// Counts requests across concurrent tasks.
private final class Counter: Sendable {
  private let counts = Locked(Counts())

  private struct Counts {
    var done = 0
    var total = 0
    var fetched = 0
    var cached = 0
  }

  func plan(_ count: Int) { counts.withLock { $0.total += count } }

  func finish(fromCache: Bool) {
    counts.withLock {
      $0.done += 1
      if fromCache { $0.cached += 1 } else { $0.fetched += 1 }
    }
  }

  var snapshot: FetchProgress { counts.withLock { FetchProgress(done: $0.done, total: $0.total) } }

  func outcome(_ films: [Film]) -> FetchOutcome {
    counts.withLock { FetchOutcome(films: films, fetched: $0.fetched, cached: $0.cached) }
  }
}
