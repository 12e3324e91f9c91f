import Foundation
import QuizBankModel

extension CatalogFetcher {
  /// The TMDB lists searched offline, most popular first.
  static let offlineLists = [
    "/movie/popular", "/movie/top_rated", "/movie/upcoming", "/search/movie",
  ]

  /// Films whose title contains `query`, from every TMDB list or search page in the
  /// cache, in ``offlinePageOrder(_:root:)`` without duplicates: the offline stand-in for a
  /// TMDB search that was never made. Genre ids are named by a cached genre list.
  func searchCachedPages(for query: String) throws -> [Film] {
    guard let cache = client.cache else { return [] }
    let keys = cache.keys()
    // Keyed by service ("tmdb:/movie/popular?…"), or, written before that, by address.
    let roots = ["tmdb:", endpoints.tmdbBase]
    let genreList = keys.first { key in
      roots.contains { key.hasPrefix($0 + "/genre/movie/list") }
    }.flatMap(cache.load)
    let pages = roots.flatMap { Self.offlinePageOrder(keys, root: $0) }
    var films: [Film] = []
    for key in pages {
      guard let data = cache.load(key),
        let page = try? reader.tmdbPage(data, genreList: genreList, list: "tmdb:search")
      else { continue }
      films += page.films.filter { TitleSearch.matches($0, query: query) }
    }
    return Self.unique(films)
  }

  /// The cached list and search pages among `keys`, in reading order: by list
  /// (most popular first), then by the rest of the query (language, search
  /// text), then by page number (`page=2` before `page=10`).
  static func offlinePageOrder(_ keys: [String], root: String) -> [String] {
    struct Page {
      var key: String
      var list: Int
      var language: String
      var rest: String
      var page: Int
    }
    let pages = keys.compactMap { key -> Page? in
      guard let list = offlineLists.firstIndex(where: { key.hasPrefix(root + $0 + "?") }) else {
        return nil
      }
      let items = URLComponents(string: key)?.queryItems ?? []
      let page = items.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
      let language = items.first { $0.name == "language" }?.value ?? ""
      let rest = items.filter { $0.name != "page" && $0.name != "language" }
        .map { $0.name + "=" + ($0.value ?? "") }.sorted().joined(separator: "&")
      return Page(key: key, list: list, language: language, rest: rest, page: page)
    }
    return pages.sorted {
      ($0.list, $0.language, $0.rest, $0.page, $0.key) < (
        $1.list, $1.language, $1.rest, $1.page, $1.key
      )
    }.map(\.key)
  }
}
