import QuizBankModel

/// What `qbank fetch` is asked to get.
package enum FetchPlan: Sendable, Equatable {
  /// A TMDB list (`popular`, `top_rated`, `upcoming`), the first `pages` pages.
  case tmdbList(TMDBList, pages: Int, language: String?)
  /// A TMDB title search, the first `pages` pages.
  case tmdbSearch(query: String, pages: Int, language: String?)
  /// One TMDB film's details, with its videos and countries.
  case tmdbMovie(id: String, language: String?)
  /// An imdb-api.com list.
  case imdbList(IMDbList)

  /// TMDB's movie lists.
  package enum TMDBList: String, Sendable, CaseIterable {
    case popular
    case topRated = "top_rated"
    case upcoming
  }

  /// imdb-api.com's lists.
  package enum IMDbList: String, Sendable, CaseIterable {
    case top250
    case mostPopular = "most-popular"

    /// The API endpoint name.
    var endpoint: String { self == .top250 ? "Top250Movies" : "MostPopularMovies" }
  }

  /// The label recorded in each film's `lists` (`tmdb:popular`).
  var listLabel: String {
    switch self {
    case .tmdbList(let list, _, _): "tmdb:\(list.rawValue)"
    case .tmdbSearch: "tmdb:search"
    case .tmdbMovie: "tmdb:movie"
    case .imdbList(let list): "imdb:\(list.rawValue)"
    }
  }
}

/// Progress while fetching, for a terminal indicator.
package struct FetchProgress: Sendable, Equatable {
  /// Requests finished so far.
  package var done: Int
  /// Requests planned so far (grows once the first page tells the page count).
  package var total: Int
}

/// What a fetch produced.
package struct FetchOutcome: Sendable {
  /// The films, in list order, without duplicates.
  package var films: [Film]
  /// Responses fetched from the network.
  package var fetched: Int
  /// Responses served from the cache.
  package var cached: Int
}
