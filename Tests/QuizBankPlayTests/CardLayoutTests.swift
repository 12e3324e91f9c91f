import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankTerminal
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

/// The question card on screens of every size, read back as a grid of cells: the
/// whole question and every answer show; the picture gives way first; below the
/// smallest size a notice asks for a larger window.
struct CardLayoutTests {
  /// A terminal screen: what the view wrote, placed cell by cell.
  struct Grid {
    var rows: [[Character]]
    /// Cells written outside the screen (a line too long, too many lines).
    var overflow: [String] = []

    /// Places the last screen of `output` (after the last clear) on a `columns`×`lines` grid.
    init(_ output: String, columns: Int, lines: Int) {
      rows = Array(repeating: Array(repeating: " ", count: columns), count: lines)
      let screen = output.components(separatedBy: "\u{1B}[H\u{1B}[2J").last ?? ""
      var (row, column) = (0, 0)
      var saved = (0, 0)
      var characters = screen[...]
      while let character = characters.popFirst() {
        if character == "\u{1B}" {
          guard let next = characters.popFirst() else { break }
          if next == "7" { saved = (row, column) } else if next == "8" { (row, column) = saved }
          guard next == "[" else { continue }
          var parameters = ""
          while let c = characters.popFirst() {
            if c.isLetter {
              if c == "H" {
                let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                (row, column) = ((numbers.first ?? 1) - 1, (numbers.dropFirst().first ?? 1) - 1)
              }
              break
            }
            parameters.append(c)
          }
        } else if character == "\n" {
          (row, column) = (row + 1, 0)
        } else {
          let width = ScreenText.columns(of: character)
          if row >= lines || column + width > columns {
            overflow.append("\(character)@\(row + 1):\(column + 1)")
          } else {
            rows[row][column] = character
          }
          column += width
        }
      }
    }

    /// The screen's text, frames taken away, lines joined by single spaces.
    var text: String {
      rows.map { String($0).replacingOccurrences(of: "│", with: " ") }.joined(separator: " ")
        .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The rows with something on them.
    var usedRows: Int { (rows.lastIndex { $0.contains { $0 != " " } } ?? -1) + 1 }
  }

  private func render(
    _ card: QuestionCard, columns: Int, lines: Int, language: UILanguage = .en,
    images: TerminalImageSupport = .none, folder: URL = URL(fileURLWithPath: "/tmp")
  ) -> (Grid, String) {
    var output = ""
    let view = TerminalView(
      language: language, colors: true, images: images, bundleFolder: folder,
      write: { output += $0 }, warn: nil)
    view.screenSize = { (columns, lines) }
    view.showQuestion(card)
    return (Grid(output, columns: columns, lines: lines), output)
  }

  private let spiritedAway = QuestionCard(
    id: "q1", kind: .yesNo, number: 3, total: 10, round: 1,
    prompt: "Is the rating of “Spirited Away” (2001) higher than 8.5?",
    subject: Subject(title: "Spirited Away", year: 2001),
    image: ImageReference(source: "https://image.tmdb.org/t/p/w500/spirited.jpg"),
    imageAlt: nil,
    options: [
      AnswerOption(key: "y", id: "yes", text: "Yes"), AnswerOption(key: "n", id: "no", text: "No"),
    ],
    explanation: nil, score: 0, correctSoFar: 0)

  private let fourFilms = QuestionCard(
    id: "q2", kind: .multipleChoice, number: 4, total: 10, round: 1,
    prompt: "Which of these films has the highest rating on IMDb?",
    subject: nil,
    image: ImageReference(source: "https://image.tmdb.org/t/p/w500/four.jpg"), imageAlt: nil,
    options: [
      AnswerOption(key: "1", id: "a", text: "Spirited Away"),
      AnswerOption(key: "2", id: "b", text: "The Lord of the Rings: The Fellowship of the Ring"),
      AnswerOption(key: "3", id: "c", text: "Princess Mononoke"),
      AnswerOption(key: "4", id: "d", text: "My Neighbor Totoro"),
    ],
    explanation: nil, score: 0, correctSoFar: 0)

