import Foundation
import QuizBankModel

/// Where catalogue bytes go: a file written atomically, standard output, memory.
public protocol CatalogueSink: AnyObject {
  /// Takes the next bytes of the catalogue.
  func write(_ bytes: [UInt8]) throws
  /// The catalogue is complete.
  func commit() throws
  /// The import failed: throw away what was written, where possible.
  func discard()
}

/// A catalogue file written atomically: nothing appears at the destination
/// unless the import succeeds.
public final class AtomicCatalogueFile: CatalogueSink {
  private var writer: AtomicFileWriter

  /// Starts writing beside `url`.
  public init(url: URL) throws {
    writer = try AtomicFileWriter(destination: url)
  }

  /// Appends bytes to the temporary file.
  public func write(_ bytes: [UInt8]) throws { try writer.write(Data(bytes)) }
  /// Renames the temporary file into place.
  public func commit() throws { try writer.commit() }
  /// Removes the temporary file.
  public func discard() { writer.discard() }
}

/// Writes films as catalogue lines (``CatalogueFile``'s canonical JSON Lines),
/// buffered, without going through `Encodable`: the same bytes as
/// ``CatalogueFile/line(for:)``, several times faster.
final class CatalogueWriter {
  private let sink: any CatalogueSink
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  private let flushSize = 1 << 20

  init(sink: any CatalogueSink) {
    self.sink = sink
    buffer.reserveCapacity(flushSize + 4096)
  }

  /// Appends one film as a line.
  func write(_ film: Film) throws {
    Self.encode(film, into: &buffer)
    buffer.append(0x0A)
    if buffer.count >= flushSize {
      try sink.write(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Appends one line built by `build` (members in canonical order).
  func writeLine(_ build: (inout LineEncoder) -> Void) throws {
    var line = LineEncoder(out: buffer)
    buffer = []
    build(&line)
    line.out.append(UInt8(ascii: "}"))
    line.out.append(0x0A)
    buffer = line.out
    if buffer.count >= flushSize {
      try sink.write(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Flushes and commits.
  func finish() throws {
    if !buffer.isEmpty { try sink.write(buffer) }
    buffer.removeAll()
    try sink.commit()
  }

  /// The catalogue line of `film`, without the newline; members in canonical
  /// (sorted) order, absent optionals left out as `CatalogueFile` does.
  static func encode(_ film: Film, into out: inout [UInt8]) {
    var line = LineEncoder(out: out)
    out = []  // hand the buffer over without copying
    line.strings("\"countries\":", film.countries)
    line.strings("\"crew\":", film.crew)
    line.strings("\"genres\":", film.genres)
    line.text("\"id\":", film.id)
    line.text("\"image\":", film.image)
    line.strings("\"lists\":", film.lists)
    line.text("\"originalTitle\":", film.originalTitle)
    line.text("\"overview\":", film.overview)
    line.decimal("\"popularity\":", film.popularity)
    line.integer("\"rank\":", film.rank)
    line.integer("\"rankChange\":", film.rankChange)
    line.decimal("\"rating\":", film.rating)
    line.text("\"releaseDate\":", film.releaseDate)
    line.integer("\"runtimeMinutes\":", film.runtimeMinutes)
    line.text("\"source\":", film.source)
    line.text("\"title\":", film.title)
    line.text("\"trailer\":", film.trailer)
    line.integer("\"voteCount\":", film.voteCount)
    line.integer("\"year\":", film.year)
    line.out.append(UInt8(ascii: "}"))
    out = line.out
  }

  /// ECMAScript's number text, as `CanonicalJSON.number` gives it, with fast
  /// paths for whole numbers and for plain decimals (where Swift's shortest
  /// round-trip description is already the same text).
  static func number(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    let magnitude = abs(value)
    if value.rounded() == value && magnitude < 9e15 { return String(Int64(value)) }
    if magnitude >= 1e-4 && magnitude < 1e15 {
      let text = value.description
      if !text.utf8.contains(UInt8(ascii: "e")) { return text }
    }
    return try? CanonicalJSON.number(value)
  }

  /// A JSON string with RFC 8785's minimal escaping, as `CanonicalJSON` writes it.
  static func string(_ value: String, into out: inout [UInt8]) {
    var value = value
    value.withUTF8 { string(bytes: $0, into: &out) }
  }

  /// The same for UTF-8 bytes.
  static func string(bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var runStart = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      runStart = index + 1
      switch byte {
      case 0x22: out.append(contentsOf: [0x5C, 0x22])
      case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
      case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      default:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [
          0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      }
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    out.append(UInt8(ascii: "\""))
  }
}

/// Appends one catalogue line's members to a byte buffer. Members must come
/// in canonical (sorted) order.
struct LineEncoder {
  var out: [UInt8]
  var first = true

  /// Appends the separator and `name`, given quoted with its colon (`"id":`).
  mutating func key(_ name: StaticString) {
    out.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
    first = false
    out.append(
      contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }

  mutating func strings(_ name: StaticString, _ values: [String]) {
    key(name)
    out.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      CatalogueWriter.string(value, into: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  mutating func text(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    CatalogueWriter.string(value, into: &out)
  }

  mutating func integer(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    if value >= 0 && value < 10 {
      out.append(UInt8(ascii: "0") + UInt8(value))
    } else {
      out.append(contentsOf: String(value).utf8)
    }
  }

  mutating func decimal(_ name: StaticString, _ value: Double?) {
    guard let value, let text = CatalogueWriter.number(value) else { return }
    key(name)
    out.append(contentsOf: text.utf8)
  }
}
