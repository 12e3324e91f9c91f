import Foundation
import Testing

@testable import QuizBankModel

/// The queue between two pipeline threads: order, back-pressure, the end, errors, abandoning.
struct BoundedQueueTests {
  private struct Broken: Error, Equatable {}

  @Test func itemsArriveInOrderThroughASmallQueue() throws {
    let queue = BoundedQueue<Int>(limit: 2)
    let producer = WorkerThread {
      for item in 0..<5000 { _ = queue.put(item) }
      queue.close()
    }
    var received: [Int] = []
    while let item = try queue.take() { received.append(item) }
    producer.join()
    #expect(received == Array(0..<5000))
  }

  @Test func theProducersErrorComesAfterTheItemsBeforeIt() throws {
    let queue = BoundedQueue<Int>(limit: 4)
    let producer = WorkerThread {
      for item in 0..<10 { _ = queue.put(item) }
      queue.close(throwing: Broken())
    }
    var received: [Int] = []
    #expect(throws: Broken()) {
      while let item = try queue.take() { received.append(item) }
    }
    producer.join()
    #expect(received == Array(0..<10))
  }

  @Test func abandoningReleasesAWaitingProducer() throws {
    let queue = BoundedQueue<Int>(limit: 1)
    let refused = Refusals()
    let producer = WorkerThread {
      for item in 0..<100 where !queue.put(item) { refused.count += 1 }
    }
    #expect(try queue.take() == 0)
    queue.abandon()
    producer.join()
    #expect(refused.count > 0)
    #expect(try queue.take() == nil)
  }

  /// Written by one thread before it is joined, read after.
  private final class Refusals: @unchecked Sendable {
    var count = 0
  }
}