  private func expectWhole(_ card: QuestionCard, columns: Int, lines: Int) {
    let (grid, _) = render(card, columns: columns, lines: lines)
    #expect(grid.overflow.isEmpty, "written outside \(columns)×\(lines): \(grid.overflow)")
    #expect(grid.usedRows <= lines - 1, "the last row stays free")
    #expect(
      grid.text.contains(card.prompt), "the whole prompt at \(columns)×\(lines): \(grid.text)")
    for option in card.options {
      #expect(grid.text.contains("[\(option.key)]"), "key \(option.key) at \(columns)×\(lines)")
      #expect(
        grid.text.contains(option.text), "answer \(option.key) at \(columns)×\(lines): \(grid.text)"
      )
    }
    #expect(!grid.text.contains("…"), "nothing cut at \(columns)×\(lines)")
  }

  @Test func at40By12TheWholeQuestionShowsWithItsThreshold() {
    expectWhole(spiritedAway, columns: 40, lines: 12)
    let (grid, _) = render(spiritedAway, columns: 40, lines: 12)
    #expect(grid.text.contains("higher than 8.5?"))
    #expect(grid.text.contains("Spirited Away (2001)"))
  }

  @Test func at50By12EveryAnswerShowsAndThePictureGivesWay() {
    expectWhole(fourFilms, columns: 50, lines: 12)
    let (grid, _) = render(fourFilms, columns: 50, lines: 12)
    #expect(!grid.text.contains("[ picture ]"), "no room for the picture here")
    // The long answer wraps under its key instead of being cut.
    #expect(grid.text.contains("[2] The Lord of the Rings: The Fellowship of the Ring"))
  }

  @Test func at80By24TheCardKeepsItsPictureToo() {
    for card in [spiritedAway, fourFilms] {
      expectWhole(card, columns: 80, lines: 24)
      let (grid, _) = render(card, columns: 80, lines: 24)
      #expect(grid.text.contains("[ picture ]"))
    }
  }

  @Test func belowTheSmallestSizeANoticeAsksForALargerWindowInTheUsersLanguage() {
    let (english, _) = render(fourFilms, columns: 28, lines: 12)
    #expect(english.text.hasPrefix("Make the window larger: a question needs at least 30×10"))
    #expect(english.overflow.isEmpty)
    let (ukrainian, _) = render(spiritedAway, columns: 40, lines: 8, language: .uk)
    #expect(ukrainian.text.hasPrefix("Збільште вікно: питанню потрібно щонайменше 30×10"))
    #expect(ukrainian.overflow.isEmpty)
  }

  /// At the smallest size a question or answer that would need "…" to fit shows the
  /// notice instead of a cut question; a larger window shows it whole.
  @Test func atTheSmallestSizeAQuestionThatWouldBeCutShowsTheNoticeInstead() {
    var long = fourFilms
    long.prompt = "Is the rating of \"Spirited Away\" greater than 8.5, according to IMDb users?"
    long.image = nil
    long.options = [
      AnswerOption(key: "1", id: "a", text: "The Godfather — a film by Francis Ford Coppola"),
      AnswerOption(key: "2", id: "b", text: "Spirited Away — a film by Hayao Miyazaki"),
      AnswerOption(key: "3", id: "c", text: "Princess Mononoke — a film by Hayao Miyazaki"),
      AnswerOption(key: "4", id: "d", text: "My Neighbor Totoro — a film by Hayao Miyazaki"),
    ]
    let (small, _) = render(long, columns: 30, lines: 10)
    #expect(!small.text.contains("…"), "nothing cut at 30×10: \(small.text)")
    #expect(small.text.hasPrefix("Make the window larger"), "\(small.text)")
    #expect(small.overflow.isEmpty)
    // Only the answers too long: the notice too.
    var shortPrompt = long
    shortPrompt.prompt = "Which film?"
    let (answers, _) = render(shortPrompt, columns: 30, lines: 10)
    #expect(answers.text.hasPrefix("Make the window larger"), "\(answers.text)")
    // With room, everything shows whole.
    expectWhole(long, columns: 60, lines: 24)
  }

  /// A title too long for the header is cut with at least one space before the
  /// card's position.
  @Test func theHeaderKeepsASpaceBetweenACutTitleAndThePosition() {
    var output = ""
    let view = TerminalView(
      language: .en, colors: false, images: .none, bundleFolder: URL(fileURLWithPath: "/tmp"),
      write: { output += $0 }, warn: nil)
    view.screenSize = { (40, 12) }
    view.showSplash(
      SplashScreen(
        title: "Movie Quiz", bundleId: "movies", version: "1", questionCount: 10, roundSize: 5,
        mode: .classic))
    var card = spiritedAway
    (card.number, card.total) = (1, 5)
    view.showQuestion(card)
    let header = String(Grid(output, columns: 40, lines: 12).rows[0])
    #expect(header.hasPrefix(" QuizBank · "), "\(header)")
    #expect(header.hasSuffix("… Round 1 · Question 1 of 5 "), "\(header)")
  }

  private let movieQuiz = SplashScreen(
    title: "Movie Quiz", bundleId: "movies", version: "1", questionCount: 10, roundSize: 5,
    mode: .menu)

  /// The menu on a short screen drops the logo and blank lines, never its actions;
  /// on a resize it is laid out again for the new size, not its old text re-sent.
  @Test func theMenuKeepsItsActionsOnAShortScreenAndAfterAResize() {
    var output = ""
    var size = (columns: 80, rows: 24)
    let view = TerminalView(
      language: .en, colors: false, images: .none, bundleFolder: URL(fileURLWithPath: "/tmp"),
      write: { output += $0 }, warn: nil)
    view.screenSize = { size }
    let menu = MenuScreen(
      splash: movieQuiz, highScore: RoundRecord(correct: 4, total: 5, score: 40, date: Date()),
      lastGame: RoundRecord(correct: 3, total: 5, score: 30, date: Date()), isNewRecord: false,
      gamesPlayed: 2)
    view.showMenu(menu)
    #expect(Grid(output, columns: 80, lines: 24).text.contains("[q] Quit"))
    size = (40, 12)
    view.redraw()  // what the player does on SIGWINCH
    let resized = Grid(output, columns: 40, lines: 12)
    #expect(resized.overflow.isEmpty, "\(resized.overflow)")
    #expect(resized.text.contains("[n] New game"), "\(resized.text)")
    #expect(resized.text.contains("[q] Quit"), "\(resized.text)")
    #expect(resized.text.contains("Movie Quiz"))
    #expect(resized.usedRows <= 11)
    output = ""
    view.showMenu(menu)
    #expect(Grid(output, columns: 40, lines: 12).rows == resized.rows)
    // Too short even without the logo and blank lines: the notice.
    size = (40, 6)
    view.redraw()
    #expect(Grid(output, columns: 40, lines: 6).text.hasPrefix("Make the window larger"))
  }

  /// The classic round summary at the smallest size keeps its "Play again?" line.
  @Test func theRoundSummaryKeepsItsQuestionAtTheSmallestSize() {
    var output = ""
    let view = TerminalView(
      language: .en, colors: false, images: .none, bundleFolder: URL(fileURLWithPath: "/tmp"),
      write: { output += $0 }, warn: nil)
    view.screenSize = { (30, 10) }
    var statistics = BundleStatistics()
    statistics.roundsPlayed = 3
    statistics.bestRound = RoundRecord(correct: 5, total: 5, score: 50, date: Date())
    view.showSummary(
      RoundSummary(
        roundNumber: 3, round: RoundRecord(correct: 5, total: 5, score: 50, date: Date()),
        statistics: statistics, isNewRecord: true))
    let grid = Grid(output, columns: 30, lines: 10)
    #expect(grid.overflow.isEmpty, "\(grid.overflow)")
    #expect(grid.text.contains("Play again? y — yes · n — quit"), "\(grid.text)")
    #expect(grid.usedRows <= 9)
  }

  @Test func aRedrawAfterTheWindowGrewLaysTheCardOutForTheNewSize() {
    var output = ""
    var size = (columns: 28, rows: 12)
    let view = TerminalView(
      language: .en, colors: false, images: .none, bundleFolder: URL(fileURLWithPath: "/tmp"),
      write: { output += $0 }, warn: nil)
    view.screenSize = { size }
    view.showQuestion(fourFilms)
    #expect(Grid(output, columns: 28, lines: 12).text.hasPrefix("Make the window larger"))
    size = (80, 24)
    view.redraw()  // what the player does on SIGWINCH
    let grid = Grid(output, columns: 80, lines: 24)
    #expect(grid.text.contains(fourFilms.prompt))
    #expect(grid.text.contains("[4] My Neighbor Totoro"))
    #expect(view.answerKeys == ["1", "2", "3", "4"])
  }

  /// The key hint under a yes/no card: in menu mode 1 and 2 answer it too, so the hint
  /// names them; classic mode keeps "y/n" only.
  @Test func aYesNoCardInMenuModeNamesOneAndTwoInItsKeyHint() {
    func hint(_ bundle: QuizBundle) -> String {
      var output = ""
      let view = TerminalView(
        language: .en, colors: false, images: .none, bundleFolder: URL(fileURLWithPath: "/tmp"),
        write: { output += $0 }, warn: nil)
      let presenter = PlayPresenter(bundle: bundle, clock: ManualClock(), store: nil)
      view.presenter = presenter
      view.screenSize = { (80, 24) }
      view.showQuestion(spiritedAway)
      return Grid(output, columns: 80, lines: 24).text
    }
    let menu = hint(PlayFixtures.menu())
    #expect(menu.contains("Press y/n, 1/2 to answer · q to quit"), "\(menu)")
    let classic = hint(PlayFixtures.classic())
    #expect(classic.contains("Press y/n to answer · q to quit"), "\(classic)")
    #expect(!classic.contains("1/2"))
  }

  @Test func aLocalPictureIsDrawnInHalfBlocksInsideTheCard() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-halfblocks")
    // A 1×1 PNG of colour (255, 0, 0), written by hand (zlib stream of 00 FF 00 00).
    let png = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
      ))
    #expect(try PNGDecoder.decode(png).pixels == [255, 0, 0])
    try png.write(to: folder.appendingPathComponent("poster.png"))
    var card = spiritedAway
    card.image = ImageReference(source: "poster.png")
    let (grid, output) = render(
      card, columns: 80, lines: 24, images: .halfBlocksTrueColor, folder: folder)
    #expect(grid.overflow.isEmpty, "\(grid.overflow)")
    #expect(grid.text.contains(card.prompt))
    // 9 rows of 18 red half-blocks: the 1×1 picture scaled to 18×18 pixels.
    let red = "\u{1B}[38;2;255;0;0;48;2;255;0;0m▀"
    #expect(output.contains(String(repeating: red, count: 18) + "\u{1B}[0m"))
    let blocks = String(repeating: "▀" as String, count: 18)
    #expect(grid.rows.filter { String($0).contains(blocks) }.count == 9)
    #expect(!grid.text.contains("[ picture ]"))
    // The same card with the 256-colour palette.
    let (_, palette) = render(card, columns: 80, lines: 24, images: .halfBlocks256, folder: folder)
    #expect(palette.contains("\u{1B}[38;5;196;48;5;196m▀"))
  }
}
