/// A set of `UInt64` for the generator's duplicate check: one insert per film
/// read, a million for a large catalogue.
///
/// Open addressing with linear probing in a power-of-two table, at most half
/// full. A value's first slot is the top bits of its product with 2⁶⁴/φ
/// (Fibonacci hashing): one multiplication, where `Set` runs the standard
/// hasher on every insert and on every value again when it grows. Which slots
/// are taken is kept in a bitmap, one bit a slot, small enough to stay in cache:
/// a value whose first slot is free is stored without reading the table, whose
/// slots are mostly cache misses once it holds a million values.
struct UInt64Set {
  /// The values, at the slots `occupied` marks.
  private var slots: [UInt64]
  /// One bit a slot, set when the slot holds a value; slot i is bit i % 64 of word i / 64.
  private var occupied: [UInt64]
  /// 64 − log₂(slots.count): the shift that takes a product's top bits.
  private var shift: UInt64
  /// How many values are in the set.
  private(set) var count = 0

  /// An empty set, with room for 512 values before it first grows.
  init() {
    slots = [UInt64](repeating: 0, count: 1024)
    occupied = [UInt64](repeating: 0, count: 1024 / 64)
    shift = 64 - 10
  }

  /// Inserts `value`; returns false when it was already in the set.
  mutating func insert(_ value: UInt64) -> Bool {
    if 2 * (count + 1) > slots.count { grow() }
    let shift = shift
    let inserted = slots.withUnsafeMutableBufferPointer { slots in
      occupied.withUnsafeMutableBufferPointer { occupied in
        Self.place(value, in: slots, occupied: occupied, shift: shift)
      }
    }
    if inserted { count += 1 }
    return inserted
  }

  /// Puts `value` in the first free slot from its own, unless it is already in
  /// one of the taken slots before it; returns whether it was put.
  private static func place(
    _ value: UInt64, in slots: UnsafeMutableBufferPointer<UInt64>,
    occupied: UnsafeMutableBufferPointer<UInt64>, shift: UInt64
  ) -> Bool {
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> shift)
    while true {
      let bit: UInt64 = 1 << (i & 63)
      if occupied[i >> 6] & bit == 0 {
        occupied[i >> 6] |= bit
        slots[i] = value
        return true
      }
      if slots[i] == value { return false }
      i = (i + 1) & mask
    }
  }

  /// Doubles the table and places every value again.
  private mutating func grow() {
    let oldSlots = slots
    let oldOccupied = occupied
    slots = [UInt64](repeating: 0, count: oldSlots.count * 2)
    occupied = [UInt64](repeating: 0, count: oldOccupied.count * 2)
    shift -= 1
    let shift = shift
    slots.withUnsafeMutableBufferPointer { slots in
      occupied.withUnsafeMutableBufferPointer { occupied in
        for i in oldSlots.indices where oldOccupied[i >> 6] & (1 << (i & 63)) != 0 {
          _ = Self.place(oldSlots[i], in: slots, occupied: occupied, shift: shift)
        }
      }
    }
  }
}
