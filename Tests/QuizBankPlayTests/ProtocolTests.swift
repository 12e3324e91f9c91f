import Foundation
import Testing

@testable import QuizBankPlay

struct ProtocolTests {
  @Test func commandsParseFromJSONLines() throws {
    #expect(try PlayerCommand.parse(line: #"{"answer":"yes"}"#) == .answer("yes"))
    #expect(try PlayerCommand.parse(line: #"{"answer":3}"#) == .answer("3"))
    #expect(try PlayerCommand.parse(line: #" {"next": true} "#) == .next)
    #expect(try PlayerCommand.parse(line: #"{"quit":true}"#) == .quit)
    #expect(try PlayerCommand.parse(line: #"{"answer":["a","c"]}"#) == .answerAll(["a", "c"]))
  }

  @Test func badCommandsSayWhatIsWrong() {
    #expect(throws: PlayerCommandError.notAnObject) { try PlayerCommand.parse(line: "yes") }
    #expect(throws: PlayerCommandError.notAnObject) { try PlayerCommand.parse(line: "[1]") }
    #expect(throws: PlayerCommandError.badValue("answer")) {
      try PlayerCommand.parse(line: #"{"answer":true}"#)
    }
    #expect(throws: PlayerCommandError.badValue("next")) {
      try PlayerCommand.parse(line: #"{"next":"now"}"#)
    }
    #expect(throws: PlayerCommandError.unknownCommand(["skip"])) {
      try PlayerCommand.parse(line: #"{"skip":1}"#)
    }
    #expect(
      PlayerCommandError.unknownCommand(["skip"]).description
        == "unknown command skip: use answer, next or quit")
  }

  @Test func theAnswersListSplitsOnCommas() {
    #expect(PlayerCommand.answers(from: "y, n,,1 ") == ["y", "n", "1"])
  }

  @Test func eventsAreOneLineOfSortedJSONWithTheCardsContent() throws {
    var lines: [String] = []
    let bundle = PlayFixtures.classic()
    let presenter = PlayPresenter(
      bundle: bundle, configuration: PlayConfiguration(seed: 5), clock: ManualClock(), store: nil)
    let view = EventView { lines.append($0.line) }
    view.presenter = presenter
    presenter.view = view
    presenter.start()
    try presenter.perform(.answer("y"))
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix(#"{"bundle":{"id":"test-classic","#))
    #expect(lines[0].contains(#""event":"start""#))
    let question = try #require(
      JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(question["event"] as? String == "question")
    #expect(question["number"] as? Int == 1)
    #expect(question["of"] as? Int == 10)
    #expect((question["subject"] as? [String: Any])?["title"] as? String != nil)
    #expect((question["image"] as? [String: Any])?["source"] as? String != nil)
    #expect((question["choices"] as? [[String: Any]])?.map { $0["key"] as? String } == ["y", "n"])
    let feedback = try #require(
      JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
    #expect(feedback["event"] as? String == "feedback")
    #expect(feedback["chosen"] as? [String] == ["yes"])
    #expect(feedback["delayMs"] as? Int == 1000)
    #expect(!lines.contains { $0.contains("\n") })
  }

  @Test func aScriptedRunAnswersThenPlaysAgainWhileAnswersRemainThenQuits() throws {
    let presenter = PlayPresenter(bundle: PlayFixtures.classic(), clock: ManualClock(), store: nil)
    let view = RecordingView()
    presenter.view = view
    presenter.start()
    var answers = Array(repeating: "y", count: 12)
    while presenter.phase != .finished {
      try presenter.perform(presenter.scriptedCommand(from: &answers))
    }
    #expect(view.summaries.count == 1)
    #expect(view.feedbacks.count == 12)
    #expect(view.ends.count == 1)
  }

  @Test func feedbackCarriesTheExplanationInThePlayersLocale() throws {
    var bundle = PlayFixtures.classic(count: 10)
    for index in bundle.questions.indices {
      bundle.questions[index].explanation = ["en": "Rated 8.1.", "it": "Voto 8,1."]
    }
    var lines: [String] = []
    let presenter = PlayPresenter(
      bundle: bundle, configuration: PlayConfiguration(locale: "it", seed: 1), clock: ManualClock(),
      store: nil)
    let view = EventView { lines.append($0.line) }
    view.presenter = presenter
    presenter.view = view
    presenter.start()
    try presenter.answer("y")
    let feedback = try #require(lines.first { $0.contains(#""event":"feedback""#) })
    #expect(feedback.contains(#""explanation":"Voto 8,1.""#))
    #expect(presenter.currentCard?.explanation == "Voto 8,1.")
  }
}
