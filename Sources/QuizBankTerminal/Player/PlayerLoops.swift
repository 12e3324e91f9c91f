import QuizBankPlay

/// The input loops that drive a presenter: keys on a terminal, JSON Lines on
/// standard input, or a `--answers` list.
package enum PlayerLoops {
  /// Plays on the terminal: keys from `terminal`, or the `answers` list when given.
  package static func runTerminal(
    presenter: PlayPresenter, view: TerminalView, terminal: RawTerminal?, answers: [String]?,
    clock: any GameClock
  ) {
    var script = answers
    presenter.start()
    while presenter.phase != .finished {
      let command: PlayerCommand?
      if script != nil {
        if presenter.phase != .answering { clock.sleep(milliseconds: max(presenter.delayMs, 1000)) }
        command = presenter.scriptedCommand(from: &script!)
      } else if let terminal, let key = terminal.readKey() {
        if key == RawTerminal.redrawKey {
          view.redraw()
          continue
        }
        if presenter.phase == .answering, view.takesSeveral, view.answerKeys.contains(key) {
          view.toggle(key)
          continue
        }
        command = Self.command(
          forKey: key, phase: presenter.phase, answerKeys: view.answerKeys,
          selection: view.takesSeveral ? view.selection : nil)
      } else {
        command = .quit
      }
      guard let command else { continue }
      try? presenter.perform(command)
      terminal?.discardPendingInput()
    }
  }

  /// What a key means in `phase`; nil for a key that means nothing there.
  /// `selection` is the choices toggled on when the question takes several.
  package static func command(
    forKey key: String, phase: PlayPresenter.Phase, answerKeys: [String],
    selection: [String]? = nil
  ) -> PlayerCommand? {
    if key == "q" || key == "escape" { return .quit }
    switch phase {
    case .answering:
      if let selection { return key == "\n" && !selection.isEmpty ? .answerAll(selection) : nil }
      if answerKeys.contains(key) { return .answer(key) }
      // 1–9 answer every question, yes/no ones too (y/n are its keys): 1 is the first choice.
      if key.count == 1, let number = Int(key), answerKeys.indices.contains(number - 1) {
        return .answer(answerKeys[number - 1])
      }
      return nil
    case .summary:
      if ["y", "\n", " ", "r"].contains(key) { return .next }
      return key == "n" ? .quit : nil
    case .menu: return ["n", "\n", " ", "1"].contains(key) ? .next : nil
    case .idle, .finished: return nil
    }
  }

  /// Plays the machine protocol: commands from `readLine` (or the `answers`
  /// list), events through the presenter's ``EventView``; errors become events.
  package static func runMachine(
    presenter: PlayPresenter, answers: [String]?, readLine: () -> String?,
    emit: (PlayEvent) -> Void
  ) {
    var script = answers
    presenter.start()
    while presenter.phase != .finished {
      let command: PlayerCommand
      if script != nil {
        command = presenter.scriptedCommand(from: &script!)
      } else {
        guard let line = readLine() else {
          presenter.quit()
          break
        }
        if line.allSatisfy(\.isWhitespace) { continue }
        do {
          command = try PlayerCommand.parse(line: line)
        } catch {
          emit(.error(error.description))
          continue
        }
      }
      do {
        try presenter.perform(command)
      } catch {
        emit(.error(error.description))
      }
    }
  }
}
