import Foundation
import QuizBankTestSupport
import Testing

/// What `fetch` and `catalog list` do when they run on a terminal.
@Suite(
  .requires(.pexpect, .fixtures))
struct TerminalOutputTests {
  @Test func fetchShowsProgressOnATerminal() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let result = try CurateDriver.run(
      [
        "fetch", "tmdb", "popular", "--pages", "3", "-o", sandbox.path("f.jsonl"), "--api-base",
        server.base("ok"),
      ],
      sandbox: sandbox,
      steps: [
        ["expect", "Fetching… 0/2"], ["expect", "Fetching… 4/4"], ["expect", "Wrote 40 films"],
        ["exit", 0],
      ])
    #expect(result.status == 0, "\(result.stdout)")
  }

  @Test func listShowsOnePageOnATerminal() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let catalogue = sandbox.path("f.jsonl")
    #expect(
      try runQbank(
        ["fetch", "imdb", "top250", "-o", catalogue, "--api-base", server.base("ok", tmdb: false)],
        environment: sandbox.environment
      ).status == 0)
    let result = try CurateDriver.run(
      ["catalog", "list", catalogue], sandbox: sandbox,
      steps: [["expect", "Page 1 of 13 · 250 films · Next page: --page 2"], ["exit", 0]])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(!result.stdout.contains("  21  "))
  }
}
