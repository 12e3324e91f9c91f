import Foundation
import QuizBankJSON

/// Catalogue files: JSON Lines, one ``Film`` per line in canonical compact JSON
/// (sorted keys), so they stream, diff well and are byte-identical for the same films.
///
/// A thin face over the catalogue's one reader and one writer, which follow
/// ``Film/Field``: what this type reads and writes is exactly what the
/// importers write and the generator reads.
public enum CatalogueFile {
  /// One film as its catalogue line, without the newline.
  public static func line(for film: Film) -> String {
    var bytes = CanonicalBytes(pretty: false)
    bytes.film(film)
    return bytes.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Decodes one catalogue line; a line that is not a film throws
  /// ``CatalogueReadError`` naming `file` and `line`.
  public static func film(
    fromLine text: some StringProtocol, file: String = "<line>", line: Int = 1
  ) throws -> Film {
    var utf8 = String(text)
    return try utf8.withUTF8 { bytes in
      do throws(CatalogueLineError) {
        return try CatalogueLineReader.decode(bytes, with: JSONReader(bytes: EmptyCollection()))
      } catch {
        throw CatalogueReadError(file: file, line: line, column: error.column, reason: error.reason)
      }
    }
  }

  /// Writes films to `url` atomically, one a line: nothing appears at `url`
  /// unless every film was written.
  public static func write(_ films: some Sequence<Film>, to url: URL) throws {
    let sink = try AtomicCatalogueFile(url: url)
    let writer = CatalogueWriter(sink: sink)
    do {
      for film in films { try writer.write(film) }
      try writer.finish()
    } catch {
      writer.cancel()
      sink.discard()
      throw error
    }
  }

  /// Reads every film of a catalogue file; a bad line throws ``CatalogueReadError``.
  public static func read(from url: URL) throws -> [Film] {
    var films: [Film] = []
    try forEachFilm(in: url) { films.append($0) }
    return films
  }

  /// Calls `body` with each film in order, reading the file in chunks; a bad
  /// line throws ``CatalogueReadError`` after the films before it.
  public static func forEachFilm(in url: URL, _ body: (Film) throws -> Void) throws {
    try CatalogueLineReader.forEachFilm(in: url) { try body($0) }
  }
}

/// A catalogue line that is not a film: where (file, line, column) and why.
public struct CatalogueReadError: Error, Equatable, CustomStringConvertible {
  /// The file.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column (in Unicode scalars) of what is wrong in the line.
  public var column: Int
  /// What is wrong.
  public var reason: String

  /// Creates the error.
  public init(file: String, line: Int, column: Int, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// Where the bad line is.
  public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// What to do about it.
  public static let hint =
    "each line of a catalogue is one film object, as qbank import and qbank fetch write them"

  /// `file:line:col: error: not a catalogue film: reason; hint`.
  public var description: String {
    "\(location): error: not a catalogue film: \(reason); \(Self.hint)"
  }
}
