import Foundation
import Testing

@testable import QuizBankModel

/// The queue between two pipeline threads: order, back-pressure, the end, errors, abandoning.
struct BoundedQueueTests {
  private struct Broken: Error, Equatable {}

  /// Waits up to five seconds for `condition`; whether it came true.
  static func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() {
      if Date() > deadline { return false }
      usleep(1000)
    }
    return true
  }

  /// A producer putting `0..<count`, then closing the queue with `error`.
  static func produce(
    _ count: Int, into queue: BoundedQueue<Int>, closingWith error: (any Error)? = nil
  ) -> WorkerThread {
    WorkerThread {
      for item in 0..<count { _ = queue.put(item) }
      queue.close(throwing: error)
    }
  }

  @Test func itemsArriveInOrderThroughASmallQueue() throws {
    let queue = BoundedQueue<Int>(limit: 2)
    let producer = Self.produce(5000, into: queue)
    var received: [Int] = []
    while let item = try queue.take() { received.append(item) }
    producer.join()
    #expect(received == Array(0..<5000))
  }

  @Test func aFullQueueHoldsTheProducerUntilAnItemIsTaken() throws {
    let queue = BoundedQueue<Int>(limit: 3)
    let added = Locked(0)
    let producer = WorkerThread {
      for item in 0..<4 {
        _ = queue.put(item)
        added.withLock { $0 += 1 }
      }
    }
    #expect(Self.eventually { added.current == 3 })
    usleep(200_000)  // time enough for a fourth put that did not wait
    #expect(added.current == 3, "the fourth put must wait while three items are queued")
    #expect(try queue.take() == 0)
    #expect(Self.eventually { added.current == 4 }, "taking an item must wake the producer")
    producer.join()
    queue.close()
    var rest: [Int] = []
    while let item = try queue.take() { rest.append(item) }
    #expect(rest == [1, 2, 3])
  }

  @Test func anEmptyQueueHoldsTheConsumerUntilAnItemIsPut() throws {
    let queue = BoundedQueue<Int>(limit: 1)
    let taken = Locked<[Int?]>([])
    let consumer = WorkerThread {
      let item = try? queue.take()
      taken.withLock { $0.append(item) }
    }
    usleep(200_000)
    #expect(taken.current.isEmpty, "take() must wait on an empty queue")
    #expect(queue.put(7))
    consumer.join()
    #expect(taken.current == [7])
  }

  @Test func closingDrainsTheQueuedItemsBeforeTheEnd() throws {
    let queue = BoundedQueue<Int>(limit: 4)
    for item in 1...3 { #expect(queue.put(item)) }
    queue.close()
    #expect(queue.isClosed)
    #expect(try queue.take() == 1)
    #expect(try queue.take() == 2)
    #expect(try queue.take() == 3)
    #expect(try queue.take() == nil)
    #expect(try queue.take() == nil)
  }

  @Test func closingWakesAWaitingConsumer() throws {
    let queue = BoundedQueue<Int>(limit: 1)
    let ended = Locked(false)
    let consumer = WorkerThread {
      let item = try? queue.take()
      ended.withLock { $0 = item == nil }
    }
    usleep(50_000)
    queue.close()
    consumer.join()
    #expect(ended.current)
  }

  @Test func theProducersErrorComesAfterTheItemsBeforeIt() throws {
    let queue = BoundedQueue<Int>(limit: 4)
    let producer = Self.produce(10, into: queue, closingWith: Broken())
    var received: [Int] = []
    #expect(throws: Broken()) {
      while let item = try queue.take() { received.append(item) }
    }
    producer.join()
    #expect(received == Array(0..<10))
  }

  @Test func abandoningReleasesAWaitingProducerAndDropsTheQueue() throws {
    let queue = BoundedQueue<Int>(limit: 1)
    let refused = Locked(0)
    let producer = WorkerThread {
      for item in 0..<100 where !queue.put(item) { refused.withLock { $0 += 1 } }
    }
    #expect(try queue.take() == 0)
    queue.abandon()
    producer.join()
    #expect(refused.current > 0)
    #expect(queue.isClosed)
    #expect(try queue.take() == nil)
  }
}
