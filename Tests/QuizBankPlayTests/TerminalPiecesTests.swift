import Foundation
import QuizBankModel
import QuizBankPlay
import QuizBankTerminal
import QuizBankTestSupport
import Testing

/// The terminal view's parts that need no terminal: image support, key mapping, layout.
struct TerminalPiecesTests {
  @Test func imageSupportIsToldFromTheEnvironment() {
    #expect(
      TerminalImageSupport.detect(environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"])
        == .kitty)
    #expect(TerminalImageSupport.detect(environment: ["TERM_PROGRAM": "iTerm.app"]) == .iterm2)
    #expect(TerminalImageSupport.detect(environment: ["TERM": "mlterm"]) == .sixel)
    // Other colour terminals draw half-blocks (HalfBlockTests), tmux too: its
    // coloured text passes where image escape sequences do not.
    #expect(TerminalImageSupport.detect(environment: ["TERM": "xterm-256color"]) == .halfBlocks256)
    #expect(
      TerminalImageSupport.detect(environment: [
        "TERM": "screen", "TMUX": "/tmp/t", "KITTY_WINDOW_ID": "1",
      ]) == .halfBlocks256)
    #expect(TerminalImageSupport.detect(environment: ["TERM": "vt100"]) == .none)
  }

  @Test func kittyDrawsALocalPNGAndNothingElse() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-images")
    let png = Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 5000))
    try png.write(to: folder.appendingPathComponent("poster.png"))
    try Data([0xFF, 0xD8, 0xFF]).write(to: folder.appendingPathComponent("poster.jpg"))
    let kitty = TerminalImageSupport.kitty
    let sequence = try #require(
      kitty.sequence(
        for: ImageReference(source: "poster.png"), bundleFolder: folder, columns: 40, rows: 8))
    #expect(sequence.hasPrefix("\u{1B}_Ga=T,f=100,c=40,r=8,C=1,q=2,m=1;"))
    #expect(sequence.hasSuffix("\u{1B}\\"))
    #expect(sequence.components(separatedBy: "\u{1B}_G").count == 3)  // two chunks
    #expect(
      kitty.sequence(
        for: ImageReference(source: "poster.jpg"), bundleFolder: folder, columns: 40, rows: 8)
        == nil)
    let iterm = TerminalImageSupport.iterm2.sequence(
      for: ImageReference(source: "poster.jpg"), bundleFolder: folder, columns: 40, rows: 8)
    #expect(iterm?.hasPrefix("\u{1B}]1337;File=inline=1;size=3;width=40;height=8;") == true)
  }

  @Test func picturesOutsideTheBundleFolderOrRemoteAreNeverOpened() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-images")
    for source in ["../secret.png", "/etc/passwd", "https://example.org/a.png"] {
      #expect(
        TerminalImageSupport.iterm2.sequence(
          for: ImageReference(source: source), bundleFolder: folder, columns: 10, rows: 4) == nil)
    }
  }

  @Test func keysMeanWhatTheScreenOffers() {
    #expect(
      PlayerLoops.command(forKey: "y", phase: .answering, answerKeys: ["y", "n"]) == .answer("y"))
    #expect(PlayerLoops.command(forKey: "3", phase: .answering, answerKeys: ["y", "n"]) == nil)
    // Issue 14, bug 10: 1–9 answer every question, a yes/no one too (1 = yes, 2 = no).
    #expect(
      PlayerLoops.command(forKey: "1", phase: .answering, answerKeys: ["y", "n"]) == .answer("y"))
    #expect(
      PlayerLoops.command(forKey: "2", phase: .answering, answerKeys: ["y", "n"]) == .answer("n"))
    #expect(PlayerLoops.command(forKey: "0", phase: .answering, answerKeys: ["y", "n"]) == nil)
    #expect(PlayerLoops.command(forKey: "q", phase: .answering, answerKeys: ["y", "n"]) == .quit)
    #expect(PlayerLoops.command(forKey: "y", phase: .summary, answerKeys: []) == .next)
    #expect(PlayerLoops.command(forKey: "n", phase: .summary, answerKeys: []) == .quit)
    #expect(PlayerLoops.command(forKey: "\n", phase: .menu, answerKeys: []) == .next)
    #expect(PlayerLoops.command(forKey: "x", phase: .menu, answerKeys: []) == nil)
    // A question that takes several choices: Enter answers with those toggled on.
    let keys = ["1", "2", "3"]
    #expect(
      PlayerLoops.command(forKey: "\n", phase: .answering, answerKeys: keys, selection: ["1", "3"])
        == .answerAll(["1", "3"]))
    #expect(
      PlayerLoops.command(forKey: "\n", phase: .answering, answerKeys: keys, selection: []) == nil)
  }

  @Test func theSharedKeyReaderTellsArrowsAndTheCuratorMapsThem() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let typed = "k\u{1B}[Cd\u{1B}[D\u{1B}OCyNq\u{1B}[1;5A\u{1B}[A\u{04}x н"
    _ = typed.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
    close(ends[1])
    var keys: [String] = []
    while let key = RawTerminal.readKey(from: ends[0]) { keys.append(key) }
    // Each sequence is read whole and alone: the keys after it are not swallowed.
    #expect(
      keys == [
        "k", "right", "d", "left", "right", "y", "n", "q", "sequence", "up", "\u{04}", "x", " ",
        "y",
      ])
    #expect(
      keys.map(KeyReader.key(for:)) == [
        .keep, .keep, .drop, .drop, .keep, .yes, .no, .quit, .other, .other, .quit, .other, .other,
        .yes,
      ])
    #expect(KeyReader.key(for: nil) == .quit)
    #expect(KeyReader.key(for: RawTerminal.redrawKey) == .other)
    // The player ignores the arrows and the redraw that follows a resume.
    for key in ["right", "left", "up", RawTerminal.redrawKey] {
      #expect(PlayerLoops.command(forKey: key, phase: .answering, answerKeys: ["y", "n"]) == nil)
    }
  }

  @Test func framesKeepEscapeCodesOutOfTheWidth() {
    let lines = ScreenText.frame(
      [FramedLine("right", paint: { "\u{1B}[32m\($0)\u{1B}[0m" })], width: 20, paint: { $0 })
    #expect(lines[0] == "┌" + String(repeating: "─", count: 18) + "┐")
    #expect(lines[1] == "│ \u{1B}[32mright           \u{1B}[0m │")
    #expect(
      lines.allSatisfy {
        $0.replacingOccurrences(of: "\u{1B}[32m", with: "").replacingOccurrences(
          of: "\u{1B}[0m", with: ""
        ).count == 20
      })
  }

  @Test func longTextIsWrappedAndCutWithAnEllipsis() {
    #expect(ScreenText.wrap("one two three four five", 9, maxLines: 2) == ["one two", "three …"])
    #expect(ScreenText.fit("abcdefgh", 5) == "abcd…")
    #expect(ScreenText.wrap("abcdefghijkl", 5, maxLines: 3) == ["abcde", "fghij", "kl"])
  }

  @Test func wideCharactersTakeTwoColumnsSoFramesStayStraight() {
    #expect(ScreenText.columns("七人の侍") == 8)
    #expect(ScreenText.columns("Amélie") == 6)
    #expect(ScreenText.columns("e\u{301}") == 1)
    #expect(ScreenText.fit("七人の侍", 6) == "七人…")
    #expect(ScreenText.pad("侍", 4) == "侍  ")
    #expect(ScreenText.wrap("七人の侍 Seven Samurai", 8, maxLines: 3) == ["七人の侍", "Seven", "Samurai"])
    let lines = ScreenText.frame([FramedLine("七人の侍 (1954)")], width: 20, paint: { $0 })
    #expect(lines.allSatisfy { ScreenText.columns($0) == 20 })
  }
}

