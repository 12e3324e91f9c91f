/// A film in a catalogue: what the importers read and the question rules use.
public struct Film: Sendable, Codable, Equatable, Hashable {
  /// The id in its source (`tt0111161` for IMDb, `640146` for TMDB).
  public var id: String
  /// The source: `imdb` or `tmdb`.
  public var source: String
  /// The title.
  public var title: String
  /// The original title, when it differs.
  public var originalTitle: String?
  /// The release year.
  public var year: Int?
  /// The release date, `YYYY-MM-DD`.
  public var releaseDate: String?
  /// The rating on the 10-point scale; `nil` when there is none (no votes, unreleased).
  public var rating: Double?
  /// How many votes the rating rests on.
  public var voteCount: Int?
  /// The source's popularity score (higher is more popular).
  public var popularity: Double?
  /// The rank in the list it came from (1 is first).
  public var rank: Int?
  /// The change of rank since the last list (IMDb `rankUpDown`).
  public var rankChange: Int?
  /// Genres by name.
  public var genres: [String]
  /// Production countries by name.
  public var countries: [String]
  /// A short synopsis.
  public var overview: String?
  /// The poster or picture, as an absolute URL.
  public var image: String?
  /// A trailer URL, only when there is one.
  public var trailer: String?
  /// Crew and cast as the source lists them (`Frank Darabont (dir.)`, `Tim Robbins`).
  public var crew: [String]
  /// Running time in minutes.
  public var runtimeMinutes: Int?
  /// The lists the film was found in (`imdb:top250`, `imdb:most-popular`, `tmdb:popular`).
  public var lists: [String]

  /// Creates a film.
  public init(
    id: String, source: String, title: String, originalTitle: String? = nil, year: Int? = nil,
    releaseDate: String? = nil, rating: Double? = nil, voteCount: Int? = nil,
    popularity: Double? = nil, rank: Int? = nil, rankChange: Int? = nil, genres: [String] = [],
    countries: [String] = [], overview: String? = nil, image: String? = nil,
    trailer: String? = nil, crew: [String] = [], runtimeMinutes: Int? = nil, lists: [String] = []
  ) {
    self.id = id
    self.source = source
    self.title = title
    self.originalTitle = originalTitle
    self.year = year
    self.releaseDate = releaseDate
    self.rating = rating
    self.voteCount = voteCount
    self.popularity = popularity
    self.rank = rank
    self.rankChange = rankChange
    self.genres = genres
    self.countries = countries
    self.overview = overview
    self.image = image
    self.trailer = trailer
    self.crew = crew
    self.runtimeMinutes = runtimeMinutes
    self.lists = lists
  }

  private enum CodingKeys: String, CodingKey {
    case id, source, title, originalTitle, year, releaseDate, rating, voteCount, popularity
    case rank, rankChange, genres, countries, overview, image, trailer, crew, runtimeMinutes
    case lists
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    source = try c.decode(String.self, forKey: .source)
    title = try c.decode(String.self, forKey: .title)
    originalTitle = try c.decodeIfPresent(String.self, forKey: .originalTitle)
    year = try c.decodeIfPresent(Int.self, forKey: .year)
    releaseDate = try c.decodeIfPresent(String.self, forKey: .releaseDate)
    rating = try c.decodeIfPresent(Double.self, forKey: .rating)
    voteCount = try c.decodeIfPresent(Int.self, forKey: .voteCount)
    popularity = try c.decodeIfPresent(Double.self, forKey: .popularity)
    rank = try c.decodeIfPresent(Int.self, forKey: .rank)
    rankChange = try c.decodeIfPresent(Int.self, forKey: .rankChange)
    genres = try c.decodeIfPresent([String].self, forKey: .genres) ?? []
    countries = try c.decodeIfPresent([String].self, forKey: .countries) ?? []
    overview = try c.decodeIfPresent(String.self, forKey: .overview)
    image = try c.decodeIfPresent(String.self, forKey: .image)
    trailer = try c.decodeIfPresent(String.self, forKey: .trailer)
    crew = try c.decodeIfPresent([String].self, forKey: .crew) ?? []
    runtimeMinutes = try c.decodeIfPresent(Int.self, forKey: .runtimeMinutes)
    lists = try c.decodeIfPresent([String].self, forKey: .lists) ?? []
  }

  /// The key films merge on: source and id.
  public var key: String { "\(source):\(id)" }
}
