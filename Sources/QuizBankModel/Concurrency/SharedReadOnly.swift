/// A value that is never changed once built and that its library documents as
/// safe to read from several threads at once, but whose type the compiler
/// cannot see as `Sendable`: a pointer to a C object (the compiled libxml2
/// schema every pack validation reads).
///
/// `@unchecked Sendable`: `value` is a `let`, so the box itself never changes;
/// what it points to must be immutable and thread-safe to read, which the
/// code that makes one promises (and says why, where it does). Nothing
/// mutable goes in here: mutable state shared between threads goes in a
/// ``Locked`` box.
package struct SharedReadOnly<Value>: @unchecked Sendable {
  /// The value, to read.
  package let value: Value

  /// Wraps `value`, which must not be changed from now on.
  package init(_ value: Value) {
    self.value = value
  }
}