/// The terminal view drawn into a string.
struct TerminalViewTests {
  private final class Screen: @unchecked Sendable {
    var text = ""
  }

  private func play(_ bundle: QuizBundle, colors: Bool) -> (PlayPresenter, TerminalView, Screen) {
    let screen = Screen()
    let view = TerminalView(
      language: .en, colors: colors, images: .none, bundleFolder: URL(fileURLWithPath: "/tmp"),
      write: { screen.text += $0 }, warn: nil)
    let presenter = PlayPresenter(
      bundle: bundle, configuration: PlayConfiguration(splashMs: 0, seed: 1), clock: ManualClock(),
      store: nil)
    view.presenter = presenter
    presenter.view = view
    presenter.start()
    return (presenter, view, screen)
  }

  @Test func aClassicCardWithoutAPictureKeepsAPlaceholderNamingTheFilm() {
    var bundle = PlayFixtures.classic()
    for index in bundle.questions.indices { bundle.questions[index].image = nil }
    let (presenter, view, screen) = play(bundle, colors: false)
    defer { withExtendedLifetime(view) {} }  // the presenter holds its view weakly
    let title = presenter.currentCard?.subject?.title ?? "?"
    let card = screen.text.components(separatedBy: "\u{1B}[H\u{1B}[2J").last ?? ""
    #expect(card.contains("[ no picture ]"))
    #expect(card.contains("│ " + ScreenText.center(title, 76) + " │"))
    #expect(!card.contains("\u{1B}[3"))
  }

  @Test func theFrameTurnsGreenForARightAnswerAndRedForAWrongOne() throws {
    let bundle = PlayFixtures.classic()
    let (presenter, view, screen) = play(bundle, colors: true)
    defer { withExtendedLifetime(view) {} }  // the presenter holds its view weakly
    let key = PlayFixtures.answerKey(bundle)
    let right = try #require(presenter.currentCard.flatMap { key[$0.id]?.first })
    try presenter.answer(right)
    #expect(screen.text.contains("\u{1B}[32m\u{1B}[1m┌"))
    let wrong = try #require(
      presenter.currentCard.flatMap { key[$0.id]?.first == "yes" ? "no" : "yes" })
    try presenter.answer(wrong)
    #expect(screen.text.contains("\u{1B}[31m\u{1B}[1m┌"))
  }
}
