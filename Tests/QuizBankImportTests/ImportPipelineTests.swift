import Foundation
import Testing

@testable import QuizBankImport

/// The worker thread behind streaming imports.
struct ImportPipelineTests {
  final class Log: @unchecked Sendable {
    var values: [Int] = []
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

  @Test func stopsWhenTheReaderCancels() throws {
    let log = Log()
    let pipeline = FilmPipeline<Int>(batchSize: 2) { batch in log.values += batch }
    try pipeline.submit(1)
    try pipeline.submit(2)
    pipeline.cancel()
    #expect(log.values.count <= 2)
  }
}
