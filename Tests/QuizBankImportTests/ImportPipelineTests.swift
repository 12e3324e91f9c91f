import Foundation
import Testing

@testable import QuizBankImport

/// The worker thread behind streaming imports.
struct ImportPipelineTests {
  final class Log: @unchecked Sendable {
    var values: [Int] = []
  }

  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }

  struct Stop: Error, Equatable {}

  @Test func processesEveryJobInOrderOnTheWorker() throws {
    let log = Log()
    let pipeline = FilmPipeline<Int>(batchSize: 7) { batch in log.values += batch }
    for value in 0..<1000 { try pipeline.submit(value) }
    try pipeline.finish()
    #expect(log.values == Array(0..<1000))
  }

  @Test func handsTheWorkersErrorBackToTheReader() throws {
    let pipeline = FilmPipeline<Int>(batchSize: 4) { batch in
      if batch.contains(10) { throw Stop() }
    }
    #expect(throws: Stop.self) {
      for value in 0..<10_000 { try pipeline.submit(value) }
      try pipeline.finish()
    }
  }

  @Test func cancelFinishesTheCurrentBatchAndDropsTheQueuedOnes() throws {
    let log = Log()
    let started = DispatchSemaphore(value: 0)
    let cancelling = Flag()
    let pipeline = FilmPipeline<Int>(batchSize: 1) { batch in
      if batch == [0] {
        started.signal()
        // Stay busy until the reader is about to cancel, and a little longer.
        while !cancelling.isSet { usleep(1000) }
        usleep(200_000)
      }
      log.values += batch
    }
    try pipeline.submit(0)
    started.wait()
    // The worker is inside batch 0; these two wait behind it.
    try pipeline.submit(1)
    try pipeline.submit(2)
    cancelling.set()
    pipeline.cancel()
    // cancel() returned only after batch 0 was done, and 1 and 2 never ran.
    #expect(log.values == [0])
    usleep(50_000)
    #expect(log.values == [0])
  }

  @Test func cancelNeverHandsOverAPartialBatch() throws {
    let log = Log()
    let pipeline = FilmPipeline<Int>(batchSize: 2) { batch in log.values += batch }
    try pipeline.submit(1)
    try pipeline.submit(2)
    try pipeline.submit(3)  // not a full batch: still with the reader
    pipeline.cancel()
    // The full batch ran whole or not at all; the partial one never ran.
    #expect(log.values == [1, 2] || log.values == [])
    #expect(!log.values.contains(3))
  }
}
