import Foundation
import QuizBankModel
import QuizBankPlay

/// How the terminal shows pictures, told from `TERM`, `TERM_PROGRAM`,
/// `LC_TERMINAL`, `KITTY_WINDOW_ID`, `COLORTERM` and `NO_COLOR` (and, for sixel,
/// the terminal's answer to a primary device attributes query).
package enum TerminalImageSupport: String, Sendable {
  /// The kitty graphics protocol (kitty, and terminals that speak it).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm).
  case iterm2
  /// Sixel graphics (mlterm, foot, `TERM` naming sixel, or a DA1 answer with 4):
  /// PNGs and JPEGs decoded and encoded here.
  case sixel
  /// Unicode half-blocks (`▀`) in 24-bit colour: any terminal with `COLORTERM=truecolor`.
  case halfBlocksTrueColor
  /// Unicode half-blocks in the 256-colour palette: other colour terminals.
  case halfBlocks256
  /// No pictures: a framed placeholder with the picture's name (`NO_COLOR`,
  /// `TERM=dumb`, a terminal without colours).
  case none

  /// What the terminal of `environment` shows; `deviceAttributes` is its answer
  /// to a primary device attributes query (`ESC[c`), when one was asked.
  package static func detect(environment: [String: String], deviceAttributes: [Int]? = nil)
    -> TerminalImageSupport
  {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    if term == "dumb" { return .none }
    // Inside tmux or screen escape sequences for images do not pass through
    // reliably; coloured text does.
    let multiplexed =
      environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    if !multiplexed {
      if environment["KITTY_WINDOW_ID"] != nil || term.contains("kitty") || program == "ghostty" {
        return .kitty
      }
      if program == "iTerm.app" || program == "WezTerm" || environment["LC_TERMINAL"] == "iTerm2" {
        return .iterm2
      }
      if term.contains("sixel") || term.hasPrefix("mlterm") || term.hasPrefix("foot")
        || term == "yaft-256color" || deviceAttributes?.contains(4) == true
      {
        return .sixel
      }
    }
    if term.isEmpty { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .halfBlocksTrueColor
    }
    if term.contains("256color") || term.hasPrefix("xterm") || multiplexed {
      return .halfBlocks256
    }
    return .none
  }

  /// Whether a primary device attributes query is worth asking: only a terminal
  /// that might take sixel and is not told apart otherwise.
  package static func shouldQueryDeviceAttributes(environment: [String: String]) -> Bool {
    switch detect(environment: environment) {
    case .halfBlocksTrueColor, .halfBlocks256: environment["TMUX"] == nil
    default: false
    }
  }

  /// The parameters of a primary device attributes answer (`ESC[?62;4;22c` → 62, 4,
  /// 22), or nil when `answer` is not one.
  package static func deviceAttributes(fromAnswer answer: String) -> [Int]? {
    guard let start = answer.range(of: "\u{1B}[?"), answer.hasSuffix("c") else { return nil }
    let body = answer[start.upperBound..<answer.index(before: answer.endIndex)]
    let values = body.split(separator: ";").map { Int($0) }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
    return values.compactMap { $0 }
  }

  /// The half-block colour depth, for the terminals drawn with half-blocks.
  package var halfBlockDepth: HalfBlockRenderer.Depth? {
    switch self {
    case .halfBlocksTrueColor: .trueColor
    case .halfBlocks256: .palette256
    default: nil
    }
  }

  /// The lines that draw `image` in half-blocks within `columns`×`rows` cells, or nil
  /// when this terminal takes another kind, or the picture is remote, outside the
  /// bundle's folder, or cannot be decoded.
  package func halfBlockLines(
    for image: ImageReference, bundleFolder: URL, columns: Int, rows: Int
  ) -> [String]? {
    guard let depth = halfBlockDepth, let pixels = Self.pixels(of: image, in: bundleFolder)
    else { return nil }
    let lines = HalfBlockRenderer.lines(pixels, columns: columns, rows: rows, depth: depth)
    return lines.isEmpty ? nil : lines
  }

  /// The decoded pixels of a local picture inside `folder`, or nil.
  static func pixels(of image: ImageReference, in folder: URL) -> RGBImage? {
    guard let data = localData(image, in: folder) else { return nil }
    return try? PictureDecoder.decode(data)
  }

  /// The bytes of a local picture inside `folder`; nil for a remote one or a path leaving it.
  static func localData(_ image: ImageReference, in folder: URL) -> Data? {
    guard !image.isRemote else { return nil }
    let parts = image.source.split(separator: "/")
    guard !image.source.hasPrefix("/"), !parts.contains("..") else { return nil }
    return read(image.source, in: folder)
  }

  /// The escape sequence that draws `image` in a `columns`×`rows` cell area at
  /// the cursor, or nil when this terminal cannot show it here: a remote
  /// picture, a path leaving the bundle's folder, or a picture that is neither
  /// PNG nor JPEG for kitty and sixel (iTerm2 takes any format). Half-blocks are
  /// lines of text instead: ``halfBlockLines(for:bundleFolder:columns:rows:)``.
  package func sequence(for image: ImageReference, bundleFolder: URL, columns: Int, rows: Int)
    -> String?
  {
    guard self == .kitty || self == .iterm2 || self == .sixel,
      let data = Self.localData(image, in: bundleFolder)
    else { return nil }
    let base64 = data.base64EncodedString()
    switch self {
    case .iterm2:
      return
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(base64)\u{07}"
    case .kitty:
      // f=100 is PNG, the only encoded format kitty takes directly; a JPEG is
      // decoded here and sent as raw RGB (f=24).
      var format = "f=100"
      var payload = base64
      if !data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        guard JPEGDecoder.isJPEG(data), let pixels = try? JPEGDecoder.decode(data) else {
          return nil
        }
        format = "f=24,s=\(pixels.width),v=\(pixels.height)"
        payload = Data(pixels.pixels).base64EncodedString()
      }
      var out = ""
      var rest = Substring(payload)
      var first = true
      while !rest.isEmpty {
        let chunk = rest.prefix(4096)
        rest = rest.dropFirst(chunk.count)
        let more = rest.isEmpty ? 0 : 1
        let keys = first ? "a=T,\(format),c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more)"
        out += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
        first = false
      }
      return out
    case .sixel:
      guard let pixels = try? PictureDecoder.decode(data) else { return nil }
      let cell = RawTerminal.cellPixels
      return SixelEncoder.encode(
        pixels, maxWidth: columns * cell.width, maxHeight: rows * cell.height)
    case .halfBlocksTrueColor, .halfBlocks256, .none:
      return nil
    }
  }

  /// The largest picture file shown (base64 in an escape sequence beyond this stalls terminals).
  package static let maxFileSize = 8 << 20

  /// The bytes of the picture at `source` under `folder`, or nil when it is not a
  /// non-empty regular file below `maxFileSize` inside the folder once symlinks are
  /// resolved. Checked before reading, so a FIFO or a huge file never stalls the player.
  package static func read(_ source: String, in folder: URL) -> Data? {
    let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
    let path = folder.appendingPathComponent(source).standardizedFileURL
      .resolvingSymlinksInPath().path
    guard path.hasPrefix(root.hasSuffix("/") ? root : root + "/"),
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue, size > 0, size < maxFileSize,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    // Read at most the limit: the file may have grown since it was checked.
    guard let data = try? handle.read(upToCount: maxFileSize), !data.isEmpty,
      data.count < maxFileSize
    else { return nil }
    return data
  }
}
