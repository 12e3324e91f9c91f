import Foundation
import QuizBankModel
import QuizBankPlay

/// How the terminal shows pictures, told from `TERM`, `TERM_PROGRAM` and `KITTY_WINDOW_ID`.
package enum TerminalImageSupport: String, Sendable {
  /// The kitty graphics protocol (kitty, and terminals that speak it).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm).
  case iterm2
  /// Sixel graphics (mlterm, foot, `TERM` naming sixel): PNGs decoded and encoded here.
  case sixel
  /// No pictures: a framed placeholder with the picture's name.
  case none

  package static func detect(environment: [String: String]) -> TerminalImageSupport {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    // Inside tmux or screen escape sequences for images do not pass through reliably.
    if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
      return .none
    }
    if environment["KITTY_WINDOW_ID"] != nil || term.contains("kitty") || program == "ghostty" {
      return .kitty
    }
    if program == "iTerm.app" || program == "WezTerm" { return .iterm2 }
    if term.contains("sixel") || term.hasPrefix("mlterm") || term.hasPrefix("foot")
      || term == "yaft-256color"
    {
      return .sixel
    }
    return .none
  }

  /// The escape sequence that draws `image` in a `columns`×`rows` cell area at
  /// the cursor, or nil when this terminal cannot show it here: a remote
  /// picture, a path leaving the bundle's folder, or a picture that is not a
  /// PNG for kitty and sixel (iTerm2 takes any format).
  package func sequence(for image: ImageReference, bundleFolder: URL, columns: Int, rows: Int)
    -> String?
  {
    guard self != .none, !image.isRemote else { return nil }
    let parts = image.source.split(separator: "/")
    guard !image.source.hasPrefix("/"), !parts.contains("..") else { return nil }
    guard let data = Self.read(image.source, in: bundleFolder) else { return nil }
    let base64 = data.base64EncodedString()
    switch self {
    case .iterm2:
      return
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(base64)\u{07}"
    case .kitty:
      // f=100 is PNG, the only encoded format kitty takes directly.
      guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
      var out = ""
      var rest = Substring(base64)
      var first = true
      while !rest.isEmpty {
        let chunk = rest.prefix(4096)
        rest = rest.dropFirst(chunk.count)
        let more = rest.isEmpty ? 0 : 1
        let keys = first ? "a=T,f=100,c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more)"
        out += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
        first = false
      }
      return out
    case .sixel:
      guard let pixels = try? PNGDecoder.decode(data) else { return nil }
      let cell = RawTerminal.cellPixels
      return SixelEncoder.encode(
        pixels, maxWidth: columns * cell.width, maxHeight: rows * cell.height)
    case .none:
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
