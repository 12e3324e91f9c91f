import QuizBankJSON

/// The fields of an imdb-api.com film that the catalogue uses, read straight
/// from the reader's events (a list holds a million of them; no tree is built).
struct IMDbItem {
  var position: JSONPosition
  var id, title, year, rank, rankUpDown, image, releaseDate, runtimeMins, plot: JSONNode?
  var imDbRating, imDbRatingCount, imDbRatingVotes, crew, directors, genres, countries: JSONNode?
  var actorList, genreList, countryList: JSONNode?

  init(position: JSONPosition) {
    self.position = position
  }

  /// Reads the members of an object whose `{` was just read.
  static func read(from reader: JSONReader, at position: JSONPosition) throws -> IMDbItem {
    var item = IMDbItem(position: position)
    while case .key(let key)? = try reader.next() {
      if key == "fullTitle" {
        try reader.skipValue()  // the title and year again
        continue
      }
      guard let value = try JSONNode.read(from: reader) else { break }
      item.set(key, value)
    }
    return item
  }

  /// The fields of an object node (the Title endpoint).
  init(node: JSONNode) {
    position = node.position
    for member in node.members ?? [] { set(member.key, member.value) }
  }

  mutating func set(_ key: String, _ value: JSONNode) {
    switch key {
    case "id": id = value
    case "title": title = value
    case "year": year = value
    case "rank": rank = value
    case "rankUpDown": rankUpDown = value
    case "image": image = value
    case "releaseDate": releaseDate = value
    case "runtimeMins": runtimeMins = value
    case "plot": plot = value
    case "imDbRating": imDbRating = value
    case "imDbRatingCount": imDbRatingCount = value
    case "imDbRatingVotes": imDbRatingVotes = value
    case "crew": crew = value
    case "directors": directors = value
    case "genres": genres = value
    case "countries": countries = value
    case "actorList": actorList = value
    case "genreList": genreList = value
    case "countryList": countryList = value
    default: break
    }
  }
}
