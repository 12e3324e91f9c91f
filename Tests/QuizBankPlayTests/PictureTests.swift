import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay
@testable import qbank

/// PNG decoding and sixel encoding for terminals that take raw pixels.
struct PictureTests {
  private func png(_ base64: String) throws -> Data { try #require(Data(base64Encoded: base64)) }

  @Test func decodesAnRGBPictureWhoseRowsUseTheSubPaethAndAverageFilters() throws {
    let image = try PNGDecoder.decode(
      png(
        "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAADZSiLoAAAAI0lEQVR4nGP8z8DACMYs3CJyGsZycgHRzIejlN/U/r57owkAe2QKYvDaLlIAAAAASUVORK5CYII="
      ))
    #expect(image.width == 3)
    #expect(image.height == 3)
    #expect(
      image.pixels == [
        255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90, 200, 100, 50, 100, 200,
        50, 50, 100, 200,
      ])
  }

  @Test func decodesPaletteAndGreyPicturesOverBlack() throws {
    let palette = try PNGDecoder.decode(
      png(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEUAAAD/gAAgfBVpAAAAAnRSTlP/gAgPs2oAAAALSURBVHicY2BkAAAABQAC0WYzeAAAAABJRU5ErkJggg=="
      ))
    #expect(palette.pixels == [128, 64, 0, 0, 0, 0])
    let grey = try PNGDecoder.decode(
      png(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAQAAABeK7cBAAAADUlEQVR4nGM68T+FAQAG9AIuyGanIwAAAABJRU5ErkJggg=="
      ))
    #expect(grey.pixels == [200, 200, 200, 0, 0, 0])
  }

  @Test func refusesWhatIsNotAPNGOrIsCut() throws {
    #expect(throws: PNGDecoder.Failure.notPNG) { try PNGDecoder.decode(Data([0xFF, 0xD8, 0xFF])) }
    let whole = try png(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAADZSiLoAAAAI0lEQVR4nGP8z8DACMYs3CJyGsZycgHRzIejlN/U/r57owkAe2QKYvDaLlIAAAAASUVORK5CYII="
    )
    #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(whole.prefix(50)) }
  }

  @Test func sixelHasThePaletteTheBandsAndCompressedRuns() {
    let two = RGBImage(width: 2, height: 1, pixels: [255, 0, 0, 0, 0, 255])
    #expect(
      SixelEncoder.encode(two, maxWidth: 2, maxHeight: 1)
        == "\u{1B}P0;1;0q\"1;1;2;1#5;2;0;0;100#180;2;100;0;0#5?@$#180@?-\u{1B}\\")
    let red = RGBImage(width: 5, height: 1, pixels: Array([255, 0, 0].repeated(5)))
    #expect(SixelEncoder.encode(red, maxWidth: 5, maxHeight: 1).hasSuffix("#180!5@-\u{1B}\\"))
  }

  @Test func sixelScalesToFitTheBoxKeepingTheShape() {
    let tall = RGBImage(width: 10, height: 20, pixels: [UInt8](repeating: 255, count: 600))
    #expect(SixelEncoder.encode(tall, maxWidth: 100, maxHeight: 40).contains("\"1;1;20;40"))
  }

  @Test func aSixelTerminalGetsTheBundlesPNG() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-images")
    try png(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAADZSiLoAAAAI0lEQVR4nGP8z8DACMYs3CJyGsZycgHRzIejlN/U/r57owkAe2QKYvDaLlIAAAAASUVORK5CYII="
    ).write(to: folder.appendingPathComponent("p.png"))
    let sequence = TerminalImageSupport.sixel.sequence(
      for: ImageReference(source: "p.png"), bundleFolder: folder, columns: 4, rows: 2)
    #expect(sequence?.hasPrefix("\u{1B}P0;1;0q\"1;1;") == true)
    #expect(sequence?.hasSuffix("\u{1B}\\") == true)
  }
}

extension Array {
  fileprivate func repeated(_ times: Int) -> [Element] {
    (0..<times).flatMap { _ in self }
  }
}
