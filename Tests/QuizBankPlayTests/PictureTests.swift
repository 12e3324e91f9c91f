import Foundation
import QuizBankModel
import QuizBankTerminal
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

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

  /// A PNG made of a header for `width`×`height` grey pixels and one IDAT chunk
  /// (the decoder does not check CRCs, so they are zero).
  private func png(width: UInt32, height: UInt32, idat: [UInt8]) -> Data {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let count = UInt32(body.count)
      return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) } + Array(type.utf8)
        + body + [0, 0, 0, 0]
    }
    func be(_ value: UInt32) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    let header = be(width) + be(height) + [8, 0, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat)
        + chunk("IEND", []))
  }

  /// zlib of 1 MiB of zero bytes (a small zip bomb): header, a run of zeros, the end.
  private var megabyteOfZeros: [UInt8] {
    [120, 218, 237, 193, 49, 1, 0, 0, 0, 194, 160, 245, 79, 109, 8, 95, 160]
      + [UInt8](repeating: 0, count: 1016) + [62, 3, 0, 240, 0, 1]
  }

  @Test func aHeaderWhoseSizesOverflowWhenMultipliedIsRefused() {
    #expect(throws: PNGDecoder.Failure.unsupported("size")) {
      try PNGDecoder.decode(png(width: .max, height: .max, idat: [120, 1, 0, 0, 0, 0, 0]))
    }
    #expect(throws: PNGDecoder.Failure.unsupported("size")) {
      try PNGDecoder.decode(png(width: 1 << 31, height: 1 << 31, idat: [120, 1, 0, 0, 0, 0, 0]))
    }
  }

  @Test func imageDataInflatingBeyondThePictureIsCorrupt() throws {
    // One grey pixel needs 2 bytes (filter, value); the data inflates to 1 MiB.
    #expect(throws: PNGDecoder.Failure.corrupt("image data")) {
      try PNGDecoder.decode(png(width: 1, height: 1, idat: megabyteOfZeros))
    }
    // The same stream is a fine picture of exactly that size (1023×1024 plus filter bytes).
    let fits = try PNGDecoder.decode(png(width: 1023, height: 1024, idat: megabyteOfZeros))
    #expect(fits.width == 1023)
    #expect(fits.pixels.allSatisfy { $0 == 0 })
  }

  @Test func aPictureThatIsAFIFOAHugeFileOrASymlinkOutOfTheFolderIsNeverRead() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-images")
    let outside = try TestPaths.temporaryDirectory("qbank-outside")
    let picture = try png(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAADZSiLoAAAAI0lEQVR4nGP8z8DACMYs3CJyGsZycgHRzIejlN/U/r57owkAe2QKYvDaLlIAAAAASUVORK5CYII="
    )
    try picture.write(to: outside.appendingPathComponent("secret.png"))
    try picture.write(to: folder.appendingPathComponent("inside.png"))
    let files = FileManager.default
    try files.createSymbolicLink(
      atPath: folder.appendingPathComponent("escape.png").path,
      withDestinationPath: outside.appendingPathComponent("secret.png").path)
    try files.createSymbolicLink(
      atPath: folder.appendingPathComponent("alias.png").path, withDestinationPath: "inside.png")
    #expect(mkfifo(folder.appendingPathComponent("fifo.png").path, 0o600) == 0)
    let huge = folder.appendingPathComponent("huge.png")
    #expect(files.createFile(atPath: huge.path, contents: picture))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 9 << 20)
    try handle.close()
    try files.createDirectory(
      at: folder.appendingPathComponent("folder.png"), withIntermediateDirectories: true)

    func drawn(_ name: String) -> Bool {
      TerminalImageSupport.iterm2.sequence(
        for: ImageReference(source: name), bundleFolder: folder, columns: 4, rows: 2) != nil
    }
    #expect(drawn("inside.png"))
    #expect(drawn("alias.png"))
    #expect(!drawn("escape.png"))
    #expect(!drawn("fifo.png"))
    #expect(!drawn("huge.png"))
    #expect(!drawn("folder.png"))
    #expect(TerminalImageSupport.read("escape.png", in: folder) == nil)
    #expect(TerminalImageSupport.read("inside.png", in: folder) == picture)
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
