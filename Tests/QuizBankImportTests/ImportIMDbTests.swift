import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

@Suite(.requires(.fixtures))
struct ImportIMDbTests {
  @Test func importsTheTop250WithRatingsFromStrings() throws {
    let (films, summary) = try importFilms([fixture("imdb-api/top250_movies_yandex.json")])
    let items = try #require(
      try foundationJSON("imdb-api/top250_movies_yandex.json")["items"] as? [Any])
    #expect(films.count == items.count)
    #expect(films.count == 250)
    #expect(summary.films == 250)
    #expect(summary.issues.isEmpty)
    let shawshank = try #require(films.first)
    #expect(shawshank.id == "tt0111161")
    #expect(shawshank.title == "The Shawshank Redemption")
    #expect(shawshank.rating == 9.2)
    #expect(shawshank.voteCount == 2_619_254)
    #expect(shawshank.year == 1994)
    #expect(shawshank.rank == 1)
    #expect(shawshank.crew == ["Frank Darabont (dir.)", "Tim Robbins", "Morgan Freeman"])
    #expect(shawshank.lists == ["imdb:top250"])
    #expect(films.last?.rank == 250)
    #expect(films.contains { $0.title.hasPrefix("Léon") })
    #expect(films.allSatisfy { $0.rating != nil && $0.source == "imdb" })
  }

  @Test func readsAnEmptyRatingAsNoRatingNotZero() throws {
    let (films, _) = try importFilms([fixture("imdb-api/most_popular_movies_mikimoges.json")])
    #expect(films.count == 100)
    let unrated = films.filter { $0.rating == nil }
    #expect(unrated.count == 18)
    #expect(unrated.allSatisfy { $0.voteCount == nil })
    #expect(!films.contains { $0.rating == 0 })
    #expect(films.allSatisfy { $0.lists == ["imdb:most-popular"] })
    #expect(films[0].title == "The Flash")
    #expect(films[0].rankChange == 0)
    #expect(films[1].rankChange == 4)
    #expect(films.contains { $0.rankChange == 2997 })
    #expect(films.contains { $0.rankChange == -2 })
  }

  @Test func importsATitleResponse() throws {
    let (films, _) = try importFilms([fixture("imdb-api/title_inception_yandex.json")])
    let inception = try #require(films.first)
    #expect(films.count == 1)
    #expect(inception.id == "tt1375666")
    #expect(inception.releaseDate == "2010-07-16")
    #expect(inception.runtimeMinutes == 148)
    #expect(inception.year == 2010)
    #expect(inception.crew.prefix(2) == ["Christopher Nolan (dir.)", "Leonardo DiCaprio"])
    #expect(inception.lists.isEmpty)
  }

  @Test func importsAnEmptyListAsNoFilms() throws {
    let (films, summary) = try importFilms([fixture("imdb-api/empty_items_mikimoges.json")])
    #expect(films.isEmpty)
    #expect(summary.headline == "imported 0 films")
  }

  @Test func mergesFilmsFoundInSeveralListsById() throws {
    let top = try #require(
      try foundationJSON("imdb-api/top250_movies_yandex.json")["items"] as? [[String: Any]])
    let popular = try #require(
      try foundationJSON("imdb-api/most_popular_movies_mikimoges.json")["items"] as? [[String: Any]]
    )
    let shared = Set(top.compactMap { $0["id"] as? String })
      .intersection(popular.compactMap { $0["id"] as? String })
    #expect(!shared.isEmpty)
    let (films, summary) = try importFilms([
      fixture("imdb-api/top250_movies_yandex.json"),
      fixture("imdb-api/most_popular_movies_mikimoges.json"),
    ])
    #expect(films.count == 350 - shared.count)
    #expect(summary.mergedDuplicates == shared.count)
    #expect(summary.headline == "imported \(films.count) films (\(shared.count) merged duplicates)")
    for film in films where shared.contains(film.id) {
      #expect(film.lists == ["imdb:top250", "imdb:most-popular"])
      #expect(film.rankChange != nil)
    }
    #expect(Set(films.map(\.id)).count == films.count)
  }

  @Test func refusesAnAPIErrorMessageWithItsText() throws {
    let path = try temporaryFile("{\n  \"items\": [],\n  \"errorMessage\": \"Invalid API Key\"\n}")
    let error = try importError([path])
    #expect(error.kind == .malformed)
    #expect(
      error.description
        == "\(path):3:19: error: the IMDb API refused the request: Invalid API Key\nhint: fix the request (API key, quota, title id) and fetch the list again"
    )
  }

  @Test func warnsAboutItemsItCannotUseAndKeepsTheRest() throws {
    let path = try temporaryFile(
      #"{"items": [{"id": "tt1", "title": "A", "imDbRating": "high"}, {"title": "B"}, 7, {"id": "tt2", "title": "C", "year": "19x"}]}"#
    )
    let (films, summary) = try importFilms([path])
    #expect(films.map(\.id) == ["tt1", "tt2"])
    #expect(films[0].rating == nil)
    #expect(
      summary.issues.map(\.description) == [
        "\(path):1:54: warning: item 1: \"imDbRating\" \"high\" is not a rating from 0 to 10; left out",
        "\(path):1:63: warning: skipped item 2: it has no \"id\"",
        "\(path):1:79: warning: skipped item 3: expected an object, found number",
        "\(path):1:118: warning: item 4: \"year\" \"19x\" is not a whole number; left out",
      ])
  }

  @Test func warnsAboutNegativeVoteCountsInPositionOrder() throws {
    let json =
      #"{"items": [{"id": "tt1", "title": "A", "imDbRating": "high", "year": "19x", "imDbRatingCount": "-5"}, {"id": "tt2", "title": "B", "imDbRating": "8.0", "imDbRatingCount": "-7", "imDbRatingVotes": "12"}]}"#
    let path = try temporaryFile(json)
    let empty = try temporaryFile(#"{"items": []}"#, name: "empty.json")
    // One input is streamed, several are merged: both paths warn alike.
    for paths in [[path], [path, empty]] {
      let (films, summary) = try importFilms(paths)
      #expect(films.map(\.id) == ["tt1", "tt2"])
      #expect(films[0].voteCount == nil && films[0].rating == nil)
      #expect(films[1].voteCount == 12 && films[1].rating == 8.0)
      #expect(
        summary.issues.map(\.description) == [
          "\(path):1:54: warning: item 1: \"imDbRating\" \"high\" is not a rating from 0 to 10; left out",
          "\(path):1:70: warning: item 1: \"year\" \"19x\" is not a whole number; left out",
          "\(path):1:96: warning: item 1: \"imDbRatingCount\" -5 is negative; left out",
          "\(path):1:171: warning: item 2: \"imDbRatingCount\" -7 is negative; left out",
        ], "\(paths.count) input(s)")
    }
  }
}
