import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `qbank import` end to end: the built binary, its output, stderr and exit code.
@Suite(.requires(.fixtures))
struct ImportCommandTests {
  @Test func writesAMergedCatalogueAndASummary() throws {
    let folder = try TestPaths.temporaryDirectory("import-cli")
    let out = folder.appendingPathComponent("films.jsonl")
    let result = try runQbank([
      "import", fixture("imdb-api/top250_movies_yandex.json"),
      fixture("imdb-api/most_popular_movies_mikimoges.json"), "-o", out.path,
    ])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "imported 338 films (12 merged duplicates)\n")
    let films = try CatalogueFile.read(from: out)
    #expect(films.count == 338)
    #expect(films.first?.title == "The Shawshank Redemption")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["films.jsonl"])
  }

  @Test func streamsACatalogueToStandardOutputFromStandardInput() throws {
    let text = try String(contentsOf: TestPaths.fixture("tmdb/movie_popular.json"), encoding: .utf8)
    let result = try runQbank(
      [
        "import", "-", "--genres", fixture("tmdb/genre_movie_list_de.json"), "--list",
        "tmdb:popular",
      ],
      stdin: text)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 20)
    let first = try CatalogueFile.film(fromLine: lines[0])
    #expect(first.genres == ["Action", "Abenteuer", "Science Fiction"])
    #expect(first.lists == ["tmdb:popular"])
    #expect(result.stderr == "imported 20 films\n")
  }

  @Test func helpListsTheBundleVersionOptionOnceAndNoSecondVersionFlag() throws {
    let result = try runQbank(["import", "--help"])
    #expect(result.status == 0)
    let options = result.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(options.filter { $0.hasPrefix("--bundle-version <") }.count == 1, "\(result.stdout)")
    #expect(options.filter { $0.hasPrefix("--version") }.count <= 1, "\(result.stdout)")
  }

  @Test func turnsOpenTriviaIntoABundleTheModelReads() throws {
    let folder = try TestPaths.temporaryDirectory("import-cli")
    let out = folder.appendingPathComponent("trivia.json")
    let result = try runQbank([
      "import", fixture("opentdb/multiple_20q_quizwizard.json"), fixture("opentdb/boolean_3q.json"),
      "--id", "trivia", "--bundle-version", "2.1.0", "--title", "Trivia night", "-o", out.path,
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "imported 23 questions\n")
    let bundle = try BundleReader().read(from: out)
    #expect(bundle.id == "trivia")
    #expect(bundle.version == "2.1.0")
    #expect(bundle.title["en"] == "Trivia night")
    #expect(bundle.questions.count == 23)
    #expect(bundle.digest != nil)
  }

  @Test func failsWithFileLineColumnAndWritesNothingForATruncatedFile() throws {
    let folder = try TestPaths.temporaryDirectory("import-cli")
    let input = folder.appendingPathComponent("cut.json")
    let full = try Data(contentsOf: TestPaths.fixture("imdb-api/top250_movies_yandex.json"))
    try full.prefix(5000).write(to: input)
    let out = folder.appendingPathComponent("films.jsonl")
    let result = try runQbank(["import", input.path, "-o", out.path])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    let lastLine = full.prefix(5000).filter { $0 == 0x0A }.count + 1
    #expect(result.stderr.hasPrefix("\(input.path):\(lastLine):"))
    #expect(result.stderr.contains(": error: unexpected end of input"))
    #expect(result.stderr.contains("hint: the file ends too early"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cut.json"])
  }

  @Test func reportsTheOpenTriviaResponseCode() throws {
    let path = fixture("opentdb/response_code_1.json")
    let result = try runQbank(["import", path])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "\(path):1:19: error: Open Trivia DB answered response_code 1: no results: the database has too few questions for this query\n"
        + #"{"response_code": 1, "results": []}"# + "\n" + String(repeating: " ", count: 18) + "^\n"
        + "hint: ask for fewer questions (amount) or another category or difficulty\n"
    )
  }

  @Test func mapsUsageAndMissingFilesToTheirExitCodes() throws {
    let missing = try runQbank(["import", "/nonexistent.json"])
    #expect(missing.status == 66)
    #expect(missing.stderr.hasPrefix("/nonexistent.json: error: cannot open the file"))
    let mixed = try runQbank([
      "import", fixture("imdb-api/top250_movies_yandex.json"), fixture("opentdb/boolean_3q.json"),
    ])
    #expect(mixed.status == 64)
    #expect(mixed.stderr.contains("one holds films, the other questions"))
    let none = try runQbank(["import"])
    #expect(none.status == 64)
    let size = try runQbank([
      "import", "--max-size", "ten", fixture("imdb-api/top250_movies_yandex.json"),
    ])
    #expect(size.status == 64)
    #expect(size.stderr.contains("--max-size must be a number of bytes"))
    let tooBig = try runQbank([
      "import", "--max-size", "1K", fixture("imdb-api/top250_movies_yandex.json"),
    ])
    #expect(tooBig.status == 65)
    #expect(tooBig.stderr.contains("over the 1.0 KiB size limit"))
  }

  @Test func forcesAFormatWithFrom() throws {
    let result = try runQbank([
      "import", "--from", "opentdb", fixture("imdb-api/top250_movies_yandex.json"),
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("an Open Trivia DB response needs a \"results\" array"))
    let help = try runQbank(["import", "--help"])
    #expect(help.stdout.contains("Examples:"))
    #expect(help.stdout.contains("--from"))
  }
}
