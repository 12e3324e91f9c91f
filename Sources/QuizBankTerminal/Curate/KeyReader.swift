import Foundation

/// A key the curator understands.
package enum CurationKey: Equatable {
  case keep, drop, yes, no, quit, other
}

/// Reads the curator's keys from standard input through the player's
/// ``RawTerminal``: single keypresses on a terminal, with the terminal restored
/// on exit, on Ctrl-C, SIGTERM and SIGHUP, and around Ctrl-Z; plain bytes otherwise.
package final class KeyReader {
  private let terminal: RawTerminal?

  package init() {
    terminal = RawTerminal()
  }

  /// Puts the terminal back as it was.
  package func restore() {
    terminal?.restore()
  }

  /// The next key; `.quit` at the end of input or on Ctrl-D.
  package func next() -> CurationKey {
    Self.key(for: RawTerminal.readKey(from: STDIN_FILENO))
  }

  /// What a key read by ``RawTerminal`` means to the curator: k or → keeps, d or ←
  /// drops, y and n answer, q, Ctrl-D and the end of input quit.
  package static func key(for key: String?) -> CurationKey {
    switch key {
    case nil, "q", "\u{04}", "\u{03}": .quit
    case "k", "right": .keep
    case "d", "left": .drop
    case "y": .yes
    case "n": .no
    default: .other
    }
  }
}
