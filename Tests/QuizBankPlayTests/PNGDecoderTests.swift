import Foundation
import Testing

@testable import QuizBankPlay

/// PNG decoding through zlib: pixels, and the checks (CRC-32 of every chunk,
/// Adler-32 of the image data, cut files, oversized data) that refuse a damaged picture.
struct PNGDecoderTests {
  /// A 3×3 RGB picture written by an outside encoder, whose rows use the sub,
  /// Paeth and average filters: IHDR at byte 8, IDAT (35 bytes) at 33, IEND at 80.
  private let rgb = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAADZSiLoAAAAI0lEQVR4nGP8z8DACMYs3CJyGsZycgHRzIejlN/U/r57owkAe2QKYvDaLlIAAAAASUVORK5CYII="
  )!

  @Test func decodesAnRGBPictureWhoseRowsUseTheSubPaethAndAverageFilters() throws {
    let image = try PNGDecoder.decode(rgb)
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
      #require(
        Data(
          base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEUAAAD/gAAgfBVpAAAAAnRSTlP/gAgPs2oAAAALSURBVHicY2BkAAAABQAC0WYzeAAAAABJRU5ErkJggg=="
        )))
    #expect(palette.pixels == [128, 64, 0, 0, 0, 0])
    let grey = try PNGDecoder.decode(
      #require(
        Data(
          base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAQAAABeK7cBAAAADUlEQVR4nGM68T+FAQAG9AIuyGanIwAAAABJRU5ErkJggg=="
        )))
    #expect(grey.pixels == [200, 200, 200, 0, 0, 0])
  }

  @Test func decodesAPictureWhoseDataIsOneStoredBlock() throws {
    // Two RGB pixels, filter 0: red and teal.
    let image = try PNGDecoder.decode(
      PNGBytes.picture(
        width: 2, height: 1, colorType: 2, idat: PNGBytes.zlibStored([0, 255, 0, 0, 0, 128, 128])))
    #expect(image.width == 2)
    #expect(image.pixels == [255, 0, 0, 0, 128, 128])
  }

  @Test func imageDataWhoseAdler32DoesNotMatchIsRefused() throws {
    // The last byte of the zlib stream (its Adler-32) changed, the chunk's CRC made right again.
    var bytes = [UInt8](rgb)
    bytes[75] ^= 0x01
    PNGBytes.fixCRC(&bytes, chunkAt: 33)
    let failure = PNGDecoder.Failure.corrupt("the image data fails its Adler-32 check")
    #expect(throws: failure) { try PNGDecoder.decode(Data(bytes)) }
    #expect(failure.description == "damaged PNG picture: the image data fails its Adler-32 check")

    let stored = PNGBytes.zlibStored([0, 7])
    var wrongSum = stored
    wrongSum[wrongSum.count - 1] ^= 0xFF
    #expect(throws: failure) {
      try PNGDecoder.decode(PNGBytes.picture(width: 1, height: 1, idat: wrongSum))
    }
    #expect(
      try PNGDecoder.decode(PNGBytes.picture(width: 1, height: 1, idat: stored)).pixels == [
        7, 7, 7,
      ])
  }

  @Test func aChunkWhoseCRCDoesNotMatchIsRefused() throws {
    // One byte of the compressed data changed, the CRC left as it was.
    var data = [UInt8](rgb)
    data[50] ^= 0x10
    let failure = PNGDecoder.Failure.corrupt(
      "the IDAT chunk at byte 33 fails its CRC-32 check (stored 0xf0da2e52, computed "
        + PNGBytes.hex(PNGBytes.crc32(data[37..<76])) + ")")
    #expect(throws: failure) { try PNGDecoder.decode(Data(data)) }
    // The header's CRC is checked too, and a chunk the decoder does not use.
    var header = [UInt8](rgb)
    header[29] ^= 0xFF
    #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(Data(header)) }
    let withText = PNGBytes.insert(chunk: "tEXt", Array("Title\0Poster".utf8), into: [UInt8](rgb))
    #expect(try PNGDecoder.decode(Data(withText)).width == 3)
    var badText = withText
    badText[33 + 12 + 3] ^= 0x01
    #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(Data(badText)) }
    do {
      _ = try PNGDecoder.decode(Data(badText))
    } catch {
      #expect(
        error.description.hasPrefix(
          "damaged PNG picture: the tEXt chunk at byte 33 fails its CRC-32 check"))
    }
  }

  @Test func aCutPictureIsRefused() {
    // Inside a chunk.
    #expect(throws: PNGDecoder.Failure.corrupt("the IDAT chunk at byte 33 is cut short")) {
      try PNGDecoder.decode(rgb.prefix(50))
    }
    // At a chunk boundary: everything but IEND.
    #expect(
      throws: PNGDecoder.Failure.corrupt("the data ends before the IEND chunk (the file is cut)")
    ) { try PNGDecoder.decode(rgb.prefix(80)) }
    // The zlib stream itself cut (chunk and CRC intact).
    let stream = PNGBytes.zlibStored([0, 1, 2, 3, 0, 4, 5, 6])
    #expect(throws: PNGDecoder.Failure.corrupt("the image data ends early (the file is cut)")) {
      try PNGDecoder.decode(
        PNGBytes.picture(width: 1, height: 2, colorType: 2, idat: Array(stream.prefix(9))))
    }
    #expect(throws: PNGDecoder.Failure.notPNG) { try PNGDecoder.decode(Data([0xFF, 0xD8, 0xFF])) }
    #expect(
      PNGDecoder.Failure.notPNG.description
        == "not a PNG picture (its first 8 bytes are not the PNG signature)")
  }

  @Test func imageDataThatIsNotZlibIsRefused() {
    #expect(throws: PNGDecoder.Failure.corrupt("no image data (no IDAT chunk)")) {
      try PNGDecoder.decode(PNGBytes.picture(width: 1, height: 1, idat: nil))
    }
    #expect(
      throws: PNGDecoder.Failure.corrupt(
        "the image data is not a valid zlib stream (incorrect header check)")
    ) { try PNGDecoder.decode(PNGBytes.picture(width: 1, height: 1, idat: [1, 2, 3, 4, 5, 6])) }
  }

  /// zlib of 1 MiB of zero bytes (a small zip bomb): header, a run of zeros, the end, Adler-32.
  private var megabyteOfZeros: [UInt8] {
    [120, 218, 237, 193, 49, 1, 0, 0, 0, 194, 160, 245, 79, 109, 8, 95, 160]
      + [UInt8](repeating: 0, count: 1016) + [62, 3, 0, 240, 0, 1]
  }

  @Test func imageDataInflatingBeyondThePictureIsRefused() throws {
    // One grey pixel needs 2 bytes (filter, value); the data inflates to 1 MiB.
    #expect(
      throws: PNGDecoder.Failure.corrupt(
        "the image data inflates to more than the header's size (2 bytes)")
    ) { try PNGDecoder.decode(PNGBytes.picture(width: 1, height: 1, idat: megabyteOfZeros)) }
    // The same stream is a fine picture of exactly that size (1023×1024 plus filter bytes).
    let fits = try PNGDecoder.decode(
      PNGBytes.picture(width: 1023, height: 1024, idat: megabyteOfZeros))
    #expect(fits.width == 1023)
    #expect(fits.pixels.allSatisfy { $0 == 0 })
    // And a stream that ends before the size the header gives is refused.
    #expect(
      throws: PNGDecoder.Failure.corrupt(
        "the image data inflates to 1048576 bytes; the header's size needs 1050624")
    ) { try PNGDecoder.decode(PNGBytes.picture(width: 1025, height: 1024, idat: megabyteOfZeros)) }
  }

  @Test func aHeaderWhoseSizesOverflowWhenMultipliedIsRefused() {
    let idat = PNGBytes.zlibStored([0, 0])
    #expect(throws: PNGDecoder.Failure.unsupported("size")) {
      try PNGDecoder.decode(PNGBytes.picture(width: .max, height: .max, idat: idat))
    }
    #expect(throws: PNGDecoder.Failure.unsupported("size")) {
      try PNGDecoder.decode(PNGBytes.picture(width: 1 << 31, height: 1 << 31, idat: idat))
    }
  }
}

