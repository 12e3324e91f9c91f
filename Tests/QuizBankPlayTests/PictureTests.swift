import Foundation
import QuizBankModel
import QuizBankTerminal
import QuizBankTestSupport
import Testing

@testable import QuizBankPlay

/// Pictures for terminals: which files are read, and sixel encoding (PNG decoding is
/// in PNGDecoderTests).
struct PictureTests {
  private func png(_ base64: String) throws -> Data { try #require(Data(base64Encoded: base64)) }

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
