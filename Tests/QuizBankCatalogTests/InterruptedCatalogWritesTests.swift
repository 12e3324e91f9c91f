import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// Issue 17, Low 10: `curate` and `fetch` interrupted by a signal in the middle of
/// writing their output leave no `.NAME.PID-RAND.tmp` behind. Each output is made
/// large so the write lasts long enough to be caught (see `interruptDuringWrite`).
struct InterruptedCatalogWritesTests {
  /// Tries up to 5 times (`prepare`, then the run) to catch the write; records an
  /// issue when every write ended before the process could be stopped.
  private func interrupted(
    attempts: Int = 5, prepare: () throws -> Void, _ run: () throws -> InterruptedWrite?
  ) throws -> InterruptedWrite? {
    for _ in 0..<attempts {
      try prepare()
      if let result = try run() { return result }
    }
    Issue.record("every write ended before qbank could be stopped in it (\(attempts) tries)")
    return nil
  }

  /// Without a terminal (keys from a pipe) and on one (raw mode): the curator on
  /// a terminal restores it first, then removes the temporary file.
  @Test(arguments: [false, true])
  func anInterruptedCurateRemovesThePacksTemporaryFile(onTerminal: Bool) throws {
    let sandbox = try CatalogSandbox()
    defer { try? FileManager.default.removeItem(at: sandbox.folder) }
    // 2,000 candidates of about 10 KB each, 1,999 already kept: keeping the last
    // one writes a pack of about 20 MB.
    let padding = String(repeating: "Is this film rated higher than the number? ", count: 230)
    let questions = (1...2_000).map { n in
      Question(
        id: String(format: "q%04d", n), kind: .yesNo, prompt: ["en": "\(n). \(padding)"],
        choices: [Choice(id: "yes", text: ["en": "Yes"]), Choice(id: "no", text: ["en": "No"])],
        correct: ["yes"])
    }
    let candidates = sandbox.folder.appendingPathComponent("candidates.json")
    try BundleWriter().write(
      QuizBundle(
        id: "candidates", version: "0.1.0", title: ["en": "Candidates"], locales: ["en"],
        questions: questions), to: candidates)
    let packFolder = sandbox.folder.appendingPathComponent("pack")
    try FileManager.default.createDirectory(at: packFolder, withIntermediateDirectories: true)
    let pack = packFolder.appendingPathComponent("quiz.json")
    let kept = questions.dropLast().map { "\"\($0.id)\"" }.joined(separator: ",")
    let state = Data(
      """
      {"candidates": "\(candidates.path)", "kept": [\(kept)], "dropped": [], \
      "missingImages": [], "images": {}, "paused": false}
      """.utf8)

    let result = try interrupted(
      prepare: {
        try? FileManager.default.removeItem(at: pack)
        try state.write(to: packFolder.appendingPathComponent("quiz.curation.json"))
      },
      {
        try interruptDuringWrite(
          ["curate", candidates.path, "-o", pack.path, "--offline"],
          environment: sandbox.environment, input: "k", onTerminal: onTerminal,
          writing: "quiz.json", in: packFolder, signal: SIGINT)
      })
    guard let result else { return }
    #expect(result.endedBySignal)
    #expect(result.status == SIGINT)
    #expect(result.leftovers.isEmpty, "left behind: \(result.leftovers)")
    #expect(result.terminalRestored == (onTerminal ? true : nil))
  }

  @Test(.requires(.python, .fixtures))
  func anInterruptedFetchRemovesTheCataloguesTemporaryFile() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    defer { try? FileManager.default.removeItem(at: sandbox.folder) }
    // 50,000 films already in the catalogue: the fetched page is merged into
    // them and the whole catalogue written again.
    var lines = ""
    for n in 0..<50_000 {
      lines +=
        try CatalogueFile.line(
          for: Film(
            id: "tt\(n)", source: "imdb", title: "Film number \(n) of the catalogue",
            year: 1950 + n % 70, rating: Double(n % 90) / 10 + 1, voteCount: n,
            genres: ["Drama", "Comedy"], lists: ["imdb:top250"])) + "\n"
    }
    let catalogue = sandbox.folder.appendingPathComponent("films.jsonl")

    let result = try interrupted(
      prepare: { try Data(lines.utf8).write(to: catalogue) },
      {
        try interruptDuringWrite(
          ["fetch", "tmdb", "popular", "-o", catalogue.path, "--api-base", server.base("ok")],
          environment: sandbox.environment, writing: "films.jsonl", in: sandbox.folder,
          signal: SIGTERM)
      })
    guard let result else { return }
    #expect(result.endedBySignal)
    #expect(result.status == SIGTERM)
    #expect(result.leftovers.isEmpty, "left behind: \(result.leftovers)")
  }
}
