import Foundation

/// A thread running one piece of work, which its owner can wait for.
///
/// The work starts at once; ``join()`` returns when it has returned. Used for
/// the stages of a pipeline (decoding a catalogue, writing a bundle), each fed
/// through a ``BoundedQueue``.
package final class WorkerThread: Sendable {
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on a new thread.
  package init(_ work: @escaping @Sendable () -> Void) {
    let done = self.done
    let thread = Thread {
      work()
      done.signal()
    }
    thread.start()
  }

  /// Waits until the work has returned. Call it once.
  package func join() {
    done.wait()
  }
}
