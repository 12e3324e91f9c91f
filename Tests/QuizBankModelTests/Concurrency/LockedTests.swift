import Foundation
import Testing

@testable import QuizBankModel

/// The locked box: exact under contention, and a home for state that is not `Sendable`.
struct LockedTests {
  @Test func eightThreadsIncrementingGiveAnExactCount() {
    let count = Locked(0)
    let perThread = 100_000
    let threads = (0..<8).map { _ in
      WorkerThread {
        for _ in 0..<perThread { count.withLock { $0 += 1 } }
      }
    }
    for thread in threads { thread.join() }
    #expect(count.current == 8 * perThread)
  }

  @Test func readModifyWriteUnderTheLockLosesNoUpdate() {
    // Each thread appends its own numbers: an unlocked array would lose some
    // (or crash); under the lock every number is there exactly once.
    let seen = Locked<[Int]>([])
    let threads = (0..<4).map { thread in
      WorkerThread {
        for value in 0..<10_000 { seen.withLock { $0.append(thread * 10_000 + value) } }
      }
    }
    for thread in threads { thread.join() }
    #expect(seen.current.sorted() == Array(0..<40_000))
  }

  /// Not `Sendable`: only a `Locked` box lets threads share it.
  final class Tally {
    var counts: [String: Int] = [:]
  }

  @Test func holdsStateThatIsNotSendable() {
    let tally = Locked(Tally())
    let threads = ["a", "b", "c"].map { key in
      WorkerThread {
        for _ in 0..<20_000 { tally.withLock { $0.counts[key, default: 0] += 1 } }
      }
    }
    for thread in threads { thread.join() }
    #expect(tally.withLock { $0.counts } == ["a": 20_000, "b": 20_000, "c": 20_000])
  }

  @Test func withLockReturnsWhatItsBodyReturnsAndRethrows() {
    struct Refused: Error, Equatable {}
    let box = Locked(41)
    #expect(
      box.withLock { value -> Int in
        value += 1
        return value * 2
      } == 84)
    #expect(throws: Refused()) {
      try box.withLock { _ in throw Refused() }
    }
    #expect(box.current == 42)
  }

  @Test func workerThreadJoinCanBeCalledTwice() {
    let ran = Locked(0)
    let thread = WorkerThread { ran.withLock { $0 += 1 } }
    thread.join()
    thread.join()
    #expect(ran.current == 1)
  }
}
