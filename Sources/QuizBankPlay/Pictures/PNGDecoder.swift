import CSystemZlib
import Foundation

/// A picture as 8-bit RGB pixels, row by row.
package struct RGBImage: Sendable, Equatable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// `width * height * 3` bytes: red, green, blue.
  package let pixels: [UInt8]

  package init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// Decodes PNG pictures (8-bit grey, grey+alpha, RGB, RGBA and palette, not
/// interlaced) for terminals that take raw pixels (sixel). Transparency is
/// composited over black.
///
/// Every chunk's CRC-32 and the image data's Adler-32 are checked (zlib's
/// `crc32` and `inflate`): a damaged or cut picture is refused, never drawn
/// from half-decoded bytes.
package enum PNGDecoder {
  /// Why a picture could not be decoded; `description` says it in a sentence.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    case notPNG, unsupported(String), corrupt(String)

    package var description: String {
      switch self {
      case .notPNG: "not a PNG picture (its first 8 bytes are not the PNG signature)"
      case .unsupported(let what): "unsupported PNG picture: \(what)"
      case .corrupt(let what): "damaged PNG picture: \(what)"
      }
    }
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Decodes `data`; at most `maxPixels` pixels (a guard against huge pictures).
  package static func decode(_ data: Data, maxPixels: Int = 4_000_000) throws(Failure) -> RGBImage {
    let bytes = [UInt8](data)
    guard bytes.starts(with: signature) else { throw .notPNG }
    var offset = 8
    var header: [UInt8] = []
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    var ended = false
    while !ended {
      guard offset + 8 <= bytes.count else {
        throw .corrupt("the data ends before the IEND chunk (the file is cut)")
      }
      let length = Int(bigEndian(bytes, offset))
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else {
        throw .corrupt("the \(printable(type)) chunk at byte \(offset) is cut short")
      }
      let stored = bigEndian(bytes, start + length)
      let computed = crc(bytes[offset + 4..<start + length])
      guard stored == computed else {
        throw .corrupt(
          "the \(printable(type)) chunk at byte \(offset) fails its CRC-32 check "
            + "(stored \(hex(stored)), computed \(hex(computed)))")
      }
      let body = bytes[start..<start + length]
      switch type {
      case "IHDR": header = Array(body)
      case "PLTE": palette = Array(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": compressed += body
      case "IEND": ended = true
      default: break
      }
      offset = start + length + 4
    }
    guard header.count == 13 else { throw .corrupt("no header") }
    let width = Int(bigEndian(header, 0))
    let height = Int(bigEndian(header, 4))
    let (depth, colorType, interlace) = (header[8], header[9], header[12])
    // Checked by division: the product of two untrusted 32-bit sizes can overflow.
    guard width > 0, height > 0, width <= maxPixels, height <= maxPixels / width else {
      throw .unsupported("size")
    }
    guard depth == 8, interlace == 0 else {
      throw .unsupported("bit depth \(depth) or interlacing")
    }
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 3: channels = 1
    case 4: channels = 2
    case 6: channels = 4
    default: throw .unsupported("colour type \(colorType)")
    }
    let raw = try inflate(compressed, expected: (width * channels + 1) * height)
    let rows = try unfilter(raw, width: width, height: height, channels: channels)
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for index in 0..<(width * height) {
      let source = index * channels
      var (r, g, b, a): (Int, Int, Int, Int)
      switch colorType {
      case 0, 4:
        (r, g, b) = (Int(rows[source]), Int(rows[source]), Int(rows[source]))
        a = colorType == 4 ? Int(rows[source + 1]) : 255
      case 3:
        let entry = Int(rows[source])
        guard entry * 3 + 2 < palette.count else { throw .corrupt("palette index") }
        (r, g, b) = (
          Int(palette[entry * 3]), Int(palette[entry * 3 + 1]), Int(palette[entry * 3 + 2])
        )
        a = entry < transparency.count ? Int(transparency[entry]) : 255
      default:
        (r, g, b) = (Int(rows[source]), Int(rows[source + 1]), Int(rows[source + 2]))
        a = colorType == 6 ? Int(rows[source + 3]) : 255
      }
      pixels[index * 3] = UInt8(r * a / 255)
      pixels[index * 3 + 1] = UInt8(g * a / 255)
      pixels[index * 3 + 2] = UInt8(b * a / 255)
    }
    return RGBImage(width: width, height: height, pixels: pixels)
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// zlib's CRC-32 of a chunk's type and data.
  private static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// A chunk type as text for a message: its letters, or its bytes in hex.
  private static func printable(_ type: String) -> String {
    type.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII }
      ? type : Array(type.utf8).map { String($0, radix: 16) }.joined(separator: " ")
  }

  /// Inflates the zlib stream (2-byte header, deflate data, Adler-32) with zlib,
  /// which checks the Adler-32. A well-formed stream inflates to exactly
  /// `expected` bytes; the output buffer has one byte more, so a stream that
  /// would go on (a zip bomb) is stopped there.
  private static func inflate(_ stream: [UInt8], expected: Int) throws(Failure) -> [UInt8] {
    guard !stream.isEmpty else { throw .corrupt("no image data (no IDAT chunk)") }
    guard stream.count <= Int(UInt32.max), expected < Int(UInt32.max) else {
      throw .unsupported("size")
    }
    var input = stream
    var output = [UInt8](repeating: 0, count: expected + 1)
    var z = z_stream()
    guard inflateInit_(&z, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .corrupt("zlib could not start inflating")
    }
    defer { inflateEnd(&z) }
    let (status, reason): (Int32, String?) = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        z.next_in = inBuffer.baseAddress
        z.avail_in = uInt(inBuffer.count)
        z.next_out = outBuffer.baseAddress
        z.avail_out = uInt(outBuffer.count)
        let status = CSystemZlib.inflate(&z, Z_FINISH)
        return (status, z.msg.map { String(cString: $0) })
      }
    }
    switch status {
    case Z_STREAM_END:
      guard Int(z.total_out) == expected else {
        throw .corrupt(
          "the image data inflates to \(z.total_out) bytes; the header's size needs \(expected)")
      }
      output.removeLast()
      return output
    case Z_DATA_ERROR where reason == "incorrect data check":
      throw .corrupt("the image data fails its Adler-32 check")
    case Z_DATA_ERROR, Z_NEED_DICT:
      throw .corrupt(
        "the image data is not a valid zlib stream (\(reason ?? "needs a dictionary"))")
    case Z_BUF_ERROR where z.avail_out == 0:
      throw .corrupt("the image data inflates to more than the header's size (\(expected) bytes)")
    case Z_BUF_ERROR:
      throw .corrupt("the image data ends early (the file is cut)")
    default:
      throw .corrupt("zlib could not inflate the image data (status \(status))")
    }
  }

  /// Undoes the per-row filters (none, sub, up, average, Paeth).
  private static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int)
    throws(Failure)
    -> [UInt8]
  {
    let stride = width * channels
    var out = [UInt8](repeating: 0, count: stride * height)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for column in 0..<stride {
        let x = Int(raw[source + column])
        let left = column >= channels ? Int(out[target + column - channels]) : 0
        let up = row > 0 ? Int(out[target - stride + column]) : 0
        let upLeft =
          row > 0 && column >= channels ? Int(out[target - stride + column - channels]) : 0
        let value: Int
        switch filter {
        case 0: value = x
        case 1: value = x + left
        case 2: value = x + up
        case 3: value = x + (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
          value = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)
        default: throw .corrupt("filter \(filter)")
        }
        out[target + column] = UInt8(truncatingIfNeeded: value)
      }
    }
    return out
  }
}
