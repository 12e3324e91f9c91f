import Foundation
import ZIPFoundation

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
package enum PNGDecoder {
  /// Why a picture could not be decoded.
  package enum Failure: Error, Equatable {
    case notPNG, unsupported(String), corrupt(String)
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
    while offset + 8 <= bytes.count {
      let length = Int(bigEndian(bytes, offset))
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else {
        throw .corrupt("truncated chunk")
      }
      let body = bytes[start..<start + length]
      switch type {
      case "IHDR": header = Array(body)
      case "PLTE": palette = Array(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": compressed += body
      default: break
      }
      offset = start + length + 4
      if type == "IEND" { break }
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

  /// Inflates the zlib stream (2-byte header, deflate data, checksum).
  private static func inflate(_ stream: [UInt8], expected: Int) throws(Failure) -> [UInt8] {
    guard stream.count > 6 else { throw .corrupt("no image data") }
    let deflate = Data(stream.dropFirst(2))
    let chunk = 1 << 15
    var output = Data()
    do {
      // ZIPFoundation's inflater reads whole chunks, so give it zero-padded ones,
      // and stop a stream that never ends.
      _ = try Data.decompress(
        size: Int64(deflate.count), bufferSize: chunk, skipCRC32: true,
        provider: { position, size in
          guard position <= Int64(deflate.count + 2 * chunk) else {
            throw Failure.corrupt("unterminated")
          }
          let start = min(Int(position), deflate.count)
          let end = min(start + size, deflate.count)
          var piece = deflate.subdata(in: start..<end)
          piece.append(Data(count: size - piece.count))
          return piece
        },
        consumer: { piece in
          // A well-formed stream inflates to exactly `expected` bytes; stop a zip bomb early.
          guard output.count + piece.count <= expected else { throw Failure.corrupt("too long") }
          output.append(piece)
        })
    } catch {
      throw .corrupt("image data")
    }
    guard output.count == expected else { throw .corrupt("short image data") }
    return [UInt8](output)
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
