import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `qbank catalog list` and `show` over catalogues fetched from the fixtures' real data.
@Suite(.requires(.python, .fixtures))
struct CatalogListEndToEndTests {
  /// The IMDb Top 250 fixture's items.
  private let top250: [[String: String]] = {
    let data =
      (try? Data(contentsOf: TestPaths.fixture("imdb-api/top250_movies_yandex.json"))) ?? Data()
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    return (object?["items"] as? [[String: String]]) ?? []
  }()

  /// Fetches the IMDb Top 250 through the fixture server into a catalogue.
  private func topCatalogue(_ sandbox: CatalogSandbox) throws -> String {
    let server = try FixtureServer()
    let path = sandbox.path("top250.jsonl")
    let result = try runQbank(
      ["fetch", "imdb", "top250", "-o", path, "--api-base", server.base("ok", tmdb: false)],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    return path
  }

  private func rows(_ output: String) -> [Substring] {
    output.split(separator: "\n").dropFirst().filter { $0.first == " " }
  }

  @Test func listsMostPopularFirstTwentyAPageAndStreamsEveryPageIntoAPipe() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    let all = try runQbank(["catalog", "list", catalogue], environment: sandbox.environment)
    #expect(all.status == 0)
    let lines = all.stdout.split(separator: "\n")
    #expect(lines.count == top250.count + 1)
    #expect(lines[0].hasPrefix("   #  Title"))
    #expect(lines[0].hasSuffix("Rating  Year  Poster"))
    #expect(
      lines[1].contains(top250[0]["title"] ?? "?") && lines[1].contains(top250[0]["image"] ?? "?"))
    #expect(lines[1].contains(" \(top250[0]["imDbRating"] ?? "?")  \(top250[0]["year"] ?? "?")  "))

    let last = try runQbank(
      ["catalog", "list", catalogue, "--page", "13"], environment: sandbox.environment)
    #expect(rows(last.stdout).count == top250.count - 240)
    #expect(last.stdout.contains("Page 13 of 13 · 250 films"))
    let first = try runQbank(
      ["catalog", "list", catalogue, "--page", "1"], environment: sandbox.environment)
    #expect(rows(first.stdout).count == 20)
    #expect(first.stdout.hasSuffix("Page 1 of 13 · 250 films · Next page: --page 2\n"))

