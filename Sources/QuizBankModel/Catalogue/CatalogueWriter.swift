import Foundation

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

/// A catalogue kept in memory: for a caller that reads the films back (the
/// fetcher), and for tests.
package final class MemoryCatalogue: CatalogueSink {
  package private(set) var bytes: [UInt8] = []
  package private(set) var committed = false
  package private(set) var discarded = false

  package init() {}

  package func write(_ bytes: [UInt8]) throws { self.bytes += bytes }
  package func commit() throws { committed = true }
  package func discard() { discarded = true }

  /// The catalogue's lines, without their newlines.
  package var lines: [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The films, decoded from the lines.
  package func films() throws -> [Film] { try lines.map { try CatalogueFile.film(fromLine: $0) } }
}

/// Writes films as catalogue lines (``CatalogueFile``'s canonical JSON Lines),
/// buffered, with the catalogue's one byte writer (``CanonicalBytes/film(_:)``).
package final class CatalogueWriter {
  private let sink: any CatalogueSink
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  @exclusivity(unchecked) private var line = CanonicalBytes(pretty: false)
  private let flushSize = 1 << 20

  /// A writer into `sink`.
  package init(sink: any CatalogueSink) {
    self.sink = sink
    buffer.reserveCapacity(flushSize + 4096)
  }

  /// Appends one film as a line.
  package func write(_ film: Film) throws {
    line.reset(level: 0)
    line.film(film)
    line.withBytes { buffer.append(contentsOf: $0) }
    buffer.append(0x0A)
    if buffer.count >= flushSize {
      try sink.write(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Flushes and commits.
  package func finish() throws {
    if !buffer.isEmpty { try sink.write(buffer) }
    buffer.removeAll()
    try sink.commit()
  }
}
