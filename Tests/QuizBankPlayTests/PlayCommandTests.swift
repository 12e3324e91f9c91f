import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `qbank play` and `qbank stats` run as the built binary, without a terminal.
struct PlayCommandTests {
  private func state() throws -> [String: String] {
    ["XDG_STATE_HOME": try TestPaths.temporaryDirectory("qbank-state").path]
  }

  private func events(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// One bundle's statistics as `qbank stats ID --json` prints them.
  private func statistics(_ id: String, environment: [String: String]) throws -> [String: Any] {
    let json = try runQbank(["stats", id, "--json"], environment: environment)
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    return try #require((document["bundles"] as? [String: Any])?[id] as? [String: Any])
  }

  @Test func theMachineProtocolPlaysARoundEndToEnd() throws {
    let url = try PlayFixtures.write(PlayFixtures.classic())
    let env = try state()
    let input = (Array(repeating: #"{"answer":"yes"}"#, count: 10) + [#"{"quit":true}"#]).joined(
      separator: "\n")
    let result = try runQbank(
      ["play", url.path, "--machine", "--seed", "4"], stdin: input, environment: env)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let all = try events(result.stdout)
    #expect(all.map { $0["event"] as? String }.first == "start")
    #expect(all.filter { $0["event"] as? String == "question" }.count == 10)
    let feedback = all.filter { $0["event"] as? String == "feedback" }
    #expect(feedback.count == 10)
    let rightAnswers = feedback.filter { $0["correct"] as? Bool == true }.count
    let summary = try #require(all.first { $0["event"] as? String == "summary" })
    #expect(summary["correct"] as? Int == rightAnswers)
    #expect(summary["of"] as? Int == 10)
    let stats = try #require(summary["statistics"] as? [String: Any])
    #expect(stats["roundsPlayed"] as? Int == 1)
    #expect(
      (stats["averageAccuracy"] as? Double).map { abs($0 - Double(rightAnswers) * 10) < 0.001 }
        == true)
    #expect(all.last?["event"] as? String == "end")
  }

  @Test func theSameSeedGivesTheSameQuestionsAndBadCommandsGetErrorEvents() throws {
    let url = try PlayFixtures.write(PlayFixtures.classic(count: 30))
    let input = [#"{"answer":"maybe"}"#, "nonsense", #"{"next":true}"#, #"{"answer":"n"}"#].joined(
      separator: "\n")
    let first = try runQbank(
      ["play", url.path, "--machine", "--seed", "9"], stdin: input, environment: try state())
    let second = try runQbank(
      ["play", url.path, "--machine", "--seed", "9"], stdin: input, environment: try state())
    #expect(first.status == 0)
    let ids = { (out: String) in
      try self.events(out).filter { $0["event"] as? String == "question" }.map {
        $0["id"] as? String
      }
    }
    #expect(try ids(first.stdout) == ids(second.stdout))
    let errors = try events(first.stdout).filter { $0["event"] as? String == "error" }.compactMap {
      $0["message"] as? String
    }
    #expect(
      errors == [
        #""maybe" is not an answer to this question (use y, n)"#,
        #"a command is one JSON object per line, such as {"answer":"yes"}"#,
        #""next" is not expected now"#,
      ])
  }

  @Test func answersListPlaysRoundsAndStatsShowsThem() throws {
    // Ten questions, five "yes": every round of "y" answers is 5/10.
    let url = try PlayFixtures.write(PlayFixtures.classic(count: 10))
    let env = try state()
    let answers = Array(repeating: "y", count: 20).joined(separator: ",")
    let played = try runQbank(
      ["play", url.path, "--answers", answers, "--seed", "1"], environment: env)
    #expect(played.status == 0)
    #expect(try events(played.stdout).filter { $0["event"] as? String == "summary" }.count == 2)
    let stats = try runQbank(["stats", url.path], environment: env)
    #expect(stats.status == 0)
    #expect(stats.stdout.hasPrefix("test-classic\n  Quizzes played: 2\n  Record: 5/10 ("))
    #expect(stats.stdout.contains("Average accuracy: 50.00%"))
    let ukrainian = try runQbank(["stats", url.path, "--lang", "uk"], environment: env)
    #expect(ukrainian.stdout.contains("Середня точність: 50,00%"))
    let bundle = try statistics("test-classic", environment: env)
    #expect(bundle["roundsPlayed"] as? Int == 2)
    #expect(bundle["questionsAnswered"] as? Int == 20)
    let reset = try runQbank(["stats", "test-classic", "--reset"], environment: env)
    #expect(reset.stdout == "Statistics reset for test-classic.\n")
    #expect(try runQbank(["stats"], environment: env).stdout == "No statistics yet.\n")
  }

