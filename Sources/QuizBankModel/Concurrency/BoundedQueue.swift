import Foundation

/// A first-in, first-out queue from one producing thread to one consuming
/// thread, holding at most `limit` items: the producer waits while it is full,
/// the consumer while it is empty. It is how the stages of a pipeline run on
/// two cores with bounded memory.
///
/// The producer ends the stream with ``close(throwing:)`` (the consumer gets
/// the items, then `nil` or the error); the consumer gives up with
/// ``abandon()`` (the producer's next ``put(_:)`` returns `false`).
///
/// It is the one bounded queue of the package: ``BatchPipeline`` and every
/// pipeline stage are built on it.
///
/// `@unchecked Sendable`: the mutable members below are read and written only
/// between `condition.lock()` and `condition.unlock()`, and the items are
/// `Sendable`. (A ``Locked`` box cannot be waited on, hence the condition.)
package final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let limit: Int
  // All under `condition`.
  private var items: [Element] = []  // never more than `limit`: removing the first is cheap
  private var closed = false
  private var failure: (any Error)?
  private var abandoned = false

  /// A queue holding at most `limit` items (at least 1).
  package init(limit: Int) {
    self.limit = max(1, limit)
    items.reserveCapacity(self.limit)
  }

  /// Adds `item` at the end, waiting while the queue is full; `false` (and
  /// nothing added) once the consumer has abandoned the queue.
  package func put(_ item: consuming Element) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    precondition(!closed, "put(_:) after close(throwing:)")
    while items.count >= limit, !abandoned { condition.wait() }
    guard !abandoned else { return false }
    items.append(item)
    condition.broadcast()
    return true
  }

  /// Ends the stream: the consumer gets what is queued, then `nil`, or
  /// `error` when one is given.
  package func close(throwing error: (any Error)? = nil) {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    failure = error
    condition.broadcast()
  }

  /// The first item, waiting while the queue is empty; `nil` once the stream
  /// has ended (or the queue was abandoned), or the producer's error.
  package func take() throws -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty, !closed, !abandoned { condition.wait() }
    guard !abandoned else { return nil }
    guard !items.isEmpty else {
      if let failure { throw failure }
      return nil
    }
    condition.broadcast()
    return items.removeFirst()
  }

  /// Whether the stream has ended: ``close(throwing:)`` or ``abandon()`` was called.
  package var isClosed: Bool {
    condition.lock()
    defer { condition.unlock() }
    return closed || abandoned
  }

  /// Gives up on the stream: what is queued is dropped and the producer is
  /// told at its next ``put(_:)``.
  package func abandon() {
    condition.lock()
    defer { condition.unlock() }
    abandoned = true
    items.removeAll()
    condition.broadcast()
  }
}
