import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before the player changed them; restored on exit,
/// on errors (`defer`) and from the signal handler.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var settingsSaved = false

/// What puts the terminal back: show the cursor, reset colours.
private let restoreSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h".utf8)

/// Single keypresses from a terminal: no line editing, no echo, cursor hidden.
///
/// Ctrl-C still interrupts: SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the
/// terminal before the process ends.
final class RawTerminal {
  private let input: Int32

  /// Switches `input` (a terminal) to single keypresses; nil when it is not a terminal.
  init?(input: Int32 = STDIN_FILENO) {
    guard isatty(input) == 1 else { return nil }
    self.input = input
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { return nil }
    savedSettings = settings
    settingsSaved = true
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSAFLUSH, &settings)
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { signal(sig, restoreAndExit) }
    FileHandle.standardOutput.write(Data("\u{1B}[?25l".utf8))
  }

  deinit { restore() }

  /// Puts the terminal back as it was.
  func restore() {
    Self.restoreNow()
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { signal(sig, SIG_DFL) }
  }

  /// Reads one key; nil at end of input. Esc alone is `"escape"`; an escape
  /// sequence (arrow keys, function keys) is `"sequence"`; letters of a
  /// Cyrillic layout on the keys y, n, q, r count as those keys.
  func readKey() -> String? {
    guard let byte = readByte() else { return nil }
    switch byte {
    case 0x0D, 0x0A: return "\n"
    case 0x1B:
      guard hasPendingInput(milliseconds: 30) else { return "escape" }
      var rest = [UInt8](repeating: 0, count: 16)
      _ = read(input, &rest, rest.count)
      return "sequence"
    case 0x00..<0x80:
      return String(UnicodeScalar(byte)).lowercased()
    default:
      // A UTF-8 character: its lead byte says how many bytes follow.
      let length = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
      var bytes = [byte]
      for _ in 0..<length {
        guard let next = readByte() else { break }
        bytes.append(next)
      }
      let key = String(decoding: bytes, as: UTF8.self).lowercased()
      return Self.layoutKeys[key] ?? key
    }
  }

  /// Cyrillic letters on the keys the player uses (ЙЦУКЕН layouts, Russian and Ukrainian).
  static let layoutKeys = ["н": "y", "т": "n", "й": "q", "к": "r"]

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(input, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  private func hasPendingInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Drops keys typed while the game was busy (during the feedback delay).
  func discardPendingInput() {
    tcflush(input, TCIFLUSH)
  }

  fileprivate static func restoreNow() {
    if settingsSaved { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings) }
    restoreSequence.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  /// The terminal's width in columns (80 when it cannot be told).
  static var columns: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// The size of one character cell in pixels (10×20 when the terminal does not say).
  static var cellPixels: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else { return (10, 20) }
    return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
  }

  /// The terminal's height in rows (24 when it cannot be told).
  static var rows: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
    return Int(size.ws_row)
  }
}

/// The signal handler: only async-signal-safe calls (tcsetattr, write, _exit).
private func restoreAndExit(_ sig: Int32) {
  RawTerminal.restoreNow()
  let newline: [UInt8] = [0x0A]
  newline.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  _exit(128 + sig)
}
