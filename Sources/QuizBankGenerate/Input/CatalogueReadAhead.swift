import Foundation
import QuizBankModel

/// Reads a catalogue with the decoding on a thread of its own, a few batches of
/// films ahead of the consumer, so decoding and whatever is done with the
/// films share the machine's cores. The films, their order and the errors are
/// those of ``CatalogueLineReader``; memory is bounded by the queue.
///
/// Films travel by move: the decoding thread moves each film it made into a
/// batch, and the consumer moves it out again before lending it to `body`, so
/// no film is copied and no string's reference count is raised and lowered
/// again on either thread; each film is released once, by the consumer.
enum CatalogueReadAhead {
  /// Films decoded ahead in one batch.
  static let batchSize = 1024
  /// Batches decoded ahead at most.
  static let queueLimit = 8

  /// Calls `body` with each film of the file at `url`, in order. A malformed
  /// line throws after the films before it; an error from `body` stops the
  /// decoding thread.
  static func forEachFilm(
    in url: URL, keeping kept: Film.FieldSet = .all, _ body: (Film) throws -> Void
  ) throws {
    let queue = BoundedQueue<[Film?]>(limit: queueLimit)
    let decoder = WorkerThread { decode(url, keeping: kept, into: queue) }
    defer {
      queue.abandon()
      decoder.join()
    }
    while var batch = try queue.take() { try lend(&batch, to: body) }
  }

  /// Calls `body` with each element of `batch`, in order, each moved out of
  /// the batch first (it leaves `nil`): `body` borrows a value of its own
  /// rather than a copy, and it is destroyed right after. When `body` throws,
  /// the elements not yet lent stay in the batch.
  static func lend<Element>(_ batch: inout [Element?], to body: (Element) throws -> Void)
    rethrows
  {
    try batch.withUnsafeMutableBufferPointer { batch in
      for i in batch.indices {
        guard let element = batch[i].take() else { continue }
        try body(element)
      }
    }
  }

  /// The decoding thread: batches of films into `queue`, then the end or the error.
  private static func decode(
    _ url: URL, keeping kept: Film.FieldSet, into queue: BoundedQueue<[Film?]>
  ) {
    var batch: [Film?] = []
    batch.reserveCapacity(batchSize)
    do {
      try CatalogueLineReader.forEachFilm(in: url, keeping: kept) { film in
        batch.append(consume film)
        guard batch.count == batchSize else { return }
        // The full batch is given away, not shared: were it still this thread's
        // too when the consumer lends its films, taking them out would copy it.
        var full: [Film?] = []
        full.reserveCapacity(batchSize)
        swap(&full, &batch)
        guard queue.put(consume full) else { throw Abandoned() }
      }
      if !batch.isEmpty, !queue.put(batch) { return }
      queue.close()
    } catch is Abandoned {
      return
    } catch {
      if !batch.isEmpty, !queue.put(batch) { return }
      queue.close(throwing: error)
    }
  }

  /// The consumer stopped: nothing more to decode.
  private struct Abandoned: Error {}
}
