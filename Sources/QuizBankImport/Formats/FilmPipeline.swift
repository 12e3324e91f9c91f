import Foundation

/// Runs the second half of an import (building films, encoding and writing
/// them) on a worker thread while the caller keeps reading JSON, with at most
/// a few batches in flight, so memory stays bounded.
///
/// The worker is the only one to call `process`; the caller submits jobs,
/// then calls ``finish()`` (or ``cancel()`` when reading failed) before it
/// touches anything `process` touches.
final class FilmPipeline<Job: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var waiting: [[Job]] = []
  private var batch: [Job] = []
  private var closed = false
  private var done = false
  private var failure: (any Error)?
  private let batchSize: Int
  private let maxWaiting = 2

  /// Starts the worker; `process` gets each batch in order.
  init(batchSize: Int = 1024, process: @escaping @Sendable ([Job]) throws -> Void) {
    self.batchSize = batchSize
    batch.reserveCapacity(batchSize)
    let thread = Thread { [self] in self.work(process) }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Queues a job; throws the worker's error once it has failed.
  func submit(_ job: Job) throws {
    batch.append(job)
    if batch.count >= batchSize { try flush() }
  }

  /// Hands the rest to the worker, waits for it, and rethrows its error.
  func finish() throws {
    try flush()
    condition.lock()
    closed = true
    condition.broadcast()
    while !done { condition.wait() }
    let failure = self.failure
    condition.unlock()
    if let failure { throw failure }
  }

  /// Stops the worker after its current batch and waits for it.
  func cancel() {
    condition.lock()
    waiting.removeAll()
    closed = true
    condition.broadcast()
    while !done { condition.wait() }
    condition.unlock()
  }

  /// Whether ``finish()`` or ``cancel()`` has closed the pipeline: lets a test
  /// hold the worker inside a batch until a cancel has taken effect.
  var isClosed: Bool {
    condition.lock()
    defer { condition.unlock() }
    return closed
  }

  private func flush() throws {
    guard !batch.isEmpty else { return }
    condition.lock()
    while waiting.count >= maxWaiting && failure == nil { condition.wait() }
    if let failure {
      condition.unlock()
      throw failure
    }
    waiting.append(batch)
    condition.broadcast()
    condition.unlock()
    batch = []
    batch.reserveCapacity(batchSize)
  }

  private func work(_ process: ([Job]) throws -> Void) {
    while true {
      condition.lock()
      while waiting.isEmpty && !closed { condition.wait() }
      if waiting.isEmpty {
        done = true
        condition.broadcast()
        condition.unlock()
        return
      }
      let next = waiting.removeFirst()
      condition.broadcast()
      condition.unlock()
      do {
        try process(next)
      } catch {
        condition.lock()
        failure = error
        waiting.removeAll()
        closed = true
        done = true
        condition.broadcast()
        condition.unlock()
        return
      }
    }
  }
}

/// A value handed to the worker thread that only one thread uses at a time
/// (see ``FilmPipeline``'s contract).
struct Handover<Value>: @unchecked Sendable {
  let value: Value
}
