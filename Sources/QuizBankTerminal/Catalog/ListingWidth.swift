/// How wide `qbank catalog list` may print its table.
///
/// - `--wide`: every column in full, whatever the terminal.
/// - `COLUMNS` set to a positive number: that many columns (on a terminal or
///   not, so a script can ask for a width).
/// - standard output a terminal: the terminal's width (`TIOCGWINSZ`).
/// - otherwise (a pipe, a file): every column in full. Scripts that cut,
///   grep or awk the rows want whole titles and poster addresses, not `…`.
package enum ListingWidth {
  /// The width to fit, or `nil` for every column in full.
  package static func resolve(
    wide: Bool, stdoutIsTerminal: Bool, environment: [String: String],
    terminalColumns: () -> Int = { RawTerminal.columns }
  ) -> Int? {
    if wide { return nil }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return stdoutIsTerminal ? terminalColumns() : nil
  }
}