  @Test func statsSpeaksTheChosenLanguage() throws {
    let result = try runQbank(["stats", "movie-quiz", "--lang", "uk"], environment: try state())
    #expect(result.stdout == "Для movie-quiz статистики ще немає.\n")
  }

  /// The commands of one round of ten "no" answers, after a `next` unless it is the first.
  private func round(_ number: Int) -> [String] {
    (number > 1 ? [#"{"next":true}"#] : []) + Array(repeating: #"{"answer":"no"}"#, count: 10)
  }

  private func roundsPlayed(_ summary: [String: Any]?) -> Int? {
    (summary?["statistics"] as? [String: Any])?["roundsPlayed"] as? Int
  }

  @Test func twoPlayersRacingThrough20RoundsEachAgainstOneFileCount40() throws {
    let url = try PlayFixtures.write(PlayFixtures.classic())
    let env = try state()
    // Both processes run before either gets a command, then both get all 20 rounds at once.
    let players = try (0..<2).map { _ in try MachinePlayer([url.path], environment: env) }
    let script = (1...20).flatMap(round) + [#"{"quit":true}"#]
    for player in players { player.send(script) }
    for _ in 1...20 {
      for player in players { #expect(try player.next("summary") != nil) }
    }
    for player in players {
      let (status, stderr) = try player.finish()
      #expect(status == 0)
      #expect(stderr.isEmpty)
    }
    let bundle = try statistics("test-classic", environment: env)
    #expect(bundle["roundsPlayed"] as? Int == 40)
    #expect(bundle["questionsAnswered"] as? Int == 400)
  }

  @Test func twoLivePlayersTakingTurnsEachSeeTheOthersRounds() throws {
    let url = try PlayFixtures.write(PlayFixtures.classic())
    let env = try state()
    let players = try (0..<2).map { _ in try MachinePlayer([url.path], environment: env) }
    // Both stay alive throughout; each round one saves, then the other: no update is lost.
    for number in 1...5 {
      for (index, player) in players.enumerated() {
        player.send(round(number))
        #expect(roundsPlayed(try player.next("summary")) == 2 * (number - 1) + index + 1)
      }
    }
    for player in players {
      player.send([#"{"quit":true}"#])
      #expect(try player.finish().status == 0)
    }
    #expect(try statistics("test-classic", environment: env)["roundsPlayed"] as? Int == 10)
  }

  @Test func aMissingBundleExits66WithAClearMessage() throws {
    let result = try runQbank(["play", "/nonexistent/quiz.json"], environment: try state())
    #expect(result.status == 66)
    #expect(result.stderr.hasPrefix("/nonexistent/quiz.json: error: no such file\n"))
    #expect(try events(result.stdout).first?["kind"] as? String == "missing-bundle")
  }

  @Test func aMalformedBundleExits65() throws {
    let url = try TestFiles.write(#"{"format":"quizbank.bundle","formatVersion":1}"#)
    let result = try runQbank(["play", url.path, "--machine"], environment: try state())
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(url.path): error: not a valid bundle: "))
  }

  /// Issue 14, bug 7: `qbank play samples/packs/movie-classics.xml` failed with
  /// "not valid JSON … found '<'"; play reads what `qbank import` reads.
  @Test func playsAnXMLPackAsImportReadsIt() throws {
    let result = try runQbank(
      ["play", TestPaths.sample("packs/movie-classics.xml").path, "--machine", "--seed", "1"],
      stdin: #"{"quit":true}"#, environment: try state())
    #expect(result.status == 0, "\(result.stderr)")
    let start = try #require(try events(result.stdout).first)
    #expect(start["event"] as? String == "start")
    let bundle = try #require(start["bundle"] as? [String: Any])
    #expect(bundle["id"] as? String == "movie-classics")
    #expect(bundle["questions"] as? Int == 3)
    #expect(start["mode"] as? String == "menu")
  }

  @Test func statsOfAQuizFileNamesItsBundle() throws {
    let env = try state()
    let pack = TestPaths.sample("packs/movie-classics.xml").path
    let played = try runQbank(
      ["play", pack, "--answers", "1,1,1", "--seed", "1"], environment: env)
    #expect(played.status == 0, "\(played.stderr)")
    let stats = try runQbank(["stats", pack], environment: env)
    #expect(stats.status == 0, "\(stats.stderr)")
    #expect(stats.stdout.hasPrefix("movie-classics\n"), "\(stats.stdout)")
  }

  static let trivia = #"""
    {"response_code": 0, "results": [
      {"type": "boolean", "difficulty": "easy", "category": "Entertainment: Film",
       "question": "Is &quot;Alien&quot; from 1979?", "correct_answer": "True", "incorrect_answers": ["False"]},
      {"type": "multiple", "difficulty": "easy", "category": "Entertainment: Film",
       "question": "How many Oscars did Titanic win?", "correct_answer": "11",
       "incorrect_answers": ["3", "7", "14"]}]}
    """#

  @Test func playsAnOpenTriviaDBFileImportedInMemory() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-play-otdb")
    let url = folder.appendingPathComponent("film-trivia.json")
    try Data(Self.trivia.utf8).write(to: url)
    let result = try runQbank(
      ["play", url.path, "--machine", "--seed", "1"], stdin: #"{"quit":true}"#,
      environment: try state())
    #expect(result.status == 0, "\(result.stderr)")
    let all = try events(result.stdout)
    let bundle = try #require(all.first?["bundle"] as? [String: Any])
    #expect(bundle["id"] as? String == "film-trivia")
    #expect(bundle["questions"] as? Int == 2)
    // Imported in memory: nothing written beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["film-trivia.json"])
  }

  @Test func aQuizFileImportCannotReadExits65SayingWhy() throws {
    let url = try TestFiles.write(#"{"response_code": 1, "results": []}"#)
    let result = try runQbank(["play", url.path, "--machine"], environment: try state())
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "\(url.path): error: not a playable Open Trivia DB JSON file (line 1, column 19): Open Trivia DB answered response_code 1"
      ), "\(result.stderr)")
  }

  @Test func aQuizFileWithNoQuestionsCannotBePlayed() throws {
    let url = try TestFiles.write(#"{"response_code": 0, "results": []}"#)
    let result = try runQbank(["play", url.path, "--machine"], environment: try state())
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(url.path): error: it has no questions"), "\(result.stderr)")
  }

  @Test func withoutAnArgumentTheSampleBundleIsLookedForInTheCurrentFolder() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-cwd")
    let sample = folder.appendingPathComponent("samples/movie-quiz/dist")
    try FileManager.default.createDirectory(at: sample, withIntermediateDirectories: true)
    try BundleWriter().write(
      PlayFixtures.classic(id: "from-cwd"), to: sample.appendingPathComponent("movie-quiz.json"))
    let result = try runQbank(
      ["play", "--machine"], stdin: #"{"quit":true}"#, directory: folder, environment: try state())
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""id":"from-cwd""#))
  }

  @Test func withoutAnArgumentOrASampleInTheCurrentFolderTheEmbeddedSampleIsPlayed() throws {
    let empty = try TestPaths.temporaryDirectory("qbank-cwd")
    let env = try state()
    let result = try runQbank(
      ["play", "--answers", "y,n,y,y,n,n,y,n,y,y", "--seed", "7"], directory: empty,
      environment: env)
    #expect(result.status == 0, "\(result.stderr)")
    let played = try events(result.stdout)
    let start = try #require(played.first)
    #expect(start["event"] as? String == "start")
    #expect((start["bundle"] as? [String: Any])?["id"] as? String == "movie-quiz")
    #expect(played.filter { $0["event"] as? String == "feedback" }.count == 10)
    #expect(played.filter { $0["event"] as? String == "summary" }.count == 1)
    // Played from the binary: nothing was read from or written to the empty folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
    #expect(try statistics("movie-quiz", environment: env)["roundsPlayed"] as? Int == 1)
  }

  @Test func aCorruptStatisticsFileIsMovedAsideAndPlayGoesOn() throws {
    let url = try PlayFixtures.write(PlayFixtures.classic())
    let env = try state()
    let folder = URL(fileURLWithPath: env["XDG_STATE_HOME"]!).appendingPathComponent("qbank")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: folder.appendingPathComponent("statistics.json"))
    let result = try runQbank(
      ["play", url.path, "--answers", "y,y,y,y,y,y,y,y,y,y"], environment: env)
    #expect(result.status == 0)
    let warning = try #require(
      try events(result.stdout).first { $0["event"] as? String == "warning" })
    #expect(warning["kind"] as? String == "statistics-corrupt")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains { $0.hasPrefix("statistics.json.corrupt-") })
    #expect(try events(result.stdout).contains { $0["event"] as? String == "summary" })
  }

  @Test func aFolderInsteadOfABundleExits66() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-folder")
    let result = try runQbank(["play", folder.path], environment: try state())
    #expect(result.status == 66)
    #expect(
      result.stderr.hasPrefix("\(folder.path): error: cannot be read: it is a folder\n")
    )
  }

  @Test func badDelaysAndEmptyAnswerListsAreUsageErrors() throws {
    let delay = try runQbank(["play", "x.json", "--delay=-5"], environment: try state())
    #expect(delay.status == 64)
    #expect(delay.stderr.contains("--delay must be 0 or more milliseconds"))
    let answers = try runQbank(["play", "x.json", "--answers", ", ,"], environment: try state())
    #expect(answers.status == 64)
    #expect(answers.stderr.contains("--answers needs at least one answer, such as y,n,y"))
  }

  @Test func anAnswerListWithAnythingButYNOrAChoiceNumberIsAUsageError() throws {
    for (list, bad) in [("y,x,y", "x"), ("99", "99"), ("y, n ,0", "0"), ("yes,maybe", "maybe")] {
      let result = try runQbank(["play", "x.json", "--answers", list], environment: try state())
      #expect(result.status == 64, "\(list)")
      #expect(
        result.stderr.contains(
          "--answers: \"\(bad)\" is not an answer; use y, n, yes, no or a choice number 1–9, such as y,n,y or 1,3,2"
        ), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    let url = try PlayFixtures.write(PlayFixtures.classic(count: 2))
    let fine = try runQbank(
      ["play", url.path, "--answers", "Yes,NO", "--seed", "1"], environment: try state())
    #expect(fine.status == 0)
    #expect(try events(fine.stdout).filter { $0["event"] as? String == "feedback" }.count == 2)
    #expect(try events(fine.stdout).allSatisfy { $0["event"] as? String != "error" })
  }

  @Test func aBundleWorthTooManyPointsIsMalformedNotACrash() throws {
    var bundle = PlayFixtures.classic(count: 2)
    bundle.questions[0].points = Int.max
    let url = try PlayFixtures.write(bundle)
    let result = try runQbank(["play", url.path, "--answers", "y,y"], environment: try state())
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "question 1 (q1) is worth 9223372036854775807 points; the player takes at most 1000000 a question"
      ))
  }

  @Test func badOptionsAreUsageErrors() throws {
    let result = try runQbank(["play", "x.json", "--lang", "fr"], environment: try state())
    #expect(result.status == 64)
    #expect(result.stderr.contains("--lang fr: use en, ru, uk or it"))
  }
}

/// What `qbank play` and `qbank stats` do when the statistics cannot be kept.
struct StatisticsTroubleTests {
  @Test func playGoesOnWithAWarningWhenStatisticsCannotBeSaved() throws {
    let url = try PlayFixtures.write(PlayFixtures.classic())
    let blocker = try TestPaths.temporaryDirectory("qbank-state").appendingPathComponent("file")
    try Data("not a folder".utf8).write(to: blocker)
    let result = try runQbank(
      ["play", url.path, "--answers", "y,y,y,y,y,y,y,y,y,y"],
      environment: ["XDG_STATE_HOME": blocker.path])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    let warning = try #require(lines.first { $0.contains(#""event":"warning""#) })
    #expect(warning.contains(#""kind":"statistics-not-saved""#))
    #expect(warning.contains("cannot write \(blocker.path)/qbank: "))
    #expect(
      lines.contains { $0.contains(#""event":"summary""#) && $0.contains(#""roundsPlayed":1"#) })
  }

  @Test func statsOfAnInvalidBundleFileExits65() throws {
    let url = try TestFiles.write("[1, 2]")
    let state = try TestPaths.temporaryDirectory("qbank-state")
    let result = try runQbank(["stats", url.path], environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(url.path): error: not a QuizBank bundle"))
  }

  @Test func statsOfAHostileBundleShowsItsNameAndIdEscaped() throws {
    var bundle = PlayFixtures.classic(count: 1)
    bundle.questions[0].id = "q\u{1B}]0;t\u{07}\u{202E}1"
    bundle.questions[0].choices.removeLast()
    let url = try PlayFixtures.write(bundle, name: "b\u{1B}]52;c;eA==\u{07}\u{202E}.json")
    let state = try TestPaths.temporaryDirectory("qbank-state")
    let result = try runQbank(["stats", url.path], environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 65)
    let folder = url.deletingLastPathComponent().path
    #expect(
      result.stderr
        == folder
        + #"/b\e]52;c;eA==\u{7}\u{202E}.json: error: question 1 (q\e]0;t\u{7}\u{202E}1) has fewer than two choices"#
        + "\n")
    #expect(!result.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
  }

  @Test func statsWarnsAboutACorruptFileAndShowsNothing() throws {
    let state = try TestPaths.temporaryDirectory("qbank-state")
    let folder = state.appendingPathComponent("qbank")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{]".utf8).write(to: folder.appendingPathComponent("statistics.json"))
    let result = try runQbank(["stats"], environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 0)
    #expect(result.stdout == "No statistics yet.\n")
    #expect(
      result.stderr.hasPrefix(
        "warning: the statistics file was damaged; it was moved to \(folder.path)/statistics.json.corrupt-"
      ))
  }
}
