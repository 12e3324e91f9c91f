import Foundation
import Testing

@testable import QuizBankModel

/// The worker thread behind streaming imports: batches in order, errors back
/// to the caller, cancelling, and state lent to the worker.
struct BatchPipelineTests {
  struct Stop: Error, Equatable {}

  @Test func processesEveryJobInOrderOnTheWorker() throws {
    let log = Locked<[Int]>([])
    let pipeline = BatchPipeline<Int>(batchSize: 7) { batch in log.withLock { $0 += batch } }
    for value in 0..<1000 { try pipeline.submit(value) }
    try pipeline.finish()
    #expect(log.current == Array(0..<1000))
  }

  @Test func handsTheWorkersErrorBackToTheReader() throws {
    let pipeline = BatchPipeline<Int>(batchSize: 4) { batch in
      if batch.contains(10) { throw Stop() }
    }
    #expect(throws: Stop.self) {
      for value in 0..<10_000 { try pipeline.submit(value) }
      try pipeline.finish()
    }
    // The caller's clean-up after the error: it returns, and does not hang.
    pipeline.cancel()
  }

  @Test func finishRethrowsAnErrorFromTheLastBatch() throws {
    let pipeline = BatchPipeline<Int>(batchSize: 100) { batch in
      if batch.contains(3) { throw Stop() }
    }
    for value in 0..<5 { try pipeline.submit(value) }  // one partial batch, handed over by finish
    #expect(throws: Stop()) { try pipeline.finish() }
  }

  @Test func cancelFinishesTheCurrentBatchAndDropsTheQueuedOnes() throws {
    let log = Locked<[Int]>([])
    let started = DispatchSemaphore(value: 0)
    let isClosed = Locked<(@Sendable () -> Bool)?>(nil)
    let pipeline = BatchPipeline<Int>(batchSize: 1) { batch in
      if batch == [0] {
        started.signal()
        // Stay inside batch 0 until cancel() has closed the pipeline and dropped
        // the queued batches, whatever the scheduler does.
        while !(isClosed.withLock { $0 }?() ?? false) { usleep(1000) }
      }
      log.withLock { $0 += batch }
    }
    isClosed.withLock { $0 = pipeline.isClosed }
    try pipeline.submit(0)
    started.wait()
    // The worker is inside batch 0; these two wait behind it.
    try pipeline.submit(1)
    try pipeline.submit(2)
    pipeline.cancel()
    // cancel() returned only after batch 0 was done, and 1 and 2 never ran.
    #expect(log.current == [0])
    usleep(50_000)
    #expect(log.current == [0])
  }

  @Test func cancelNeverHandsOverAPartialBatch() throws {
    let log = Locked<[Int]>([])
    let pipeline = BatchPipeline<Int>(batchSize: 2) { batch in log.withLock { $0 += batch } }
    try pipeline.submit(1)
    try pipeline.submit(2)
    try pipeline.submit(3)  // not a full batch: still with the reader
    pipeline.cancel()
    // The full batch ran whole or not at all; the partial one never ran.
    #expect(log.current == [1, 2] || log.current == [])
    #expect(!log.current.contains(3))
  }

  @Test func aFullQueueHoldsTheSubmitterUntilTheWorkerTakesABatch() throws {
    let gate = DispatchSemaphore(value: 0)
    let submitted = Locked(0)
    // The submitter is another thread, so the pipeline goes in a box it can reach.
    let pipeline = Locked(BatchPipeline<Int>(batchSize: 1, queueLimit: 2) { _ in gate.wait() })
    let submitter = WorkerThread {
      for value in 0..<4 {
        pipeline.withLock { try? $0.submit(value) }
        submitted.withLock { $0 += 1 }
      }
    }
    // Batch 0 is with the worker (held at the gate), 1 and 2 fill the queue: 3 must wait.
    #expect(BoundedQueueTests.eventually { submitted.current == 3 })
    usleep(200_000)
    #expect(submitted.current == 3, "the fourth batch must wait while two are queued")
    gate.signal()
    #expect(
      BoundedQueueTests.eventually { submitted.current == 4 },
      "the worker taking a batch must wake the submitter")
    submitter.join()
    for _ in 0..<3 { gate.signal() }
    try pipeline.withLock { try $0.finish() }
  }

  /// State that is not `Sendable`, lent to the worker.
  final class Totals {
    var sum = 0
    var batches = 0
  }

  @Test func lentStateIsTheCallersAgainAfterFinish() throws {
    let totals = Totals()
    let pipeline = BatchPipeline<Int>(lending: totals, batchSize: 10) { totals, batch in
      totals.sum += batch.reduce(0, +)
      totals.batches += 1
    }
    for value in 1...1000 { try pipeline.submit(value) }
    try pipeline.finish()
    #expect(totals.sum == 500_500)
    #expect(totals.batches == 100)
  }
}
