/// Draws pixels as Unicode upper half-blocks (`▀`): each character cell holds two
/// pixels, the upper one in the foreground colour and the lower one in the
/// background colour. A cell is about twice as tall as it is wide, so two pixels
/// a cell keep a picture's shape.
package enum HalfBlockRenderer {
  /// The colours a terminal takes.
  package enum Depth: Sendable, Equatable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`): `ESC[38;2;R;G;Bm`.
    case trueColor
    /// The 256-colour palette (the 6×6×6 cube and the grey ramp): `ESC[38;5;Nm`.
    case palette256
  }

  /// The size in cells of `image` scaled to fit `columns`×`rows` cells, keeping its shape.
  package static func size(of image: RGBImage, columns: Int, rows: Int) -> (
    columns: Int, pixelRows: Int
  ) {
    guard columns > 0, rows > 0, image.width > 0, image.height > 0 else { return (0, 0) }
    let scale = min(
      Double(columns) / Double(image.width), Double(rows * 2) / Double(image.height))
    let width = max(1, min(columns, Int((Double(image.width) * scale).rounded())))
    let height = max(1, min(rows * 2, Int((Double(image.height) * scale).rounded())))
    return (width, height)
  }

  /// The lines (at most `rows`, each at most `columns` cells wide) that draw
  /// `image` scaled to fit, every line ending with `ESC[0m`. The pixels of a cell
  /// are the average of the picture's pixels it covers.
  package static func lines(_ image: RGBImage, columns: Int, rows: Int, depth: Depth) -> [String] {
    let (width, height) = size(of: image, columns: columns, rows: rows)
    guard width > 0, height > 0 else { return [] }
    let scaled = resample(image, width: width, height: height)
    var lines: [String] = []
    for row in stride(from: 0, to: height, by: 2) {
      var line = ""
      for x in 0..<width {
        let top = pixel(scaled, width, x, row)
        if row + 1 < height {
          let bottom = pixel(scaled, width, x, row + 1)
          line += "\u{1B}[" + color(top, 38, depth) + ";" + color(bottom, 48, depth) + "m▀"
        } else {
          // An odd last pixel row: the lower half keeps the terminal's background.
          line += "\u{1B}[" + color(top, 38, depth) + ";49m▀"
        }
      }
      lines.append(line + "\u{1B}[0m")
    }
    return lines
  }

  private static func pixel(_ pixels: [UInt8], _ width: Int, _ x: Int, _ y: Int) -> (
    UInt8, UInt8, UInt8
  ) {
    let at = (y * width + x) * 3
    return (pixels[at], pixels[at + 1], pixels[at + 2])
  }

  /// The SGR parameters for `rgb` as foreground (38) or background (48).
  private static func color(_ rgb: (UInt8, UInt8, UInt8), _ ground: Int, _ depth: Depth)
    -> String
  {
    switch depth {
    case .trueColor: "\(ground);2;\(rgb.0);\(rgb.1);\(rgb.2)"
    case .palette256: "\(ground);5;\(paletteIndex(rgb))"
    }
  }

  /// The levels of the 256-colour palette's 6×6×6 cube (xterm's).
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The nearest colour of the 256-colour palette: one of the cube (16–231) or
  /// of the grey ramp (232–255, 8 to 238 by 10).
  package static func paletteIndex(_ rgb: (UInt8, UInt8, UInt8)) -> Int {
    let (r, g, b) = (Int(rgb.0), Int(rgb.1), Int(rgb.2))
    func nearestLevel(_ value: Int) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) }!
    }
    let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
    let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
    let grey = max(0, min(23, ((r + g + b) / 3 - 8 + 5) / 10))
    let greyValue = 8 + grey * 10
    func distance(_ c: (Int, Int, Int)) -> Int {
      (c.0 - r) * (c.0 - r) + (c.1 - g) * (c.1 - g) + (c.2 - b) * (c.2 - b)
    }
    return distance((greyValue, greyValue, greyValue)) < distance(cube)
      ? 232 + grey : 16 + 36 * ri + 6 * gi + bi
  }

  /// `image` scaled to `width`×`height` pixels, each the average of the area it covers.
  private static func resample(_ image: RGBImage, width: Int, height: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      let y0 = y * image.height / height
      let y1 = max(y0 + 1, (y + 1) * image.height / height)
      for x in 0..<width {
        let x0 = x * image.width / width
        let x1 = max(x0 + 1, (x + 1) * image.width / width)
        var sum = (0, 0, 0)
        for sy in y0..<y1 {
          for sx in x0..<x1 {
            let at = (sy * image.width + sx) * 3
            sum.0 += Int(image.pixels[at])
            sum.1 += Int(image.pixels[at + 1])
            sum.2 += Int(image.pixels[at + 2])
          }
        }
        let count = (y1 - y0) * (x1 - x0)
        let at = (y * width + x) * 3
        out[at] = UInt8(sum.0 / count)
        out[at + 1] = UInt8(sum.1 / count)
        out[at + 2] = UInt8(sum.2 / count)
      }
    }
    return out
  }
}
