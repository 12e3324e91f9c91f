/// The question ids of a bundle, in a compact form: what the rules comparing
/// questions with each other (QB107, QB122) need, so the questions themselves
/// can be dropped as soon as they are checked.
///
/// The ids' bytes live in one buffer and an open-addressing table points into
/// it: a few dozen bytes an id and no allocation per id, where a `Set<String>`
/// allocates every id longer than 15 bytes. Lookups compare bytes, so they are exact.
package struct QuestionIDIndex: Sendable {
  /// A question whose id an earlier question already has.
  package struct Duplicate: Sendable, Equatable {
    /// The later question's index.
    package var index: Int
    /// The index of the first question with the id.
    package var earlier: Int
    package var id: String
  }

  /// Every id's UTF-8 bytes, one after another.
  private var bytes: [UInt8] = []
  /// Where id `k` (the k-th distinct id) starts in `bytes`; one more entry marks the end.
  private var starts: [Int] = [0]
  /// The question index of each distinct id.
  private var questions: [Int32] = []
  /// Open addressing: distinct-id number + 1, or 0 for an empty slot.
  private var slots: [Int32] = Array(repeating: 0, count: 1024)
  /// Beside each slot, the high 32 bits of its id's hash: a probe compares the
  /// id's bytes only when these match, so a collision costs no look at `bytes`.
  private var fingerprints: [UInt32] = Array(repeating: 0, count: 1024)
  /// The repeats, in the order met.
  package private(set) var duplicates: [Duplicate] = []

  package init() {}

  /// How many distinct ids there are.
  package var count: Int { questions.count }

  /// Records that question `index` has `id`.
  package mutating func insert(_ id: String, at index: Int) {
    var id = id
    id.withUTF8 { utf8 in
      let hash = Self.hash(utf8)
      let slot = find(utf8, hash: hash)
      if slots[slot] != 0 {
        let earlier = Int(questions[Int(slots[slot]) - 1])
        duplicates.append(
          Duplicate(index: index, earlier: earlier, id: String(decoding: utf8, as: UTF8.self)))
        return
      }
      bytes.append(contentsOf: utf8)
      starts.append(bytes.count)
      questions.append(Int32(truncatingIfNeeded: index))
      slots[slot] = Int32(questions.count)
      fingerprints[slot] = Self.fingerprint(hash)
      if questions.count * 2 > slots.count { grow() }
    }
  }

  /// Whether some question has `id`.
  package func contains(_ id: String) -> Bool {
    var id = id
    return id.withUTF8 { slots[find($0, hash: Self.hash($0))] != 0 }
  }

  /// Calls `body` with each distinct id and the index of the first question that has it,
  /// in question order.
  package func forEach(_ body: (_ id: String, _ question: Int) -> Void) {
    bytes.withUnsafeBufferPointer { all in
      for k in questions.indices {
        let utf8 = UnsafeBufferPointer(rebasing: all[starts[k]..<starts[k + 1]])
        body(String(decoding: utf8, as: UTF8.self), Int(questions[k]))
      }
    }
  }

  /// The slot holding `utf8`, or the empty slot where it would go.
  private func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
    let mask = slots.count - 1
    let fingerprint = Self.fingerprint(hash)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 || fingerprints[slot] == fingerprint && equals(entry - 1, utf8) { return slot }
      slot = (slot + 1) & mask
    }
  }

  private func equals(_ k: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[k]
    let end = starts[k + 1]
    guard end - start == utf8.count else { return false }
    return bytes.withUnsafeBufferPointer { all in
      var i = 0
      while i < utf8.count {
        guard all[start + i] == utf8[i] else { return false }
        i += 1
      }
      return true
    }
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    fingerprints = Array(repeating: 0, count: slots.count)
    let mask = slots.count - 1
    bytes.withUnsafeBufferPointer { all in
      for k in questions.indices {
        let utf8 = UnsafeBufferPointer(rebasing: all[starts[k]..<starts[k + 1]])
        let hash = Self.hash(utf8)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(k + 1)
        fingerprints[slot] = Self.fingerprint(hash)
      }
    }
  }

  /// The bits of `hash` the slot number does not use (tables stay under 2^32 slots).
  @inline(__always)
  private static func fingerprint(_ hash: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: hash >> 32)
  }

  /// FNV-1a, 64 bits: fast on short ids and the same in every run.
  private static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
