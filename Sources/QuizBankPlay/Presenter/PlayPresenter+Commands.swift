extension PlayPresenter {
  /// Carries out one command of the machine protocol.
  public func perform(_ command: PlayerCommand) throws(PlayInputError) {
    switch command {
    case .answer(let answer): try self.answer(answer)
    case .answerAll(let answers): try answer(all: answers)
    case .next: try next()
    case .quit: quit()
    }
  }

  /// The command a `--answers` list gives now: the next answer while a question
  /// waits, "play again" (or "new game") while answers remain, otherwise quit.
  /// `answers` is consumed from the front.
  public func scriptedCommand(from answers: inout [String]) -> PlayerCommand {
    switch phase {
    case .answering where !answers.isEmpty: return .answer(answers.removeFirst())
    case .summary where !answers.isEmpty, .menu where !answers.isEmpty: return .next
    default: return .quit
    }
  }
}
