import Foundation
import Testing

@testable import QuizBankImport

/// The worker thread behind streaming imports.
struct ImportPipelineTests {
  final class Log: @unchecked Sendable {
    var values: [Int] = []
  }

  final class PipelineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: FilmPipeline<Int>?
    var pipeline: FilmPipeline<Int>? {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
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
    let box = PipelineBox()
    let pipeline = FilmPipeline<Int>(batchSize: 1) { batch in
      if batch == [0] {
        started.signal()
        // Stay inside batch 0 until cancel() has closed the pipeline and dropped
        // the queued batches, whatever the scheduler does.
        while !(box.pipeline?.isClosed ?? false) { usleep(1000) }
      }
      log.values += batch
    }
    box.pipeline = pipeline
    try pipeline.submit(0)
    started.wait()
    // The worker is inside batch 0; these two wait behind it.
    try pipeline.submit(1)
    try pipeline.submit(2)
    pipeline.cancel()
    // cancel() returned only after batch 0 was done, and 1 and 2 never ran.
    #expect(log.values == [0])
    usleep(50_000)
    #expect(log.values == [0])
    box.pipeline = nil  // the worker's closure holds the box
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