    let beyond = try runQbank(
      ["catalog", "list", catalogue, "--page", "14"], environment: sandbox.environment)
    #expect(beyond.status == 64)
    #expect(beyond.stderr == "qbank: error: There is no page 14: the list has 13 pages.\n")
  }

  @Test func theRealTop250FitsTheWidthAskedForOneLineAFilm() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    for width in [80, 120] {
      let result = try runQbank(
        ["catalog", "list", catalogue],
        environment: sandbox.environment.merging(["COLUMNS": String(width)]) { $1 })
      #expect(result.status == 0)
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == top250.count + 1)
      #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
      #expect(!result.stdout.contains("https://"))
    }
    let wide = try runQbank(
      ["catalog", "list", catalogue, "--wide"],
      environment: sandbox.environment.merging(["COLUMNS": "80"]) { $1 })
    #expect(wide.stdout.split(separator: "\n")[1].hasSuffix(top250[0]["image"] ?? "?"))
  }

  /// On a real terminal (160 columns, no COLUMNS) the width comes from the
  /// terminal: page 1 of the Top 250 fits it, without the ~130-column posters.
  @Test(.requires(.pexpect))
  func onAPseudoTerminalThePageFitsTheTerminalsWidth() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    var environment = qbankEnvironment(sandbox.environment)
    environment.removeValue(forKey: "COLUMNS")
    let steps = #"[["expect", "Page 1 of 13"], ["exit", 0]]"#
    let result = try runPython(
      [CurateDriver.script.path, steps, "--", TestPaths.qbank.path, "catalog", "list", catalogue],
      directory: sandbox.folder, environment: environment)
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(whereSeparator: \.isNewline)  // "\r\n" is one Character
    #expect(lines.contains { $0.hasPrefix("   #  Title") })
    #expect(lines.filter { $0.hasPrefix("   1  ") }.count == 1)
    #expect(lines.allSatisfy { $0.count <= 160 }, "\(lines.map(\.count).max() ?? 0)")
    #expect(!result.output.contains("https://"))
  }

  @Test func aGenreOnTheIMDbTop250SaysItHasNoGenres() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    let result = try runQbank(
      ["catalog", "list", catalogue, "--genre", "Drama"], environment: sandbox.environment)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "qbank: error: \(catalogue) has no genres (IMDb lists carry none), so --genre Drama can match no film. A TMDB list has genres: qbank fetch tmdb popular -o FILE\n"
    )
  }

  @Test func searchIgnoresCaseAndDiacriticsInRealTitles() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    for (query, title) in [
      ("leon", "Léon: The Professional"), ("LÉON", "Léon: The Professional"), ("wall-e", "WALL·E"),
      ("walle", "WALL·E"),
    ] {
      let result = try runQbank(
        ["catalog", "list", catalogue, "--search", query], environment: sandbox.environment)
      let found = rows(result.stdout)
      #expect(found.count == 1, "\(query): \(result.stdout)")
      #expect(found.first?.contains(title) == true)
    }
    let none = try runQbank(
      ["catalog", "list", catalogue, "--search", "zzzz"], environment: sandbox.environment)
    #expect(none.status == 0)
    #expect(none.stderr == "No films match.\n")
  }

  @Test func sortsAndFiltersLikeTheFixtureSays() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    func json(_ arguments: [String]) throws -> [[String: Any]] {
      let result = try runQbank(
        ["catalog", "list", catalogue, "--json"] + arguments, environment: sandbox.environment)
      #expect(result.status == 0, "\(result.stderr)")
      let object =
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      return object?["films"] as? [[String: Any]] ?? []
    }
    let nineties = top250.filter { (1990...1999).contains(Int($0["year"] ?? "") ?? 0) }
    #expect(try json(["--year", "1990..1999"]).count == nineties.count)
    let popular = top250.filter {
      (Int($0["imDbRatingCount"] ?? "") ?? 0) >= 1_000_000
        && (Double($0["imDbRating"] ?? "") ?? 0) >= 8.5
    }
    #expect(try json(["--min-votes", "1000000", "--min-rating", "8.5"]).count == popular.count)

    let byYear = try json(["--sort", "year", "--asc"]).compactMap { $0["year"] as? Int }
    #expect(byYear == byYear.sorted())
    #expect(byYear.first == top250.compactMap { Int($0["year"] ?? "") }.min())
    let byVotes = try json(["--sort", "votes"]).compactMap { $0["voteCount"] as? Int }
    #expect(byVotes == byVotes.sorted(by: >))
    let byTitle = try json(["--sort", "title", "--desc"]).compactMap { $0["title"] as? String }
    #expect(byTitle.count == top250.count)
    let folded = { (title: String) in
      title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    let expectedLast = top250.compactMap { $0["title"] }.max {
      folded($0).compare(folded($1)) == .orderedAscending
    }
    #expect(byTitle.first == expectedLast)
  }

  @Test func filtersByGenreNamesFromTMDB() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let catalogue = sandbox.path("popular.jsonl")
    #expect(
      try runQbank(
        ["fetch", "tmdb", "popular", "-o", catalogue, "--api-base", server.base("ok")],
        environment: sandbox.environment
      ).status == 0)
    let page =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: TestPaths.fixture("tmdb/movie_popular.json"))) as? [String: Any]
    let comedies = ((page?["results"] as? [[String: Any]]) ?? []).filter {
      (($0["genre_ids"] as? [Int]) ?? []).contains(35)
    }
    let result = try runQbank(
      ["catalog", "list", catalogue, "--genre", "komodie", "--json"],
      environment: sandbox.environment)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let films = object?["films"] as? [[String: Any]] ?? []
    #expect(!comedies.isEmpty)
    #expect(films.map { "\($0["id"] ?? "")" } == comedies.map { "\($0["id"] ?? "")" })
    #expect(films.allSatisfy { (($0["genres"] as? [String]) ?? []).contains("Komödie") })
  }

  @Test func speaksUkrainian() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    let result = try runQbank(
      ["catalog", "list", catalogue, "--page", "2", "--lang", "uk"],
      environment: sandbox.environment)
    #expect(result.stdout.hasPrefix("   #  Назва"))
    #expect(result.stdout.contains("Сторінка 2 з 13 · фільмів: 250"))
    let viaLang = try runQbank(
      ["catalog", "list", catalogue, "--page", "2"],
      environment: sandbox.environment.merging(["LANG": "uk_UA.UTF-8"]) { $1 })
    #expect(viaLang.stdout == result.stdout)
  }

  @Test func showPrintsDetailsAndNoTrailerLineWithoutATrailer() throws {
    let sandbox = try CatalogSandbox()
    let catalogue = try topCatalogue(sandbox)
    let result = try runQbank(
      ["catalog", "show", "tt0110413", "--catalog", catalogue, "--offline"],
      environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let leon = try #require(top250.first { $0["id"] == "tt0110413" })
    #expect(result.stdout.hasPrefix("Léon: The Professional\nYear:       1994\n"))
    #expect(
      result.stdout.contains(
        "Rating:     \(leon["imDbRating"] ?? "?") (\(leon["imDbRatingCount"] ?? "?") votes)"))
    #expect(!result.stdout.contains("Trailer"))
    let missing = try runQbank(
      ["catalog", "show", "tt0000000", "--catalog", catalogue], environment: sandbox.environment)
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("No film tt0000000 in \(catalogue)."))
  }

  @Test func everyCommandsHelpHasExamples() throws {
    for command in [["catalog"], ["catalog", "list"], ["catalog", "show"], ["fetch"], ["curate"]] {
      let result = try runQbank(command + ["--help"])
      #expect(result.status == 0)
      #expect(result.stdout.contains("Examples:"), "\(command)")
    }
  }

  @Test func badInputGetsAClearError() throws {
    let sandbox = try CatalogSandbox()
    let missing = try runQbank(
      ["catalog", "list", sandbox.path("nope.jsonl")], environment: sandbox.environment)
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "\(sandbox.path("nope.jsonl")): error: no such catalogue. Fetch one with: qbank fetch tmdb popular -o \(sandbox.path("nope.jsonl"))\n"
    )

    let broken = sandbox.path("broken.jsonl")
    try "{\"id\":\"1\",\"source\":\"tmdb\",\"title\":\"Fine\"}\n{\"id\": 2}\n".write(
      toFile: broken, atomically: true, encoding: .utf8)
    let malformed = try runQbank(["catalog", "list", broken], environment: sandbox.environment)
    #expect(malformed.status == 65)
    #expect(
      malformed.stderr.hasPrefix(
        "\(broken):2:8: error: not a catalogue film ('id' must be a string)."))
    #expect(malformed.stdout.isEmpty)

    for (arguments, message) in [
      (["--year", "nineties"], "--year takes 1994, 1990..1999, 1990.. or ..1999, not 'nineties'."),
      (
        ["--sort", "length"], "--sort takes popularity, rating, votes, year or title, not 'length'."
      ),
      (["--asc", "--desc"], "Give --asc or --desc, not both."),
      (["--lang", "fr"], "--lang takes en, uk, ru or it, not 'fr'."),
      (["--min-rating", "nan"], "--min-rating takes a number from 0 to 10, not 'nan'."),
      (["--min-rating", "inf"], "--min-rating takes a number from 0 to 10, not 'inf'."),
      (["--min-rating", "11"], "--min-rating takes a number from 0 to 10, not '11.0'."),
      (["--min-rating=-1"], "--min-rating takes a number from 0 to 10, not '-1.0'."),
      (["--min-votes=-5"], "--min-votes takes 0 or more, not '-5'."),
    ] {
      let result = try runQbank(
        ["catalog", "list", broken] + arguments, environment: sandbox.environment)
      #expect(result.status == 64)
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
  }
}
