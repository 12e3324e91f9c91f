import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

@Suite(.requires(.fixtures))
struct ImportTMDBTests {
  @Test func importsAPopularPageWithAbsolutePostersAndRanks() throws {
    let (films, summary) = try importFilms([fixture("tmdb/movie_popular.json")])
    let results = try #require(
      try foundationJSON("tmdb/movie_popular.json")["results"] as? [[String: Any]])
    #expect(films.count == results.count)
    #expect(films.map(\.id) == results.map { String(describing: $0["id"]!) })
    let first = try #require(films.first)
    #expect(first.title == "Ant-Man and the Wasp: Quantumania")
    #expect(first.rank == 1)
    #expect(first.rating == 6.5)
    #expect(first.voteCount == 1886)
    #expect(first.popularity == 8567.865)
    #expect(first.year == 2023)
    #expect(first.image == "https://image.tmdb.org/t/p/w500/ngl2FKBlU4fhbdsrtdom9LVLBXw.jpg")
    #expect(first.lists == ["tmdb:popular"])
    #expect(films.last?.rank == films.count)
    // No genre list: ids cannot be named, and the summary says so once.
    #expect(films.allSatisfy { $0.genres.isEmpty })
    #expect(summary.issues.count == 1)
    #expect(
      summary.issues.first?.message.contains("pass the genre list with --genres FILE") == true)
  }

  @Test func namesGenreIdsFromAGermanGenreList() throws {
    let options = ImportOptions(genreFiles: [fixture("tmdb/genre_movie_list_de.json")])
    let (films, summary) = try importFilms([fixture("tmdb/movie_popular.json")], options: options)
    #expect(summary.issues.isEmpty)
    #expect(films[0].genres == ["Action", "Abenteuer", "Science Fiction"])
    #expect(films.contains { $0.genres.contains("Komödie") })
    // The same list given as an input works the same way.
    let (again, _) = try importFilms([
      fixture("tmdb/genre_movie_list_de.json"), fixture("tmdb/movie_popular.json"),
    ])
    #expect(again == films)
  }

  @Test func handlesNullPostersEmptyDatesAndUnratedFilms() throws {
    let (films, _) = try importFilms([fixture("tmdb/search_movie.json")])
    let results = try #require(
      try foundationJSON("tmdb/search_movie.json")["results"] as? [[String: Any]])
    #expect(films.count == results.count)
    let nullPosters = results.filter { $0["poster_path"] is NSNull }.count
    #expect(nullPosters == 6)
    #expect(films.filter { $0.image == nil }.count == nullPosters)
    #expect(films.filter { $0.releaseDate == nil }.count == 2)
    #expect(films.filter { $0.releaseDate == nil }.allSatisfy { $0.year == nil })
    let unvoted = results.filter { ($0["vote_count"] as? Int) == 0 }.count
    #expect(films.filter { $0.rating == nil }.count == unvoted)
    #expect(films.contains { $0.title == "Insane Fight Club II - This Time It’s Personal" })
    #expect(films.allSatisfy { $0.lists == ["tmdb:search"] })
  }

  @Test func importsMovieDetailsWithCountriesRuntimeAndTrailer() throws {
    let (films, _) = try importFilms([fixture("tmdb/movie_details_append_to_response.json")])
    let film = try #require(films.first)
    #expect(films.count == 1)
    #expect(film.id == "12313")
    #expect(film.title == "Rock Crystal")
    #expect(film.originalTitle == "Bergkristall")
    #expect(film.genres == ["Adventure", "Drama"])
    #expect(film.countries == ["Austria", "Germany"])
    #expect(film.runtimeMinutes == 92)
    #expect(film.trailer == "https://www.youtube.com/watch?v=LgZ2MDuJvhc")
    #expect(film.crew.first == "Joseph Vilsmaier (dir.)")
    #expect(film.rating == 6.4)
    #expect(film.voteCount == 5)
  }

  @Test func mergesPagesInPageOrderWithoutDuplicates() throws {
    let page1 = try temporaryFile(
      #"{"page": 1, "results": [{"id": 1, "title": "One", "vote_count": 0, "vote_average": 0}, {"id": 2, "title": "Two"}], "total_pages": 2, "total_results": 3}"#,
      name: "popular-1.json")
    let page2 = try temporaryFile(
      #"{"page": 2, "results": [{"id": 2, "title": "Two", "poster_path": "/p.jpg"}, {"id": 3, "title": "Three"}], "total_pages": 2, "total_results": 3}"#,
      name: "popular-2.json")
    let (films, summary) = try importFilms([page2, page1])
    #expect(films.map(\.id) == ["1", "2", "3"])
    #expect(films.map(\.rank) == [1, 2, 22])
    #expect(films[0].rating == nil)
    #expect(films[1].image == "https://image.tmdb.org/t/p/w500/p.jpg")
    #expect(summary.mergedDuplicates == 1)
    #expect(summary.films == 3)
  }

  @Test func refusesResultsThatAreNotAList() throws {
    let path = try temporaryFile(#"{"page": 1, "results": {"id": 1}}"#)
    let error = try importError([path])
    #expect(
      error.description.hasPrefix(
        "\(path):1:24: error: \"results\" must be an array of films, found object"))
  }
}
