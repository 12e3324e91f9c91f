import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankPlay

/// `qbank play`: a bundle on the terminal (keys, or an `--answers` list), or the
/// JSON Lines protocol for programs (`--machine`, or when standard input is not a terminal).
package struct TerminalPlayer {
  /// The bundle to play; nil plays the sample (``DefaultBundle``).
  package var bundle: URL?
  /// The interface language.
  package var language: UILanguage
  /// Milliseconds between an answer's feedback and the next question; nil: the bundle's.
  package var delay: Int?
  /// The seed of the question order; nil: a random one.
  package var seed: UInt64?
  /// Whether to speak JSON Lines even when standard input is a terminal.
  package var machine: Bool
  /// Answers to play instead of keys or commands, then quit.
  package var answers: [String]?

  package init(
    bundle: URL?, language: UILanguage, delay: Int?, seed: UInt64?, machine: Bool,
    answers: [String]?
  ) {
    self.bundle = bundle
    self.language = language
    self.delay = delay
    self.seed = seed
    self.machine = machine
    self.answers = answers
  }

  /// Plays until the player quits; throws when the bundle cannot be loaded (and
  /// the player did not retry): the failure to render (none when the screen said it).
  package func play(
    console: any TerminalOutput,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DiagnosticFailure) {
    let machineMode = machine || isatty(STDIN_FILENO) != 1
    let script = answers
    let interactive = !machineMode && script == nil
    let terminal = interactive ? RawTerminal() : nil
    defer { terminal?.restore() }
    let text = Localizer(language: language, table: .player)

    let url = bundle ?? DefaultBundle.locate()
    let loaded = try PlayLoading.load(
      url: url, terminal: terminal, machine: machineMode, text: text, console: console)

    let clock = SystemClock(sleeps: !machineMode || delay != nil)
    let configuration = PlayConfiguration(
      locale: language.rawValue, delayMs: delay, splashMs: machineMode ? 0 : 1200,
      seed: seed ?? UInt64.random(in: 0...UInt64.max))
    let store = StatisticsStore(fileURL: StatisticsStore.defaultFile(environment: environment))
    let presenter = PlayPresenter(
      bundle: loaded, configuration: configuration, clock: clock, store: store)

    if machineMode {
      let emit: (PlayEvent) -> Void = { event in console.out(event.line + "\n") }
      let view = EventView(emit: emit)
      view.presenter = presenter
      presenter.view = view
      let read: () -> String? = { Swift.readLine(strippingNewline: true) }
      PlayerLoops.runMachine(presenter: presenter, answers: script, readLine: read, emit: emit)
    } else {
      let write: (String) -> Void = { console.out($0) }
      var warn: ((String) -> Void)? = nil
      if !console.stderrIsTerminal { warn = { console.err($0) } }
      // Sixel is told by the terminal's answer to a device attributes query, asked
      // only where the environment leaves it open.
      var attributes: [Int]? = nil
      if let terminal, console.colorsStdout,
        TerminalImageSupport.shouldQueryDeviceAttributes(environment: environment)
      {
        attributes = terminal.deviceAttributes()
      }
      let images =
        console.colorsStdout
        ? TerminalImageSupport.detect(environment: environment, deviceAttributes: attributes)
        : .none
      let view = TerminalView(
        language: language, colors: console.colorsStdout, images: images,
        bundleFolder: url?.deletingLastPathComponent()
          ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath), write: write,
        warn: warn)
      view.presenter = presenter
      presenter.view = view
      PlayerLoops.runTerminal(
        presenter: presenter, view: view, terminal: terminal, answers: script, clock: clock)
    }
  }
}
