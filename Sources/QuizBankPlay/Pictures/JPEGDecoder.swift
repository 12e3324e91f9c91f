import CQBankJPEG
import Foundation

/// Decodes JPEG pictures (posters) with libjpeg-turbo, for the terminals that
/// take pixels (sixel, half-blocks).
///
/// The decode loop is C (`CQBankJPEG`): its error manager returns to it instead
/// of calling `exit()`, and treats libjpeg's warnings (a cut file, corrupt data)
/// as errors, so a damaged picture is refused, never drawn half grey.
package enum JPEGDecoder {
  /// Why a picture could not be decoded; `description` says it in a sentence.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    case notJPEG, tooLarge(width: Int, height: Int), corrupt(String), noMemory

    package var description: String {
      switch self {
      case .notJPEG: "not a JPEG picture (it does not start with the JPEG marker FF D8)"
      case .tooLarge(let width, let height):
        "the JPEG picture is too large to show (\(width)×\(height) pixels)"
      case .corrupt(let reason): "damaged JPEG picture: \(reason)"
      case .noMemory: "no memory to decode the JPEG picture"
      }
    }
  }

  /// Whether `data` starts like a JPEG file.
  package static func isJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }

  /// Decodes `data` to RGB (CMYK pictures too); a picture over `maxPixels` pixels
  /// comes out at 1/2, 1/4 or 1/8 of its size, the first that fits, and only one
  /// still over it at 1/8 is refused (a guard against huge pictures).
  package static func decode(_ data: Data, maxPixels: Int = 4_000_000) throws(Failure) -> RGBImage {
    guard isJPEG(data) else { throw .notJPEG }
    var image = qbank_jpeg_image()
    let status = data.withUnsafeBytes { buffer in
      qbank_jpeg_decode(
        buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, maxPixels, &image)
    }
    defer { qbank_jpeg_free(&image) }
    switch status {
    case QBANK_JPEG_OK:
      let count = Int(image.width) * Int(image.height) * 3
      let pixels = [UInt8](UnsafeBufferPointer(start: image.pixels, count: count))
      return RGBImage(width: Int(image.width), height: Int(image.height), pixels: pixels)
    case QBANK_JPEG_TOO_LARGE:
      throw .tooLarge(width: Int(image.width), height: Int(image.height))
    case QBANK_JPEG_NO_MEMORY:
      throw .noMemory
    default:
      let message = withUnsafeBytes(of: image.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      throw .corrupt(message.isEmpty ? "libjpeg could not read it" : message)
    }
  }
}

/// Decodes a picture by what its bytes say it is: PNG or JPEG.
package enum PictureDecoder {
  /// The pixels of `data`, or why they cannot be had (`description` says it).
  package static func decode(_ data: Data, maxPixels: Int = 4_000_000) throws -> RGBImage {
    if JPEGDecoder.isJPEG(data) { return try JPEGDecoder.decode(data, maxPixels: maxPixels) }
    return try PNGDecoder.decode(data, maxPixels: maxPixels)
  }
}
