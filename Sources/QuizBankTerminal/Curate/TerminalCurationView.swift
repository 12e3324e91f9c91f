import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

/// The curator in a terminal: prints cards, reads keys, forwards them to the
/// presenter. The view owns the presenter; the presenter holds the view weakly.
package final class TerminalCurationView: CurationView {
  private let presenter: CurationPresenter
  private let console: any TerminalOutput
  private let style: Style
  private let text: Localizer
  private var finished = false

  package init(presenter: CurationPresenter, console: any TerminalOutput, text: Localizer) {
    self.presenter = presenter
    self.console = console
    self.style = Style(enabled: console.colorsStdout)
    self.text = text
    presenter.attach(self)
  }

  /// Runs until the session ends; returns whether it ended cleanly (no failed save).
  package func run() async -> Bool {
    let keys = KeyReader()
    defer { keys.restore() }
    await presenter.start()
    while presenter.phase != .finished {
      let key = keys.next()
      switch (presenter.phase, key) {
      case (.reviewing, .keep):
        console.out(style.green(text.text("curate.kept")) + "\n")
        await presenter.keep()
      case (.reviewing, .drop):
        console.out(style.red(text.text("curate.dropped")) + "\n")
        presenter.drop()
      case (.askingToContinue, .yes):
        presenter.answerContinue(true)
      case (.askingToContinue, .no), (.askingToContinue, .quit):
        presenter.answerContinue(false)
      case (_, .quit):
        presenter.quit()
      default:
        continue
      }
    }
    return presenter.failure == nil
  }

  package func show(_ card: CurationCard) {
    // Candidate text is data: through the terminal gate before it is styled.
    let clean = DisplayText.sanitized
    var lines = ["", style.bold("── \(card.counter) ──")]
    if let subject = card.subject { lines.append(style.cyan(clean(subject))) }
    lines.append(clean(card.prompt))
    lines.append(style.dim(clean(card.answer)))
    if let image = card.image {
      lines.append(style.dim(text.text("curate.picture") + ": " + clean(image)))
    }
    lines.append(style.dim(card.hint))
    console.out(lines.joined(separator: "\n") + "\n")
  }

  package func showMessage(_ message: String, isError: Bool) {
    if isError {
      console.warn([.error(message)])
    } else {
      console.out(DisplayText.escaped(message) + "\n")
    }
  }

  package func askToContinue(_ question: String) {
    console.out("\n" + style.bold(question) + "\n")
  }

  package func showFinished(_ summary: String) {
    finished = true
    console.out("\n" + summary + "\n")
  }
}
