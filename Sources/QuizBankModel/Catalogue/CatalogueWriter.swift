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
  public func write(_ bytes: [UInt8]) throws {
    // Written from the array's own memory: no copy into a `Data`.
    try bytes.withUnsafeBytes { raw in
      guard let start = raw.baseAddress, raw.count > 0 else { return }
      try writer.write(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: raw.count,
          deallocator: .none))
    }
  }
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
///
/// Full blocks of lines go to the sink on a thread of their own (a
/// ``BatchPipeline``), so whoever makes the films (an importer's worker) does
/// not also wait for the file system. The sink is lent to that thread until
/// ``finish()`` or ``cancel()``: the owner touches it only after one of them
/// (``cancel()`` before discarding what the sink holds).
package final class CatalogueWriter {
  private let sink: any CatalogueSink
  private let blocks: BatchPipeline<[UInt8]>
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  @exclusivity(unchecked) private var line = CanonicalBytes(pretty: false)
  /// The record a ``Film`` is loaded into to be written.
  @exclusivity(unchecked) private var record = FilmRecord()
  private static let flushSize = 1 << 20

  /// A writer into `sink`.
  package init(sink: any CatalogueSink) {
    self.sink = sink
    blocks = BatchPipeline(lending: sink, batchSize: 1, queueLimit: 2) { sink, blocks in
      for block in blocks { try sink.write(block) }
    }
    buffer.reserveCapacity(Self.flushSize + 4096)
  }

  /// Appends one film as a line.
  package func write(_ film: Film) throws {
    record.load(film)
    try write(record)
  }

  /// Appends one film, given as a record, as a line; throws what stopped the
  /// sink (a failed write) once it has.
  package func write(_ record: FilmRecord) throws {
    line.reset(level: 0)
    line.film(record)
    line.withBytes { buffer.append(contentsOf: $0) }
    buffer.append(0x0A)
    if buffer.count >= Self.flushSize {
      try blocks.submit(buffer)
      buffer = []
      buffer.reserveCapacity(Self.flushSize + 4096)
    }
  }

  /// Writes the rest, waits for every block to be in the sink, and commits.
  package func finish() throws {
    if !buffer.isEmpty { try blocks.submit(buffer) }
    buffer = []
    try blocks.finish()
    try sink.commit()
  }

  /// Stops writing: the blocks not yet in the sink are dropped, and the sink
  /// is the owner's again (to discard).
  package func cancel() {
    blocks.cancel()
  }
}
