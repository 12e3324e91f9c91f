import QuizBankPlay

/// Encodes pixels as a sixel graphic: scaled to fit a box, 216 colours (a
/// 6×6×6 cube), runs compressed.
package enum SixelEncoder {
  /// The DCS sequence drawing `image` scaled to fit `maxWidth`×`maxHeight` pixels.
  package static func encode(_ image: RGBImage, maxWidth: Int, maxHeight: Int) -> String {
    let scale = min(
      Double(maxWidth) / Double(image.width), Double(maxHeight) / Double(image.height))
    let width = max(1, Int(Double(image.width) * scale))
    let height = max(1, Int(Double(image.height) * scale))
    var indices = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let sourceRow = min(image.height - 1, y * image.height / height) * image.width
      for x in 0..<width {
        let source = (sourceRow + min(image.width - 1, x * image.width / width)) * 3
        let level = { (value: UInt8) in Int(value) * 6 / 256 }
        indices[y * width + x] = UInt8(
          level(image.pixels[source]) * 36 + level(image.pixels[source + 1]) * 6
            + level(image.pixels[source + 2]))
      }
    }
    var out = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
    for color in Set(indices).sorted() {
      let value = Int(color)
      out += "#\(value);2;\(value / 36 * 20);\(value / 6 % 6 * 20);\(value % 6 * 20)"
    }
    for band in stride(from: 0, to: height, by: 6) {
      var columns: [UInt8: [UInt8]] = [:]
      for k in 0..<min(6, height - band) {
        for x in 0..<width {
          let color = indices[(band + k) * width + x]
          columns[color, default: [UInt8](repeating: 0, count: width)][x] |= 1 << k
        }
      }
      for (number, color) in columns.keys.sorted().enumerated() {
        if number > 0 { out += "$" }
        out += "#\(color)" + runs(columns[color]!)
      }
      out += "-"
    }
    return out + "\u{1B}\\"
  }

  /// Sixel characters for one colour's bits across a band, runs as `!count`.
  private static func runs(_ bits: [UInt8]) -> String {
    var out = ""
    var index = 0
    while index < bits.count {
      var end = index
      while end < bits.count, bits[end] == bits[index] { end += 1 }
      let character = String(UnicodeScalar(63 + bits[index]))
      let count = end - index
      out += count > 3 ? "!\(count)" + character : String(repeating: character, count: count)
      index = end
    }
    return out
  }
}
