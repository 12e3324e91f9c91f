import Foundation

/// Jobs from the calling thread to a worker thread, in batches, in order: the
/// caller goes on producing (reading JSON, say) while the worker processes
/// what was produced (building and writing films), with at most `queueLimit`
/// batches waiting, so memory stays bounded. A ``WorkerThread`` fed through a
/// ``BoundedQueue``.
///
/// The caller ``submit(_:)``s jobs, then calls ``finish()`` (every job
/// processed, the worker's error rethrown) or ``cancel()`` (the worker stops
/// after its current batch; the queued ones are dropped). An error thrown by
/// `process` stops the worker; the caller's next ``submit(_:)`` or
/// ``finish()`` throws it.
package final class BatchPipeline<Job: Sendable> {
  private let queue: BoundedQueue<[Job]>
  private let worker: WorkerThread
  /// What stopped the worker, set on the worker before it abandons the queue.
  private let failure: Locked<(any Error)?>
  private let batchSize: Int
  private var batch: [Job] = []

  /// Starts the worker; `process` gets each batch, in order, on the worker.
  package init(
    batchSize: Int = 1024, queueLimit: Int = 2, stackSize: Int? = 1 << 20,
    process: @escaping @Sendable ([Job]) throws -> Void
  ) {
    let queue = BoundedQueue<[Job]>(limit: queueLimit)
    let failure = Locked<(any Error)?>(nil)
    self.queue = queue
    self.failure = failure
    self.batchSize = max(1, batchSize)
    worker = WorkerThread(stackSize: stackSize) {
      do {
        while let jobs = try queue.take() { try process(jobs) }
      } catch {
        failure.withLock { $0 = error }
        queue.abandon()
      }
    }
    batch.reserveCapacity(self.batchSize)
  }

  /// Starts the worker with `state` lent to it: `process` gets the state with
  /// each batch, on the worker.
  ///
  /// For state that is not `Sendable` (a collector, a writer) and that the
  /// caller owns. From here until ``finish()`` or ``cancel()`` has returned,
  /// the caller must not touch, directly or through another reference, what
  /// `process` changes, nor change what it reads (reading a `let` both use is
  /// fine). Those calls join the worker, so what the worker did is visible to
  /// the caller once they return.
  package convenience init<State>(
    lending state: State, batchSize: Int = 1024, queueLimit: Int = 2,
    stackSize: Int? = 1 << 20, process: @escaping @Sendable (State, [Job]) throws -> Void
  ) {
    let lent = Lent(state: state)
    self.init(batchSize: batchSize, queueLimit: queueLimit, stackSize: stackSize) { jobs in
      try process(lent.state, jobs)
    }
  }

  deinit {
    queue.abandon()
    worker.join()
  }

  /// Queues a job, handing a full batch to the worker (waiting while
  /// `queueLimit` batches wait); throws the worker's error once it has failed.
  package func submit(_ job: Job) throws {
    batch.append(job)
    if batch.count >= batchSize { try flush() }
  }

  /// Hands the rest to the worker, waits for it, and rethrows its error.
  package func finish() throws {
    try flush()
    if !queue.isClosed { queue.close() }
    worker.join()
    if let error = failure.withLock({ $0 }) { throw error }
  }

  /// Stops the worker after its current batch, drops the queued ones (and the
  /// partial batch), and waits for it.
  package func cancel() {
    batch.removeAll()
    queue.abandon()
    worker.join()
  }

  /// Whether ``finish()``, ``cancel()`` or a failure has closed the pipeline,
  /// asked from any thread: lets a test hold the worker inside a batch until a
  /// cancel has taken effect.
  package var isClosed: @Sendable () -> Bool {
    let queue = self.queue
    return { queue.isClosed }
  }

  private func flush() throws {
    guard !batch.isEmpty else { return }
    guard queue.put(batch) else {
      throw failure.withLock { $0 } ?? CancellationError()
    }
    batch = []
    batch.reserveCapacity(batchSize)
  }
}

/// The state a ``BatchPipeline`` lends its worker.
///
/// `@unchecked Sendable`: the state is not `Sendable`, and the compiler cannot
/// see that it changes hands safely. It does because the pipeline hands it
/// only to `process`, on the worker, and the lender promises (the contract of
/// ``BatchPipeline/init(lending:batchSize:queueLimit:stackSize:process:)``)
/// not to touch it until ``BatchPipeline/finish()`` or
/// ``BatchPipeline/cancel()`` has joined the worker; the join orders the
/// worker's writes before the lender's next reads. This is the one lending
/// of non-`Sendable` state between threads in the package: code that can give
/// its worker `Sendable` state (or a ``Locked`` box) uses the other initialiser.
private struct Lent<State>: @unchecked Sendable {
  let state: State
}
