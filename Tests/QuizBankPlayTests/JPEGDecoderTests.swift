import Foundation
import QuizBankModel
import QuizBankPlay
import QuizBankTerminal
import QuizBankTestSupport
import Testing

/// JPEG pictures decoded with libjpeg-turbo: a picture made by another encoder
/// (Pillow), and damaged pictures refused with a reason instead of ending the process.
struct JPEGDecoderTests {
  /// A 16×16 JPEG made by Pillow: red, green, blue and white 8×8 quadrants, at the
  /// highest quality without chroma subsampling.
  private func pillowJPEG() throws -> Data {
    let folder = try TestPaths.temporaryDirectory("qbank-jpeg")
    let file = folder.appendingPathComponent("quadrants.jpg")
    let script = """
      import sys
      from PIL import Image
      image = Image.new("RGB", (16, 16))
      colours = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
      for y in range(16):
          for x in range(16):
              image.putpixel((x, y), colours[(y // 8) * 2 + x // 8])
      image.save(sys.argv[1], "JPEG", quality=100, subsampling=0)
      """
    let result = try runPython(["-c", script, file.path])
    #expect(result.status == 0, "\(result.output)")
    return try Data(contentsOf: file)
  }

  @Test(.requires(.pythonModule("PIL", debianPackage: "python3-pil")))
  func aJPEGMadeByPillowDecodesToItsColours() throws {
    let image = try JPEGDecoder.decode(try pillowJPEG())
    #expect(image.width == 16)
    #expect(image.height == 16)
    #expect(image.pixels.count == 16 * 16 * 3)
    func pixel(_ x: Int, _ y: Int) -> [Int] {
      let at = (y * 16 + x) * 3
      return image.pixels[at..<at + 3].map(Int.init)
    }
    // JPEG is lossy: each quadrant's centre within 8 of its colour.
    for (x, y, expected) in [
      (3, 3, [255, 0, 0]), (12, 3, [0, 255, 0]), (3, 12, [0, 0, 255]), (12, 12, [255, 255, 255]),
    ] {
      let got = pixel(x, y)
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 8 }, "pixel (\(x), \(y)) is \(got)")
    }
    // The same bytes through the format-sniffing decoder.
    #expect(try PictureDecoder.decode(try pillowJPEG()).width == 16)
  }

  @Test(.requires(.pythonModule("PIL", debianPackage: "python3-pil")))
  func kittySixelAndHalfBlocksDrawAJPEGPoster() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-jpeg-poster")
    try pillowJPEG().write(to: folder.appendingPathComponent("poster.jpg"))
    let poster = ImageReference(source: "poster.jpg")
    // kitty takes no JPEG: the pixels go as RGB (f=24) with their size.
    let kitty = TerminalImageSupport.kitty.sequence(
      for: poster, bundleFolder: folder, columns: 20, rows: 10)
    #expect(kitty?.hasPrefix("\u{1B}_Ga=T,f=24,s=16,v=16,c=20,r=10,C=1,q=2,m=0;") == true)
    let sixel = TerminalImageSupport.sixel.sequence(
      for: poster, bundleFolder: folder, columns: 4, rows: 2)
    #expect(sixel?.hasPrefix("\u{1B}P0;1;0q\"1;1;") == true)
    // Half-blocks, 2×1 cells: red over blue, then green over white (the quadrants' means).
    let lines = try #require(
      TerminalImageSupport.halfBlocksTrueColor.halfBlockLines(
        for: poster, bundleFolder: folder, columns: 2, rows: 1))
    #expect(lines.count == 1)
    let cells = lines[0].components(separatedBy: "▀")
    #expect(cells.count == 3)  // two cells and the reset after them
    #expect(cells[0].hasPrefix("\u{1B}[38;2;25"))  // red on top: 25x;…
    #expect(cells[1].hasPrefix("\u{1B}[38;2;0;25"))  // green on top: 0;25x;…
    #expect(cells[1].contains(";48;2;25"))  // white below
  }

  /// A JPEG that Pillow makes with `script` (which saves to `sys.argv[1]`).
  private func pillowJPEG(named name: String, script: String) throws -> Data {
    let folder = try TestPaths.temporaryDirectory("qbank-jpeg")
    let file = folder.appendingPathComponent(name)
    let result = try runPython(["-c", "import sys\nfrom PIL import Image\n" + script, file.path])
    #expect(result.status == 0, "\(result.output)")
    return try Data(contentsOf: file)
  }

  /// The RGB of the pixel at (`x`, `y`) of `image`.
  private func pixel(_ image: RGBImage, _ x: Int, _ y: Int) -> [Int] {
    let at = (y * image.width + x) * 3
    return image.pixels[at..<at + 3].map(Int.init)
  }

  @Test(.requires(.pythonModule("PIL", debianPackage: "python3-pil")))
  func aPosterOverTheLimitIsDecodedAtHalfItsSizeNotRefused() throws {
    // TMDB's "original" poster size: 2000×3000 (6,000,000 pixels, over the 4,000,000
    // limit). Top half red, bottom half blue.
    let data = try pillowJPEG(
      named: "big.jpg",
      script: """
        image = Image.new("RGB", (2000, 3000), (255, 0, 0))
        image.paste((0, 0, 255), (0, 1500, 2000, 3000))
        image.save(sys.argv[1], "JPEG", quality=95)
        """)
    let image = try JPEGDecoder.decode(data)
    // 1/2 is the first scale under the limit: 1000×1500 = 1,500,000 pixels.
    #expect(image.width == 1000)
    #expect(image.height == 1500)
    #expect(image.pixels.count == 1000 * 1500 * 3)
    for (x, y, expected) in [(500, 300, [255, 0, 0]), (500, 1200, [0, 0, 255])] {
      let got = pixel(image, x, y)
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 8 }, "pixel (\(x), \(y)) is \(got)")
    }
    // A lower limit takes a smaller scale: 1/8 gives 250×375 = 93,750 pixels.
    let small = try JPEGDecoder.decode(data, maxPixels: 100_000)
    #expect(small.width == 250)
    #expect(small.height == 375)
    // Over the limit even at 1/8: refused with the picture's full size.
    #expect(throws: JPEGDecoder.Failure.tooLarge(width: 2000, height: 3000)) {
      try JPEGDecoder.decode(data, maxPixels: 90_000)
    }
  }

  @Test(.requires(.pythonModule("PIL", debianPackage: "python3-pil")))
  func aCMYKJPEGDecodesToItsRGBColours() throws {
    // Four 8×8 quadrants of ink (C, M, Y, K): magenta+yellow, cyan+yellow, cyan only,
    // and half black. Pillow writes CMYK JPEGs the Adobe way (inverted, with the
    // Adobe marker), as Photoshop does.
    let data = try pillowJPEG(
      named: "cmyk.jpg",
      script: """
        image = Image.new("CMYK", (16, 16))
        inks = [(0, 255, 255, 0), (255, 0, 255, 0), (255, 0, 0, 0), (0, 0, 0, 128)]
        for y in range(16):
            for x in range(16):
                image.putpixel((x, y), inks[(y // 8) * 2 + x // 8])
        image.save(sys.argv[1], "JPEG", quality=100, subsampling=0)
        """)
    let image = try JPEGDecoder.decode(data)
    #expect(image.width == 16)
    #expect(image.height == 16)
    // R = (255 − C)(255 − K)/255 and so on: red, green, cyan, and grey 127.
    for (x, y, expected) in [
      (3, 3, [255, 0, 0]), (12, 3, [0, 255, 0]), (3, 12, [0, 255, 255]), (12, 12, [127, 127, 127]),
    ] {
      let got = pixel(image, x, y)
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 8 }, "pixel (\(x), \(y)) is \(got)")
    }
  }

  @Test(.requires(.pythonModule("PIL", debianPackage: "python3-pil")))
  func aCutJPEGIsRefusedWithLibjpegsReason() throws {
    let whole = try pillowJPEG()
    let cut = whole.prefix(whole.count / 2)
    #expect {
      _ = try JPEGDecoder.decode(Data(cut))
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("damaged JPEG picture: ") && text.contains("Premature end of JPEG file")
    }
  }

  @Test func garbageAfterTheJPEGMarkerIsRefusedNotAnExit() {
    // SOI, then a quantisation table marker whose length runs past the data.
    let bytes = Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43, 0x00, 0x01, 0x02])
    #expect {
      _ = try JPEGDecoder.decode(bytes)
    } throws: { error in
      "\(error)".hasPrefix("damaged JPEG picture: ")
    }
    let noFrame = Data([0xFF, 0xD8, 0xFF, 0xD9])  // SOI then EOI: no picture at all
    #expect(throws: JPEGDecoder.Failure.self) { try JPEGDecoder.decode(noFrame) }
  }

  @Test func bytesThatAreNotAJPEGAreSaidToBeSo() {
    #expect(throws: JPEGDecoder.Failure.notJPEG) { try JPEGDecoder.decode(Data("GIF89a".utf8)) }
    #expect(
      JPEGDecoder.Failure.notJPEG.description
        == "not a JPEG picture (it does not start with the JPEG marker FF D8)")
  }
}
