import Foundation

/// A thread running one piece of work, which its owner can wait for.
///
/// The work starts at once; ``join()`` returns when it has returned. It is the
/// one way the libraries run CPU work beside the caller: the stages of a
/// pipeline (decoding a catalogue, writing a bundle, checking questions,
/// building films), each fed through a ``BoundedQueue`` (or a
/// ``BatchPipeline``), with shared state in a ``Locked`` box. `async`/`await`
/// is kept for code that is already asynchronous (HTTP).
package final class WorkerThread: Sendable {
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on a new thread; `stackSize` in bytes, or the system's default.
  package init(stackSize: Int? = nil, _ work: @escaping @Sendable () -> Void) {
    let done = self.done
    let thread = Thread {
      work()
      done.signal()
    }
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
  }

  /// Waits until the work has returned. Calling it again returns at once.
  package func join() {
    done.wait()
    done.signal()  // for the next call
  }
}
