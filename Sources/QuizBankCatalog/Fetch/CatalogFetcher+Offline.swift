import Foundation
import QuizBankModel

extension CatalogFetcher {
  /// Films whose title contains `query`, from every TMDB list or search page in the
  /// cache, in the cache's order without duplicates: the offline stand-in for a
  /// TMDB search that was never made. Genre ids are named by a cached genre list.
  func searchCachedPages(for query: String) throws -> [Film] {
    guard let cache = client.cache else { return [] }
    let keys = cache.keys()
    let root = endpoints.tmdbBase
    let genreList = keys.first { $0.hasPrefix(root + "/genre/movie/list") }.flatMap(cache.load)
    let pages = keys.filter { key in
      ["/movie/popular", "/movie/top_rated", "/movie/upcoming", "/search/movie"].contains {
        key.hasPrefix(root + $0 + "?")
      }
    }
    var films: [Film] = []
    for key in pages {
      guard let data = cache.load(key),
        let page = try? reader.tmdbPage(data, genreList: genreList, list: "tmdb:search")
      else { continue }
      films += page.films.filter { TitleSearch.matches($0, query: query) }
    }
    return Self.unique(films)
  }
}
