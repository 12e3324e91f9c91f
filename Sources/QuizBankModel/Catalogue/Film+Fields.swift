extension Film {
  /// The members of a catalogue line (``CatalogueFile``): the one description
  /// of the format that its reader (``CatalogueLineReader``) and its writer
  /// (``CanonicalBytes/film(_:)``) both follow.
  ///
  /// The cases are in canonical key order (RFC 8785: by UTF-16 code units),
  /// the order the writer writes them in; their raw values (0, 1, …) index
  /// tables such as ``FilmRecord``'s. Each has its JSON name and its kind;
  /// the reader's and the writer's `switch` over the cases are exhaustive, so
  /// a new field of ``Film`` is a new case here and one line in each.
  package enum Field: Int, CaseIterable, Sendable {
    case countries, crew, genres, id, image, lists, originalTitle, overview, popularity, rank
    case rankChange, rating, releaseDate, runtimeMinutes, source, title, trailer, voteCount, year

    /// What a member holds.
    package enum Kind: Sendable {
      /// A string, required (a line without it is not a film; `null` is refused).
      case text
      /// A string, left out when absent (`null` reads as absent).
      case optionalText
      /// A whole number (`1994`, `1994.0`, `1.994e3`), left out when absent.
      case wholeNumber
      /// A finite number (`8.5`, `85e-1`), left out when absent.
      case number
      /// A list of strings, always written (`null` and absent read as empty).
      case texts
    }

    /// The cases in canonical key order, built once (``allCases`` is built per call).
    package static let inKeyOrder: [Field] = allCases

    /// The member's name in a catalogue line.
    package var name: StaticString {
      switch self {
      case .countries: "countries"
      case .crew: "crew"
      case .genres: "genres"
      case .id: "id"
      case .image: "image"
      case .lists: "lists"
      case .originalTitle: "originalTitle"
      case .overview: "overview"
      case .popularity: "popularity"
      case .rank: "rank"
      case .rankChange: "rankChange"
      case .rating: "rating"
      case .releaseDate: "releaseDate"
      case .runtimeMinutes: "runtimeMinutes"
      case .source: "source"
      case .title: "title"
      case .trailer: "trailer"
      case .voteCount: "voteCount"
      case .year: "year"
      }
    }

    /// What the member holds.
    package var kind: Kind {
      switch self {
      case .id, .source, .title: .text
      case .image, .originalTitle, .overview, .releaseDate, .trailer: .optionalText
      case .rank, .rankChange, .runtimeMinutes, .voteCount, .year: .wholeNumber
      case .popularity, .rating: .number
      case .countries, .crew, .genres, .lists: .texts
      }
    }

    /// The member's name as text.
    package var text: String { name.description }

    /// The raw value of the member named by `bytes` (UTF-8), or -1 for any
    /// other name; the member after `previous` in key order is tried first (a
    /// catalogue written by qbank has its members in that order). Names are
    /// matched as packed words (``MemberNames``), three comparisons a name.
    @inline(__always)
    package static func number(name bytes: UnsafeBufferPointer<UInt8>, after previous: Field?)
      -> Int
    {
      names.index(of: bytes, after: previous?.rawValue) ?? -1
    }

    /// The names in key order (the cases' order), as ``MemberNames`` matches them.
    private static let names = MemberNames(inKeyOrder.map(\.text))
  }
}
