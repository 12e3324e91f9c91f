import Foundation
import QuizBankPlay
import QuizBankTerminal
import Testing

/// Pictures drawn as Unicode half-blocks: each cell is an upper half-block whose
/// foreground is the upper pixel and whose background is the lower one. The
/// expected escape sequences are written out by hand from the test pictures.
struct HalfBlockTests {
  /// 4×4 pixels, pixel (x, y) coloured (80x, 80y, 200).
  private let gradient = RGBImage(
    width: 4, height: 4,
    pixels: (0..<4).flatMap { y in (0..<4).flatMap { x in [UInt8(80 * x), UInt8(80 * y), 200] } })

  @Test func aFourByFourPictureIsTwoRowsOfFourCellsIn24BitColour() {
    let lines = HalfBlockRenderer.lines(gradient, columns: 4, rows: 2, depth: .trueColor)
    #expect(
      lines == [
        "\u{1B}[38;2;0;0;200;48;2;0;80;200m▀"
          + "\u{1B}[38;2;80;0;200;48;2;80;80;200m▀"
          + "\u{1B}[38;2;160;0;200;48;2;160;80;200m▀"
          + "\u{1B}[38;2;240;0;200;48;2;240;80;200m▀\u{1B}[0m",
        "\u{1B}[38;2;0;160;200;48;2;0;240;200m▀"
          + "\u{1B}[38;2;80;160;200;48;2;80;240;200m▀"
          + "\u{1B}[38;2;160;160;200;48;2;160;240;200m▀"
          + "\u{1B}[38;2;240;160;200;48;2;240;240;200m▀\u{1B}[0m",
      ])
  }

  @Test func aSmallerBoxAveragesThePixelsEachCellCovers() {
    // 2 columns: the picture halves; each pixel is the mean of a 2×2 block.
    let lines = HalfBlockRenderer.lines(gradient, columns: 2, rows: 8, depth: .trueColor)
    #expect(
      lines == [
        "\u{1B}[38;2;40;40;200;48;2;40;200;200m▀\u{1B}[38;2;200;40;200;48;2;200;200;200m▀\u{1B}[0m"
      ])
  }

  @Test func theShapeIsKeptACellBeingTwoPixelsTall() {
    // A square picture in a wide box: as many columns as pixel rows / 2 rows.
    #expect(HalfBlockRenderer.size(of: gradient, columns: 40, rows: 2) == (4, 4))
    let tall = RGBImage(width: 10, height: 30, pixels: [UInt8](repeating: 9, count: 900))
    // 9 rows hold 18 pixel rows: 6 columns wide keeps 1:3.
    #expect(HalfBlockRenderer.size(of: tall, columns: 76, rows: 9) == (6, 18))
    #expect(HalfBlockRenderer.lines(tall, columns: 76, rows: 9, depth: .trueColor).count == 9)
  }

  @Test func anOddLastPixelRowKeepsTheTerminalsBackground() {
    let image = RGBImage(width: 1, height: 3, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255])
    #expect(
      HalfBlockRenderer.lines(image, columns: 1, rows: 2, depth: .trueColor) == [
        "\u{1B}[38;2;255;0;0;48;2;0;255;0m▀\u{1B}[0m", "\u{1B}[38;2;0;0;255;49m▀\u{1B}[0m",
      ])
  }

  @Test func the256ColourPaletteTakesTheNearestCubeOrGreyColour() {
    // xterm's palette: 196 is #ff0000, 16 is #000000, 244 is #808080, 231 is #ffffff.
    #expect(HalfBlockRenderer.paletteIndex((255, 0, 0)) == 196)
    #expect(HalfBlockRenderer.paletteIndex((0, 0, 0)) == 16)
    #expect(HalfBlockRenderer.paletteIndex((128, 128, 128)) == 244)
    #expect(HalfBlockRenderer.paletteIndex((255, 255, 255)) == 231)
    #expect(HalfBlockRenderer.paletteIndex((0, 95, 135)) == 24)
    let image = RGBImage(width: 1, height: 2, pixels: [255, 0, 0, 128, 128, 128])
    #expect(
      HalfBlockRenderer.lines(image, columns: 1, rows: 1, depth: .palette256) == [
        "\u{1B}[38;5;196;48;5;244m▀\u{1B}[0m"
      ])
  }

  @Test func theTerminalsColourSupportPicksTheDepthAndNoColorKeepsThePlaceholder() {
    func detect(_ environment: [String: String]) -> TerminalImageSupport {
      TerminalImageSupport.detect(environment: environment)
    }
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .halfBlocksTrueColor)
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "24bit"]) == .halfBlocksTrueColor)
    #expect(detect(["TERM": "xterm-256color"]) == .halfBlocks256)
    #expect(
      detect(["TERM": "tmux-256color", "TMUX": "/tmp/t", "KITTY_WINDOW_ID": "1"]) == .halfBlocks256)
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == .none)
    #expect(detect(["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    #expect(detect(["TERM": "linux"]) == .none)
    #expect(detect(["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"]) == .iterm2)
    // A terminal whose device attributes include 4 draws sixel.
    #expect(
      TerminalImageSupport.detect(
        environment: ["TERM": "xterm-256color"], deviceAttributes: [62, 4, 22]) == .sixel)
    #expect(TerminalImageSupport.deviceAttributes(fromAnswer: "\u{1B}[?62;4;22c") == [62, 4, 22])
    #expect(TerminalImageSupport.deviceAttributes(fromAnswer: "\u{1B}[?1;2c") == [1, 2])
    #expect(TerminalImageSupport.deviceAttributes(fromAnswer: "") == nil)
    #expect(TerminalImageSupport.deviceAttributes(fromAnswer: "\u{1B}[?62;xc") == nil)
  }
}
