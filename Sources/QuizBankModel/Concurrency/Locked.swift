import Foundation

/// A value that can be reached only under its lock: shared state for several
/// threads, checked by the compiler (the shape of Swift's `Mutex`, which needs
/// macOS 15 / iOS 18 while the package runs on macOS 13 / iOS 16).
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
///
/// The value goes in `sending` and is lent to ``withLock(_:)`` as `inout
/// sending`, and whatever leaves the lock leaves `sending`: a reference to
/// non-`Sendable` state held inside cannot escape to another thread, so the
/// box is `Sendable` whatever `Value` is, as `Mutex` is.
///
/// `@unchecked Sendable`: `value` is read and written only inside
/// ``withLock(_:)``, between `lock.lock()` and `lock.unlock()`; nothing else
/// in the type is mutable.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A box holding `value`.
  package init(_ value: consuming sending Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock; returns what `body` returns.
  package func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

extension Locked where Value: Copyable & Sendable {
  /// A copy of the value, read under the lock.
  package var current: Value {
    withLock { $0 }
  }
}
