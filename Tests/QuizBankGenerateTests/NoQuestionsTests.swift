import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankGenerate

/// Rules that make no question fail with the reasons, and write nothing.
struct NoQuestionsTests {
  @Test func everyFilmSkippedIsAnErrorListingTheReasons() throws {
    let films = Films.films(0..<6)
    let none = "select: {genres: [Western]}\nrules:\n  - type: rating-threshold\n"
    do {
      _ = try Generate.run(films, rules: none)
      Issue.record("expected no questions to be an error")
    } catch let error as GenerateError {
      #expect(
        error.description == """
          qbank: error: no questions generated from 6 films; nothing was written
          qbank: note: the selection skipped 6 films (genre not selected: 6)
          qbank: note: rule 'rating' skipped 0 films
          hint: loosen 'select' or the rules (thresholds, margin), or use more films
          """)
    }
  }

  @Test func anEmptyCatalogueIsAnError() throws {
    #expect(throws: GenerateError.self) {
      try Generate.run([], rules: "rules:\n  - type: rating-threshold\n")
    }
  }

  @Test func generateExitsWithOneAndWritesNothing() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-none")
    var films = Films.films(0..<4)
    for i in films.indices { films[i].rating = nil }
    try CatalogueFile.write(films, to: folder.appendingPathComponent("films.jsonl"))
    try "rules:\n  - type: rating-threshold\n".write(
      to: folder.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["generate", "films.jsonl", "--rules", "rules.yaml", "-o", "quiz.json"], directory: folder)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        qbank: error: no questions generated from 4 films; nothing was written
        qbank: note: rule 'rating' skipped 4 films (no rating: 4)
        hint: loosen 'select' or the rules (thresholds, margin), or use more films

        """)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["films.jsonl", "rules.yaml"])
  }
}
