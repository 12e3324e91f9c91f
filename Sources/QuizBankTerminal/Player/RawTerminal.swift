import Foundation
import QuizBankModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before the player changed them; restored on exit,
/// on errors (`defer`) and from the signal handlers.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var settingsSaved = false
/// The single-keypress settings, applied again after a suspend (Ctrl-Z, then `fg`).
nonisolated(unsafe) private var rawSettings = termios()
/// Set by the SIGCONT and SIGWINCH handlers; `readKey` reports it once as
/// ``RawTerminal/redrawKey``.
nonisolated(unsafe) private var continuedSinceRead: sig_atomic_t = 0

/// What puts the terminal back: show the cursor, reset colours.
private let restoreSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h".utf8)
/// What the raw mode shows: no cursor.
private let hideCursorSequence: [UInt8] = Array("\u{1B}[?25l".utf8)

/// Single keypresses from a terminal: no line editing, no echo, cursor hidden.
///
/// Ctrl-C still interrupts: SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the
/// terminal before the process ends. Ctrl-Z (SIGTSTP) restores it before the
/// process stops; SIGCONT makes it raw again and `readKey` then returns
/// ``redrawKey`` so the screen can be drawn again. The player and the curator
/// share it.
package final class RawTerminal {
  private let input: Int32
  /// Whether SIGINT, SIGTERM and SIGHUP belong to ``TemporaryFiles`` (a command that
  /// writes files asked for them): it restores the terminal first, then removes the
  /// temporary files; only SIGQUIT is caught here.
  private let sharesEndingSignals: Bool

  /// The signals that end the process after the terminal is restored.
  private static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The ending signals caught here when ``TemporaryFiles`` has the others.
  private var ownEndingSignals: [Int32] { sharesEndingSignals ? [SIGQUIT] : Self.endingSignals }

  /// What `readKey` returns once after the process was stopped and continued.
  package static let redrawKey = "redraw"

  /// Switches `input` (a terminal) to single keypresses; nil when it is not a terminal.
  package init?(input: Int32 = STDIN_FILENO) {
    guard isatty(input) == 1 else { return nil }
    self.input = input
    sharesEndingSignals = TemporaryFiles.shared.handlesEndingSignals
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { return nil }
    savedSettings = settings
    settingsSaved = true
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    rawSettings = settings
    tcsetattr(input, TCSAFLUSH, &settings)
    if sharesEndingSignals {
      TemporaryFiles.shared.setBeforeEnding { RawTerminal.restoreForEnding() }
    }
    for sig in ownEndingSignals { signal(sig, restoreAndExit) }
    signal(SIGTSTP, suspendAndRestore)
    signal(SIGCONT, reapplyRawMode)
    signal(SIGWINCH, windowResized)
    FileHandle.standardOutput.write(Data("\u{1B}[?25l".utf8))
  }

  deinit { restore() }

  /// Puts the terminal back as it was.
  package func restore() {
    for sig in ownEndingSignals + [SIGTSTP, SIGCONT, SIGWINCH] { signal(sig, SIG_DFL) }
    if sharesEndingSignals { TemporaryFiles.shared.setBeforeEnding(nil) }
    Self.restoreNow()
    settingsSaved = false
  }

  /// Reads one key; nil at end of input. Esc alone is `"escape"`; the arrow keys
  /// are `"right"`, `"left"`, `"up"`, `"down"`; another escape sequence is
  /// `"sequence"`; ``redrawKey`` after the process was continued; letters of a
  /// Cyrillic layout on the keys y, n, q, r count as those keys.
  package func readKey() -> String? {
    Self.readKey(from: input)
  }

  /// ``readKey()`` from any descriptor: a terminal in raw mode, or a pipe.
  package static func readKey(from input: Int32) -> String? {
    guard let byte = readByte(input) else {
      guard continuedSinceRead != 0 else { return nil }
      continuedSinceRead = 0
      return redrawKey
    }
    switch byte {
    case 0x0D, 0x0A: return "\n"
    case 0x1B:
      return readEscapeSequence(input)
    case 0x00..<0x80:
      return String(UnicodeScalar(byte)).lowercased()
    default:
      // A UTF-8 character: its lead byte says how many bytes follow.
      let length = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
      var bytes = [byte]
      for _ in 0..<length {
        guard let next = readByte(input) else { break }
        bytes.append(next)
      }
      let key = String(decoding: bytes, as: UTF8.self).lowercased()
      return Self.layoutKeys[key] ?? key
    }
  }

  /// Cyrillic letters on the keys the player uses (ЙЦУКЕН layouts, Russian and Ukrainian).
  static let layoutKeys = ["н": "y", "т": "n", "й": "q", "к": "r"]

  /// After ESC: `"escape"` alone, an arrow's name, or `"sequence"` for anything
  /// else. Reads exactly one sequence (CSI up to its final byte, SS3 and its byte,
  /// or Alt and one key), so keys typed after it are not lost.
  private static func readEscapeSequence(_ input: Int32) -> String {
    let (csi, ss3) = (UInt8(ascii: "["), UInt8(ascii: "O"))
    guard hasPendingInput(input, milliseconds: 30), let introducer = readByte(input) else {
      return "escape"
    }
    guard introducer == csi || introducer == ss3 else { return "sequence" }
    var body: [UInt8] = []
    repeat {
      guard hasPendingInput(input, milliseconds: 30), let next = readByte(input) else {
        return "sequence"
      }
      body.append(next)
    } while introducer == csi && !(0x40...0x7E).contains(body.last!) && body.count < 32
    let arrows: [UInt8: String] = [
      UInt8(ascii: "A"): "up", UInt8(ascii: "B"): "down", UInt8(ascii: "C"): "right",
      UInt8(ascii: "D"): "left",
    ]
    return body.count == 1 ? arrows[body[0]] ?? "sequence" : "sequence"
  }

  /// One byte; nil at the end of input, or when the process was continued while it
  /// waited. The wait polls: the signal may be handled on another thread, which
  /// would not interrupt a `read` here.
  private static func readByte(_ input: Int32) -> UInt8? {
    var byte: UInt8 = 0
    while true {
      if continuedSinceRead != 0 { return nil }
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 250)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let count = read(input, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR {
        if continuedSinceRead != 0 { return nil }
        continue
      }
      return nil
    }
  }

  private static func hasPendingInput(_ input: Int32, milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Asks the terminal for its primary device attributes (`ESC[c`) and returns the
  /// answer's parameters (4 means sixel graphics), or nil when it does not answer
  /// within `milliseconds`.
  package func deviceAttributes(milliseconds: Int32 = 150) -> [Int]? {
    FileHandle.standardOutput.write(Data("\u{1B}[c".utf8))
    var answer = ""
    while answer.count < 64, Self.hasPendingInput(input, milliseconds: milliseconds),
      let byte = Self.readByte(input)
    {
      answer.append(Character(UnicodeScalar(byte)))
      if byte == UInt8(ascii: "c") { break }
    }
    return TerminalImageSupport.deviceAttributes(fromAnswer: answer)
  }

  /// Drops keys typed while the game was busy (during the feedback delay).
  package func discardPendingInput() {
    tcflush(input, TCIFLUSH)
  }

  /// The terminal as it was, and a new line so the shell's prompt starts on its own
  /// line: what every ending signal does first. Async-signal-safe (tcsetattr, write).
  fileprivate static func restoreForEnding() {
    restoreNow()
    let newline: [UInt8] = [0x0A]
    newline.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  fileprivate static func restoreNow() {
    if settingsSaved { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings) }
    restoreSequence.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  /// Raw mode again, when the terminal is still ours and the process is in the foreground
  /// (a background process changing the terminal would be stopped by SIGTTOU).
  fileprivate static func reapplyNow() {
    guard settingsSaved, tcgetpgrp(STDIN_FILENO) == getpgrp() else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &rawSettings)
    hideCursorSequence.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  /// The terminal's width in columns (80 when it cannot be told).
  package static var columns: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// The size of one character cell in pixels (10×20 when the terminal does not say).
  package static var cellPixels: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else { return (10, 20) }
    return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
  }

  /// The terminal's height in rows (24 when it cannot be told).
  package static var rows: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
    return Int(size.ws_row)
  }
}

/// SIGTSTP (Ctrl-Z): restore the terminal, then stop as the default action would;
/// once continued, the SIGCONT handler has made it raw again. Only async-signal-safe
/// calls (tcsetattr, write, signal, sigprocmask, raise).
private func suspendAndRestore(_ sig: Int32) {
  RawTerminal.restoreNow()
  signal(SIGTSTP, SIG_DFL)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  raise(SIGTSTP)
  // Continued: catch the next Ctrl-Z again.
  signal(SIGTSTP, suspendAndRestore)
  RawTerminal.reapplyNow()
}

/// SIGCONT: raw mode again and a redraw at the next read.
private func reapplyRawMode(_ sig: Int32) {
  RawTerminal.reapplyNow()
  continuedSinceRead = 1
}

/// SIGWINCH: the window changed size; a redraw (laid out for the new size) at the next read.
private func windowResized(_ sig: Int32) {
  continuedSinceRead = 1
}

/// The signal handler: only async-signal-safe calls (tcsetattr, write, _exit).
private func restoreAndExit(_ sig: Int32) {
  RawTerminal.restoreForEnding()
  _exit(128 + sig)
}
