/// What an image `source` is.
package enum ImageSource: Equatable {
  case empty
  /// `https://…`.
  case remote
  /// Any other URL scheme but `file:` (`http:`, `ftp:`, `data:`); carries the scheme.
  case insecureRemote(String)
  /// `file:…`.
  case fileURL
  /// `/…`, `\…` or `C:\…`.
  case absolutePath
  /// A relative path with a `..` component.
  case escapingPath
  /// A relative path inside the bundle's folder.
  case localPath

  /// Classifies `source`.
  package init(_ source: String) {
    if source.isEmpty {
      self = .empty
      return
    }
    if Self.startsWithHTTPS(source) {  // the common case, without a scan
      self = .remote
      return
    }
    if let scheme = Self.scheme(of: source) {
      let lower = scheme.lowercased()
      if lower == "https" {
        self = .remote
      } else if lower == "file" {
        self = .fileURL
      } else if scheme.count == 1 {
        self = .absolutePath  // a Windows drive letter: C:\…
      } else {
        self = .insecureRemote(lower)
      }
      return
    }
    if source.hasPrefix("/") || source.hasPrefix("\\") || source.hasPrefix("~") {
      self = .absolutePath
      return
    }
    let parts = source.split(whereSeparator: { $0 == "/" || $0 == "\\" })
    self = parts.contains("..") ? .escapingPath : .localPath
  }

  /// Whether `source` starts with `https://`: its first eight bytes compared as
  /// one word where the string's bytes are at hand (a native string), which
  /// costs less than walking the two sequences (the check runs for every
  /// question, in several rules).
  private static func startsWithHTTPS(_ source: String) -> Bool {
    let https: UInt64 = 0x2F2F_3A73_7074_7468  // "https://" read as a little-endian word
    return source.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.count >= 8
        && UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self))
          == https
    } ?? source.utf8.starts(with: "https://".utf8)
  }

  /// The URL scheme of `source` (`https` in `https://…`), if it starts with one:
  /// a letter, then letters, digits, `+`, `-` or `.`, then `:`.
  private static func scheme(of source: String) -> Substring? {
    let utf8 = source.utf8
    guard let first = utf8.first, Self.isLetter(first) else { return nil }
    for (offset, byte) in utf8.enumerated().dropFirst() {
      if byte == UInt8(ascii: ":") {
        return source.prefix(offset)
      }
      guard
        Self.isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D
          || byte == 0x2E
      else { return nil }
    }
    return nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
