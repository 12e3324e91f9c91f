import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `qbank curate` driven through a real pseudo-terminal (pexpect), with pictures
/// served by the local fixture server.
@Suite(
  .requires(.pexpect, .fixtures))
struct CurateEndToEndTests {
  @Test func keepsThreeQuitsMidBatchResumesAndThePackHoldsExactlyTheKeptQuestions() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let candidates = try CurateDriver.writeCandidates(count: 13, in: sandbox)
    let pack = sandbox.path("pack/quiz.json")
    let command = ["curate", candidates, "-o", pack, "--image-base", server.imageBase()]

    // Run 1: keep q01 (k), drop q02 (d), keep q03 (→), drop q04 (←), quit at q05.
    let first = try CurateDriver.run(
      command, sandbox: sandbox,
      steps: [
        ["expect", "1 of 10"], ["expect", "Film 1 (1991)"], ["send", "k"],
        ["expect", "2 of 10"], ["send", "d"],
        ["expect", "3 of 10"], ["send", "\u{1B}[C"],
        ["expect", "4 of 10"], ["send", "\u{1B}[D"],
        ["expect", "5 of 10"], ["send", "q"],
        ["expect", "2 kept of 4 reviewed (13 candidates). Run the same command again to resume."],
        ["exit", 0],
      ])
    #expect(first.status == 0, "\(first.stdout)")
    #expect(try CurateDriver.keptIds(pack) == ["q01", "q03"])

    // Run 2: resume at q05; keep q06 only, then say no to continuing.
    let second = try CurateDriver.run(
      command, sandbox: sandbox,
      steps: [
        ["expect", "Resuming: 4 of 13 reviewed, 2 kept."],
        ["expect", "5 of 10"], ["send", "d"],
        ["expect", "6 of 10"], ["send", "k"],
        ["expect", "7 of 10"], ["send", "d"], ["expect", "8 of 10"], ["send", "d"],
        ["expect", "9 of 10"], ["send", "d"], ["expect", "10 of 10"], ["send", "d"],
        ["expect", "3 kept of 10 reviewed. Continue? (y/n)"], ["send", "n"],
        ["expect", "Run the same command again to resume."], ["exit", 0],
      ])
    #expect(second.status == 0, "\(second.stdout)")

    // Run 3: a new batch of the 3 left; drop them all.
    let third = try CurateDriver.run(
      command, sandbox: sandbox,
      steps: [
        ["expect", "1 of 3"], ["send", "d"], ["expect", "2 of 3"], ["send", "d"],
        ["expect", "3 of 3"], ["send", "d"],
        ["expect", "All 13 candidates reviewed: 3 kept"], ["exit", 0],
      ])
    #expect(third.status == 0, "\(third.stdout)")

