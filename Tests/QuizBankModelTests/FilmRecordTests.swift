import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankModel

/// ``FilmRecord``, the form the catalogue's one writer takes films in, filled
/// from bytes (as the IMDb importer does) or from a ``Film``; and the
/// writer's string escaping, whose scan checks eight bytes at a time.
struct FilmRecordTests {
  /// Fills a record from bytes, as an importer does.
  private func filled(_ record: inout FilmRecord) {
    func bytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      var text = text
      text.withUTF8(body)
    }
    bytes("tt42") { record.set(.id, utf8: $0) }
    record.set(.source, "imdb")
    bytes("Amélie \"2\"") { record.set(.title, utf8: $0) }
    record.set(.year, 2001)
    record.set(.rating, 8.3)
    record.set(.voteCount, 12)
    bytes("Drama") { record.append(.genres, utf8: $0) }
    bytes("Comedy") { record.append(.genres, utf8: $0) }
    bytes("Jean-Pierre Jeunet") { record.append(.crew, utf8: $0, suffix: " (dir.)") }
    record.append(.crew, "Audrey Tautou")
    record.append(.lists, "imdb:top250")
  }

  /// The line and the film, written out by hand from the format.
  private static let expectedLine =
    #"{"countries":[],"crew":["Jean-Pierre Jeunet (dir.)","Audrey Tautou"],"genres":["Drama","Comedy"],"id":"tt42","lists":["imdb:top250"],"rating":8.3,"source":"imdb","title":"Amélie \"2\"","voteCount":12,"year":2001}"#
  private static let expectedFilm = Film(
    id: "tt42", source: "imdb", title: "Amélie \"2\"", year: 2001, rating: 8.3, voteCount: 12,
    genres: ["Drama", "Comedy"], crew: ["Jean-Pierre Jeunet (dir.)", "Audrey Tautou"],
    lists: ["imdb:top250"])

  private func line(_ record: FilmRecord) -> String {
    var bytes = CanonicalBytes(pretty: false)
    bytes.film(record)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  @Test func aRecordFilledFromBytesWritesItsLineAndMakesItsFilm() {
    var record = FilmRecord()
    filled(&record)
    #expect(line(record) == Self.expectedLine)
    #expect(Film(record) == Self.expectedFilm)
  }

  @Test func aResetRecordKeepsNothingOfTheFilmBefore() {
    var record = FilmRecord()
    filled(&record)
    record.reset()
    record.set(.id, "x")
    record.set(.source, "tmdb")
    record.set(.title, "Y")
    #expect(
      line(record)
        == #"{"countries":[],"crew":[],"genres":[],"id":"x","lists":[],"source":"tmdb","title":"Y"}"#
    )
    #expect(Film(record) == Film(id: "x", source: "tmdb", title: "Y"))
    record.reset()
    filled(&record)
    #expect(line(record) == Self.expectedLine)
  }

  @Test(arguments: CatalogueFileTests.lines.indices)
  func aFilmLoadedIntoARecordComesBackWhole(_ index: Int) {
    let film = CatalogueFileTests.lines[index].0
    var record = FilmRecord()
    record.set(.id, "left over")
    record.append(.genres, "left over")
    record.load(film)
    #expect(Film(record) == film)
    #expect(line(record) == CatalogueFileTests.lines[index].1)
  }

  /// RFC 8785's escape of one byte that needs one, written out from the RFC.
  private static func escaped(_ byte: UInt8) -> String {
    switch byte {
    case 0x22: return #"\""#
    case 0x5C: return #"\\"#
    case 0x08: return #"\b"#
    case 0x09: return #"\t"#
    case 0x0A: return #"\n"#
    case 0x0C: return #"\f"#
    case 0x0D: return #"\r"#
    default:
      let hex = Array("0123456789abcdef")
      return "\\u00" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
    }
  }

  /// Every byte that needs an escape, at every place of texts longer than a
  /// few words, after plain ASCII, after multi-byte characters and bytes of
  /// 0x7F and above (which need none), and with a second one later on.
  @Test func everyByteThatNeedsAnEscapeIsEscapedWhereverItIs() {
    let specials = Array(UInt8(0)..<0x20) + [0x22, 0x5C]
    let fillers = ["abcdefghijklmnopqrstuvwxyz0123", "é😀\u{7F}ü—ßabcdefghijklmnop", "        "]
    for filler in fillers {
      let plain = Array(filler.utf8)
      for special in specials {
        for place in 0...plain.count {
          var input = plain
          input.insert(special, at: place)
          var expected = String(decoding: plain[..<place], as: UTF8.self) + Self.escaped(special)
          expected += String(decoding: plain[place...], as: UTF8.self)
          if place % 5 == 0 {
            input.append(0x5C)
            expected += #"\\"#
          }
          var bytes = CanonicalBytes(pretty: false)
          input.withUnsafeBufferPointer { bytes.string(utf8: $0) }
          let written = String(decoding: bytes.bytes, as: UTF8.self)
          #expect(written == "\"" + expected + "\"", "byte \(special) at \(place) of \(filler)")
        }
      }
      // No escape at all: the bytes as they are.
      var bytes = CanonicalBytes(pretty: false)
      plain.withUnsafeBufferPointer { bytes.string(utf8: $0) }
      #expect(String(decoding: bytes.bytes, as: UTF8.self) == "\"" + filler + "\"")
    }
  }

  /// A sink whose writes fail, as a full disk does.
  private final class FailingSink: CatalogueSink {
    var committed = false
    func write(_ bytes: [UInt8]) throws { throw CocoaError(.fileWriteOutOfSpace) }
    func commit() throws { committed = true }
    func discard() {}
  }

  @Test func aSinkThatFailsStopsTheWriterAndNothingIsCommitted() throws {
    let sink = FailingSink()
    let writer = CatalogueWriter(sink: sink)
    // More than one block (1 MiB) of lines, so the sink is written before the end.
    let film = Film(
      id: "tt1", source: "imdb", title: "T", overview: String(repeating: "o", count: 1000))
    let error = #expect(throws: CocoaError.self) {
      for _ in 0..<3000 { try writer.write(film) }
      try writer.finish()
    }
    #expect(error?.code == .fileWriteOutOfSpace)
    #expect(!sink.committed)
    writer.cancel()
  }
}