/// PNG files built byte by byte, with CRC-32 and Adler-32 computed here (not by
/// the decoder's zlib), so the tests check the decoder against an independent sum.
enum PNGBytes {
  static func crc32<S: Sequence<UInt8>>(_ bytes: S) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  static func hex(_ value: UInt32) -> String {
    "0x" + String(format: "%08x", value)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// A zlib stream holding `data` in one stored (uncompressed) block.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    let count = UInt16(data.count)
    return [
      0x78, 0x01, 0x01, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF),
      UInt8(~count >> 8),
    ]
      + data + bigEndian(adler32(data))
  }

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  /// A PNG of `width`×`height` 8-bit pixels of `colorType` (grey by default) whose
  /// IDAT holds `idat` (no IDAT when nil); every CRC right.
  static func picture(width: UInt32, height: UInt32, colorType: UInt8 = 0, idat: [UInt8]?) -> Data {
    let header = bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        + (idat.map { chunk("IDAT", $0) } ?? []) + chunk("IEND", []))
  }

  /// Recomputes the CRC of the chunk starting at `offset`.
  static func fixCRC(_ bytes: inout [UInt8], chunkAt offset: Int) {
    let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    let crc = bigEndian(crc32(bytes[offset + 4..<offset + 8 + length]))
    bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: crc)
  }

  /// `png` with a chunk inserted after IHDR (at byte 33).
  static func insert(chunk type: String, _ body: [UInt8], into png: [UInt8]) -> [UInt8] {
    Array(png[..<33]) + chunk(type, body) + Array(png[33...])
  }
}