    let bundle = try BundleReader().read(from: URL(fileURLWithPath: pack))
    #expect(bundle.questions.map(\.id) == ["q01", "q03", "q06"])
    let folder = URL(fileURLWithPath: pack).deletingLastPathComponent()
    for question in bundle.questions {
      let image = try #require(question.image)
      #expect(image.source == "assets/\(question.id).jpg")
      let bytes = try Data(contentsOf: folder.appendingPathComponent(image.source))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(image.sha256 == CurateDriver.sha256(bytes))
    }
    let assets = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("assets").path)
    #expect(assets.sorted() == ["q01.jpg", "q03.jpg", "q06.jpg"])
    #expect(bundle.digest != nil)
    let pictures = server.requests().filter { $0["path"]?.hasPrefix("/t/p/") == true }.map {
      $0["path"] ?? ""
    }
    #expect(pictures == ["/t/p/w500/q01.jpg", "/t/p/w500/q03.jpg", "/t/p/w500/q06.jpg"])
  }

  @Test func aDroppedConnectionKeepsTheQuestionWithARemotePictureAndTheNextRunRetries() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let candidates = try CurateDriver.writeCandidates(count: 2, in: sandbox)
    let pack = sandbox.path("pack/quiz.json")
    let dropped = try CurateDriver.run(
      [
        "curate", candidates, "-o", pack, "--image-base", server.imageBase("drop"), "--retries",
        "1",
      ],
      sandbox: sandbox,
      steps: [
        ["expect", "1 of 2"], ["send", "k"],
        ["expect", "Could not download the picture for “Film 1”: The connection was lost"],
        ["expect", "2 of 2"], ["send", "q"], ["exit", 0],
      ])
    #expect(dropped.status == 0, "\(dropped.stdout)")
    var bundle = try BundleReader().read(from: URL(fileURLWithPath: pack))
    #expect(bundle.questions.map(\.id) == ["q01"])
    #expect(bundle.questions.first?.image?.source == "https://image.tmdb.org/t/p/w500/q01.jpg")

    let retried = try CurateDriver.run(
      ["curate", candidates, "-o", pack, "--image-base", server.imageBase("ok")], sandbox: sandbox,
      steps: [
        ["expect", "2 of 2"], ["send", "d"], ["expect", "All 2 candidates reviewed: 1 kept"],
        ["exit", 0],
      ])
    #expect(retried.status == 0, "\(retried.stdout)")
    bundle = try BundleReader().read(from: URL(fileURLWithPath: pack))
    #expect(bundle.questions.first?.image?.source == "assets/q01.jpg")
  }

  @Test func speaksUkrainian() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let candidates = try CurateDriver.writeCandidates(count: 1, in: sandbox)
    let result = try CurateDriver.run(
      [
        "curate", candidates, "-o", sandbox.path("p.json"), "--image-base", server.imageBase(),
        "--lang", "uk",
      ],
      sandbox: sandbox,
      steps: [
        ["expect", "1 з 1"], ["expect", "k/→ залишити"], ["send", "d"],
        ["expect", "Нічого не залишено: усі кандидати (1) відкинуті"], ["exit", 0],
      ])
    #expect(result.status == 0, "\(result.stdout)")
    // Nothing kept: no pack (issue 14, bug 6), but the decisions are saved.
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("p.json")))
    #expect(FileManager.default.fileExists(atPath: sandbox.path("p.curation.json")))
  }

  @Test func aHostileCandidateReachesTheTerminalInert() throws {
    let server = try FixtureServer()
    let sandbox = try CatalogSandbox()
    let candidates = try CurateDriver.writeCandidates(count: 1, in: sandbox) { _ in
      "Evil\u{1B}]0;pwned\u{07}\u{1B}]52;c;eA==\u{07}\u{1B}[6n\u{9B}2J\u{202E}Film\u{08}\r!"
    }
    let result = try CurateDriver.run(
      ["curate", candidates, "-o", sandbox.path("p.json"), "--image-base", server.imageBase()],
      sandbox: sandbox,
      steps: [
        ["expect", "1 of 1"], ["expect", "EvilFilm !"], ["send", "d"],
        ["expect", "Nothing kept: 1 candidate was dropped"], ["exit", 0],
      ])
    #expect(result.status == 0, "\(result.stdout)")
    for attack in ["\u{1B}]", "\u{1B}[6n", "\u{9B}", "\u{202E}", "\u{08}"] {
      #expect(!result.stdout.contains(attack), "\(attack.unicodeScalars.map(\.value))")
    }
  }

  @Test func aHostileCandidatesFileNameIsShownEscaped() throws {
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      ["curate", sandbox.path("none\u{1B}]0;t\u{07}.json"), "-o", sandbox.path("p.json")],
      environment: sandbox.environment)
    #expect(result.status == 66)
    #expect(result.stderr.contains("none\\e]0;t\\u{7}.json: error: cannot read the candidates"))
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B })
  }

  @Test func missingCandidatesSayWhatToDo() throws {
    let sandbox = try CatalogSandbox()
    let result = try runQbank(
      ["curate", sandbox.path("none.json"), "-o", sandbox.path("p.json")],
      environment: sandbox.environment)
    #expect(result.status == 66)
    #expect(
      result.stderr.contains(
        "none.json: error: cannot read the candidates (no such file). Make them with: qbank generate\n"
      ))
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("p.json")))
  }
}
