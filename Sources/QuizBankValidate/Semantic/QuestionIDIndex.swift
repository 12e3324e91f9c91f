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
  /// Open addressing, one word a slot: the distinct-id number + 1 in the low
  /// 32 bits (0 for an empty slot), the high 32 bits of the id's hash in the
  /// high 32 bits. A probe reads one word, and compares the id's bytes only
  /// when the hash bits match, so a collision costs no look at `bytes`.
  private var slots: [UInt64] = Array(repeating: 0, count: 1024)
  /// The low 32 bits of each distinct id's hash, where it goes when the table
  /// grows (so growing reads no id's bytes again).
  private var placements: [UInt32] = []
  /// The repeats, in the order met.
  package private(set) var duplicates: [Duplicate] = []

  package init() {}

  /// How many distinct ids there are.
  package var count: Int { questions.count }

  /// Records that question `index` has `id`.
  package mutating func insert(_ id: String, at index: Int) {
    var id = id
    id.withUTF8 { insert($0, hash: Self.hash($0), at: index) }
  }

  /// Records that questions `first`, `first + 1`, … have `ids`, in order:
  /// the same as inserting them one by one, but with every id's slot looked
  /// at first, in a loop whose loads do not wait for one another, so the
  /// table's cache misses (a table of a million ids is larger than the
  /// cache) overlap instead of coming one after another.
  package mutating func insert(_ ids: [String], first: Int) {
    hashes.removeAll(keepingCapacity: true)
    var touched: UInt64 = 0
    let mask = slots.count - 1
    for var id in ids {
      let hash = id.withUTF8 { Self.hash($0) }
      hashes.append(hash)
      touched |= slots[Int(truncatingIfNeeded: hash) & mask]
    }
    self.touched = touched
    for (k, var id) in ids.enumerated() {
      id.withUTF8 { insert($0, hash: hashes[k], at: first + k) }
    }
  }

  /// The hashes of the ids of the batch being inserted (kept for its capacity).
  private var hashes: [UInt64] = []
  /// What the look ahead read, kept so that its loads are not optimised away.
  private var touched: UInt64 = 0

  private mutating func insert(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, at index: Int) {
    let slot = find(utf8, hash: hash)
    if slots[slot] != 0 {
      let earlier = Int(questions[Self.entry(slots[slot])])
      duplicates.append(
        Duplicate(index: index, earlier: earlier, id: String(decoding: utf8, as: UTF8.self)))
      return
    }
    bytes.append(contentsOf: utf8)
    starts.append(bytes.count)
    questions.append(Int32(truncatingIfNeeded: index))
    placements.append(UInt32(truncatingIfNeeded: hash))
    slots[slot] = hash & Self.hashBits | UInt64(questions.count)
    if questions.count * 2 > slots.count { grow() }
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
    let fingerprint = hash & Self.hashBits
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let word = slots[slot]
      if word == 0 || word & Self.hashBits == fingerprint && equals(Self.entry(word), utf8) {
        return slot
      }
      slot = (slot + 1) & mask
    }
  }

  /// The bits of a slot that hold the high half of its id's hash.
  private static let hashBits: UInt64 = 0xFFFF_FFFF_0000_0000

  /// The distinct-id number an occupied slot's word holds.
  @inline(__always)
  private static func entry(_ word: UInt64) -> Int {
    Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
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

  /// Makes room for `ids` distinct ids of about `bytesPerID` bytes each, so
  /// that the index does not grow (copying its table and buffers) while they
  /// come: for a caller that can guess how many there will be. At most
  /// ``maximumReservedIDs`` ids of 64 bytes are made room for (a table of
  /// 16 MiB, touched whole; the other buffers only reserved), so a guess too
  /// large costs little; beyond it the index grows as ever.
  package mutating func reserveCapacity(ids: Int, bytesPerID: Int) {
    let ids = min(ids, Self.maximumReservedIDs)
    guard ids > count else { return }
    bytes.reserveCapacity(ids * min(max(bytesPerID, 1), 64))
    starts.reserveCapacity(ids + 1)
    questions.reserveCapacity(ids)
    placements.reserveCapacity(ids)
    var size = slots.count
    while ids * 2 > size { size *= 2 }
    if size > slots.count { grow(to: size) }
  }

  /// The most ids ``reserveCapacity(ids:bytesPerID:)`` makes room for.
  package static let maximumReservedIDs = 1 << 20

  private mutating func grow() { grow(to: slots.count * 2) }

  private mutating func grow(to size: Int) {
    let old = slots
    slots = Array(repeating: 0, count: size)
    let mask = slots.count - 1
    for word in old where word != 0 {
      var slot = Int(placements[Self.entry(word)]) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = word
    }
  }

  /// A 64-bit hash of an id's bytes, eight at a time (each word mixed in by a
  /// multiply and a shift, the length and a final avalanche at the end), so
  /// both the table's slot (low bits) and the fingerprint (high bits) depend
  /// on every byte. A byte at a time (FNV-1a) was a chain of one multiply per
  /// byte, some 2 % of a bundle's validation on the merging thread.
  static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = utf8.count
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    guard let base = utf8.baseAddress else { return finish(hash) }
    let raw = UnsafeRawPointer(base)
    var i = 0
    @inline(__always) func mix(_ word: UInt64) {
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 32
    }
    while i + 8 <= count {
      mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
      i += 8
    }
    if i < count {
      var word: UInt64 = 0
      var shift: UInt64 = 0
      while i < count {
        word |= UInt64(base[i]) << shift
        shift += 8
        i += 1
      }
      mix(word)
    }
    return finish(hash ^ UInt64(count))
  }

  /// MurmurHash3's 64-bit finaliser: every bit of the result depends on every bit of `hash`.
  @inline(__always)
  private static func finish(_ hash: UInt64) -> UInt64 {
    var h = hash
    h ^= h >> 33
    h &*= 0xff51_afd7_ed55_8ccd
    h ^= h >> 33
    h &*= 0xc4ce_b9fe_1a85_ec53
    h ^= h >> 33
    return h
  }
}
