import Foundation

/// Catalogue files: JSON Lines, one ``Film`` per line in canonical compact JSON
/// (sorted keys), so they stream, diff well and are byte-identical for the same films.
public enum CatalogueFile {
  /// One film as its catalogue line, without the newline.
  public static func line(for film: Film) throws -> String {
    try CanonicalJSON.compact(JSONValueEncoder().encode(film))
  }

  /// Decodes one catalogue line.
  public static func film(fromLine line: some StringProtocol) throws -> Film {
    try JSONNodeDecoder().decode(Film.self, from: Data(line.utf8))
  }

  /// Writes films to `url` atomically, one a line.
  public static func write(_ films: some Sequence<Film>, to url: URL) throws {
    var writer = try AtomicFileWriter(destination: url)
    do {
      var buffer = ""
      for film in films {
        buffer += try line(for: film) + "\n"
        if buffer.utf8.count > 1 << 20 {
          try writer.write(buffer)
          buffer = ""
        }
      }
      try writer.write(buffer)
      try writer.commit()
    } catch {
      writer.discard()
      throw error
    }
  }

  /// Reads every film of a catalogue file; a bad line throws with its number.
  public static func read(from url: URL) throws -> [Film] {
    var films: [Film] = []
    try forEachFilm(in: url) { films.append($0) }
    return films
  }

  /// Calls `body` with each film in order, reading the file in chunks.
  public static func forEachFilm(in url: URL, _ body: (Film) throws -> Void) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var pending = Data()
    var lineNumber = 0
    func emit(_ bytes: Data) throws {
      lineNumber += 1
      let text = String(decoding: bytes, as: UTF8.self)
      guard !text.allSatisfy(\.isWhitespace) else { return }
      do {
        try body(try film(fromLine: text))
      } catch let error as DecodingError {
        throw CatalogueReadError(
          file: url.path, line: lineNumber, reason: String(describing: error))
      }
    }
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      pending.append(chunk)
      var start = pending.startIndex
      while let newline = pending[start...].firstIndex(of: 0x0A) {
        try emit(pending[start..<newline])
        start = pending.index(after: newline)
      }
      pending = Data(pending[start...])
    }
    if !pending.isEmpty { try emit(pending) }
  }
}

/// A catalogue line that is not a film.
public struct CatalogueReadError: Error, CustomStringConvertible {
  /// The file.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// What is wrong.
  public var reason: String

  public var description: String { "\(file):\(line): not a catalogue film: \(reason)" }
}
