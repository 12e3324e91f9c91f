import ArgumentParser
import Foundation
import QuizBankLocalization
import QuizBankPlay
import QuizBankTerminal

/// `qbank play`: plays a bundle on the terminal, or speaks JSON Lines to a program.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a bundle in the terminal, or drive it as JSON Lines.",
    discussion: """
      Classic bundles play MovieQuiz rounds (y/n keys, a summary with statistics
      after each round); menu bundles play the myAEDES game (a main menu, 1–9 keys,
      points and a high score). Statistics are kept per bundle id in
      $XDG_STATE_HOME/qbank/statistics.json (~/.local/state/qbank/ by default).
      A quiz file qbank import reads (XML pack, Moodle XML, GIFT, Aiken, QTI,
      Open Trivia DB) is imported in memory and played; nothing is written.

      With --machine, or when standard input is not a terminal, the player reads
      commands ({"answer":"yes"}, {"next":true}, {"quit":true}) and writes events,
      one JSON object per line; see docs/player.md.

      Examples:
        qbank play
        qbank play samples/movie-quiz/dist/movie-quiz.json --lang ru
        qbank play quiz.json --answers y,n,y,y,n,n,y,n,y,y --seed 7
        echo '{"answer":"yes"}' | qbank play quiz.json --machine --seed 1
        qbank play samples/packs/movie-classics.xml
      """)

  @Argument(
    help:
      "The bundle to play, or a quiz file qbank import reads (XML pack, Moodle XML, GIFT, Aiken, QTI, Open Trivia DB) (default: ./samples/movie-quiz/dist/movie-quiz.json if there, else the sample movie quiz built into qbank)."
  )
  var bundle: String?

  @OptionGroup var language: LanguageOption

  @Option(
    help: "Milliseconds between an answer's feedback and the next question (default: the bundle's)."
  )
  var delay: Int?

  @Option(help: "Seed for the question order; the same seed gives the same order.")
  var seed: UInt64?

  @Flag(help: "Speak JSON Lines on stdin/stdout (the default when stdin is not a terminal).")
  var machine = false

  @Option(
    help:
      "Answer from this list (y/n/yes/no or 1–9, e.g. y,n,y or 1,3) instead of the keyboard, then quit."
  )
  var answers: String?

  func validate() throws {
    if let delay, delay < 0 { throw ValidationError("--delay must be 0 or more milliseconds") }
    if let answers {
      let list = PlayerCommand.answers(from: answers)
      if list.isEmpty {
        throw ValidationError("--answers needs at least one answer, such as y,n,y")
      }
      if let bad = list.first(where: { !PlayerCommand.isScriptAnswer($0) }) {
        throw ValidationError(
          "--answers: \"\(bad)\" is not an answer; use y, n, yes, no or a choice number 1–9, such as y,n,y or 1,3,2"
        )
      }
    }
  }

  func run() throws {
    let player = TerminalPlayer(
      bundle: bundle.map { URL(fileURLWithPath: $0) }, language: language.language, delay: delay,
      seed: seed, machine: machine, answers: answers.map(PlayerCommand.answers(from:)))
    try failing(Console.current) { try player.play(console: Console.current) }
  }
}
