import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankPlay

/// The terminal front end: draws each screen of the game in 80×24 at most,
/// colour only when allowed, text from the bundle stripped of control characters.
///
/// It owns its presenter; the presenter holds it weakly (no reference cycle).
package final class TerminalView: PlayView {
  /// The presenter this view shows.
  package var presenter: PlayPresenter?
  /// The keys that answer the question on screen.
  package private(set) var answerKeys: [String] = []
  /// Whether the question on screen takes several choices (keys toggle, Enter answers).
  package private(set) var takesSeveral = false
  /// The keys toggled on for a question that takes several choices.
  package private(set) var selection: [String] = []
  private var shownCard: QuestionCard?

  let text: Localizer
  let style: Style
  let images: TerminalImageSupport
  let bundleFolder: URL
  private let write: (String) -> Void
  private let warn: ((String) -> Void)?
  /// Warnings shown above the next screens, and on how many more screens.
  private var notices: [String] = []
  private var noticeScreensLeft = 0
  private var title = ""
  /// The last screen drawn, for ``redraw()``.
  private var lastFrame = ""
  /// A screen other than a card, kept by its model so ``redraw()`` lays it out again.
  enum Screen {
    case splash(SplashScreen)
    case menu(MenuScreen)
    case summary(RoundSummary)
  }
  var screenOnScreen: Screen?
  /// The terminal's size in cells; the real terminal's unless a test sets it.
  package var screenSize: () -> (columns: Int, rows: Int) = {
    (RawTerminal.columns, RawTerminal.rows)
  }
  /// The last picture drawn in half-blocks (its source and box, and its lines), so
  /// redrawing a card (a toggle, the feedback) does not decode it again.
  var halfBlockCache: (key: String, lines: [String]?)?
  /// The card on screen (and its feedback), laid out again by ``redraw()``; nil for
  /// the other screens.
  var cardOnScreen: (card: QuestionCard, feedback: AnswerFeedback?)?

  package init(
    language: UILanguage, colors: Bool, images: TerminalImageSupport, bundleFolder: URL,
    write: @escaping (String) -> Void, warn: ((String) -> Void)?
  ) {
    text = Localizer(language: language, table: .player)
    style = Style(enabled: colors)
    self.images = images
    self.bundleFolder = bundleFolder
    self.write = write
    self.warn = warn
  }

  var width: Int { min(screenSize().columns, 80) }
  var height: Int { min(screenSize().rows, 24) }

  // MARK: - PlayView

  package func showSplash(_ splash: SplashScreen) {
    title = DisplayText.sanitized(splash.title)
    screenOnScreen = .splash(splash)
    drawFitted(splashLines(splash))
  }

  package func showMenu(_ menu: MenuScreen) {
    title = DisplayText.sanitized(menu.splash.title)
    screenOnScreen = .menu(menu)
    var lines = splashLines(menu.splash)
    lines.append(ScreenLine(""))
    if let high = menu.highScore {
      lines += wrapped(
        text.text("menu.highScore", ["score": "\(high.score)", "date": Self.date(high.date)]))
    } else {
      lines += wrapped(text.text("menu.noHighScore"))
    }
    if let last = menu.lastGame {
      lines += wrapped(
        text.text(
          "menu.lastGame",
          ["score": "\(last.score)", "correct": "\(last.correct)", "total": "\(last.total)"]))
      if menu.isNewRecord {
        lines += wrapped(text.text("menu.newRecord", ["score": "\(last.score)"])) {
          self.style.bold(self.style.green($0))
        }
      }
    }
    lines.append(ScreenLine(""))
    lines.append(ScreenLine("  " + style.bold("[n]") + " " + text.text("menu.newGame")))
    lines.append(ScreenLine("  " + style.bold("[q]") + " " + text.text("menu.quit")))
    drawFitted(lines)
  }

  package func showQuestion(_ card: QuestionCard) {
    answerKeys = card.options.map(\.key)
    takesSeveral = card.kind == .multipleResponse
    selection = []
    shownCard = card
    drawCard(card, feedback: nil)
  }

  /// Toggles a choice of a question that takes several, and redraws it.
  package func toggle(_ key: String) {
    guard takesSeveral, let card = shownCard, answerKeys.contains(key) else { return }
    if let index = selection.firstIndex(of: key) {
      selection.remove(at: index)
    } else {
      selection.append(key)
    }
    drawCard(card, feedback: nil)
  }

  package func showFeedback(_ feedback: AnswerFeedback) {
    answerKeys = []
    takesSeveral = false
    drawCard(feedback.card, feedback: feedback)
  }

  package func showSummary(_ summary: RoundSummary) {
    answerKeys = []
    screenOnScreen = .summary(summary)
    let stats = summary.statistics
    var body = [
      FramedLine(
        text.text(
          "summary.result",
          ["correct": "\(summary.round.correct)", "total": "\(summary.round.total)"]),
        paint: style.bold),
      FramedLine(text.text("summary.played", ["count": "\(stats.roundsPlayed)"])),
    ]
    if let best = stats.bestRound {
      body.append(
        FramedLine(
          text.text(
            "summary.record",
            ["correct": "\(best.correct)", "total": "\(best.total)", "date": Self.date(best.date)]))
      )
    }
    let accuracy = text.number(stats.averageAccuracy ?? 0, digits: 2)
    body.append(FramedLine(text.text("summary.accuracy", ["percent": accuracy])))
    var lines = [ScreenLine(header(right: "")), ScreenLine("")]
    lines += ScreenText.frame(
      body, width: width, title: text.text("summary.title"), paint: style.cyan
    ).map { ScreenLine($0) }
    if summary.isNewRecord {
      // The frame names the best round too: this line may give way on a short screen.
      lines += wrapped(text.text("summary.newRecord")) { self.style.bold(self.style.green($0)) }
        .map { ScreenLine($0.text, mayGo: true) }
    }
    lines.append(ScreenLine(""))
    lines += wrapped(text.text("summary.again"))
    drawFitted(lines)
  }

  package func showWarning(_ warning: PlayWarning) {
    let message =
      switch warning {
      case .statisticsMovedAside(let info): text.text("warning.corrupt", ["path": info.movedTo])
      case .statisticsNotSaved(let reason): text.text("warning.notSaved", ["reason": reason])
      }
    notices.append(message)
    noticeScreensLeft = 3
    warn?(message + "\n")
  }

  package func showEnd(_ statistics: BundleStatistics) {
    answerKeys = []
    cardOnScreen = nil
    screenOnScreen = nil
    write("\u{1B}[H\u{1B}[2J\n  " + text.text("end.bye") + "\n\n")
  }

  // MARK: - Drawing

  /// The warnings' lines above the next screen.
  var noticeLines: [String] { notices.flatMap { ScreenText.wrap($0, width, maxLines: 3) } }

  /// Clears the screen and draws `lines`, notices first.
  func draw(_ lines: [String], then extra: String = "") {
    cardOnScreen = nil
    var all = noticeLines.map { style.yellow($0) }
    if noticeScreensLeft > 0 { noticeScreensLeft -= 1 }
    if noticeScreensLeft == 0 { notices.removeAll() }
    all += lines
    let screen = all.prefix(height - 1).joined(separator: "\n")
    lastFrame = "\u{1B}[H\u{1B}[2J" + screen + "\n" + extra
    write(lastFrame)
  }

  /// Draws `lines` on the screen: when they do not all fit, the logo goes first,
  /// then blank lines one by one from the top, then lines marked `mayGo`; when
  /// even that does not fit, the
  /// "make the window larger" notice.
  private func drawFitted(_ lines: [ScreenLine]) {
    let available = height - 1 - noticeLines.count
    let logoWidth = Self.logo.map { ScreenText.columns($0) }.max() ?? 0
    var kept = lines
    if kept.count > available || logoWidth > width { kept.removeAll { $0.isLogo } }
    while kept.count > available, let blank = kept.firstIndex(where: { $0.isBlank }) {
      kept.remove(at: blank)
    }
    while kept.count > available, let line = kept.firstIndex(where: { $0.mayGo }) {
      kept.remove(at: line)
    }
    guard kept.count <= available else {
      drawTooSmall()
      return
    }
    draw(kept.map(\.text))
  }

  /// `message` wrapped to the screen, two columns in, each line through `paint`.
  private func wrapped(_ message: String, paint: (String) -> String = { $0 }) -> [ScreenLine] {
    ScreenText.wrap(message, max(1, width - 3), maxLines: 1000).map {
      ScreenLine("  " + paint($0))
    }
  }

  /// Draws the last screen again (after the player was suspended and resumed, or
  /// the window changed size): a card, the splash, the menu or a round's summary
  /// is laid out again for the terminal's size from its model.
  package func redraw() {
    if let (card, feedback) = cardOnScreen {
      drawCard(card, feedback: feedback)
    } else if let screen = screenOnScreen {
      switch screen {
      case .splash(let splash): showSplash(splash)
      case .menu(let menu): showMenu(menu)
      case .summary(let summary): showSummary(summary)
      }
    } else {
      write(lastFrame)
    }
  }

  func header(right: String) -> String {
    let left = " QuizBank · " + title
    // At least one space between the title (cut to fit) and `right`.
    let space = width - ScreenText.columns(right) - 2
    return style.bold(ScreenText.pad(left, max(0, space)) + " ") + style.dim(right) + " "
  }

  private func splashLines(_ splash: SplashScreen) -> [ScreenLine] {
    var lines = [ScreenLine("")]
    lines += Self.logo.map { ScreenLine(style.cyan(ScreenText.center($0, width)), isLogo: true) }
    lines.append(ScreenLine(""))
    lines.append(
      ScreenLine(style.bold(ScreenText.center(DisplayText.sanitized(splash.title), width))))
    lines.append(ScreenLine(ScreenText.center(text.text("splash.tagline"), width)))
    lines.append(
      ScreenLine(
        style.dim(
          ScreenText.center(
            text.text(
              "splash.contents",
              ["count": "\(splash.questionCount)", "size": "\(splash.roundSize)"]),
            width))))
    return lines
  }

  static let logo = [
    #"  ___        _     ____              _    "#,
    #" / _ \ _   _(_)___| __ )  __ _ _ __ | | __"#,
    #"| | | | | | | |_  /  _ \ / _` | '_ \| |/ /"#,
    #"| |_| | |_| | |/ /| |_) | (_| | | | |   < "#,
    #" \__\_\\__,_|_/___|____/ \__,_|_| |_|_|\_\"#,
  ]

  /// Dates as MovieQuiz shows them: `21.11.26 04:55`, local time.
  package static func date(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = "dd.MM.yy HH:mm"
    return formatter.string(from: date)
  }
}

/// One line of a screen other than a card, and whether it may give way on a short one.
struct ScreenLine {
  var text: String
  var isLogo = false
  /// Gives way, after the logo and the blank lines, on a screen too short for it.
  var mayGo = false
  var isBlank: Bool { text.isEmpty }

  init(_ text: String, isLogo: Bool = false, mayGo: Bool = false) {
    self.text = text
    self.isLogo = isLogo
    self.mayGo = mayGo
  }
}
