import Foundation

/// A key the curator understands.
enum CurationKey: Equatable {
  case keep, drop, yes, no, quit, other
}

/// Reads single keys from standard input: raw mode on a terminal (restored on
/// `restore()`), plain bytes otherwise. Arrows arrive as `ESC [ C` / `ESC [ D`.
final class KeyReader {
  private var saved = termios()
  private var isRaw = false

  init() {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    isRaw = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
  }

  /// Puts the terminal back as it was.
  func restore() {
    guard isRaw else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    isRaw = false
  }

  deinit { restore() }

  /// The next key; `.quit` at the end of input or on Ctrl-C / Ctrl-D.
  func next() -> CurationKey {
    while true {
      guard let byte = readByte() else { return .quit }
      switch byte {
      case UInt8(ascii: "k"), UInt8(ascii: "K"): return .keep
      case UInt8(ascii: "d"), UInt8(ascii: "D"): return .drop
      case UInt8(ascii: "y"), UInt8(ascii: "Y"): return .yes
      case UInt8(ascii: "n"), UInt8(ascii: "N"): return .no
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: return .quit
      case 0x1B:
        guard let second = readByte() else { return .quit }
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O"), let third = readByte()
        else {
          continue
        }
        if third == UInt8(ascii: "C") { return .keep }
        if third == UInt8(ascii: "D") { return .drop }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "):
        continue
      default:
        return .other
      }
    }
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
