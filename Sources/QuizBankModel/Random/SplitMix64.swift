/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast, seeded generator.
///
/// The generator's output depends only on its seed, on every platform, so
/// the same seed always gives the same questions (`generate`), the same order
/// (`play --seed`) and the same test cases. Never replaced by the system
/// generator in anything that reaches output. The project's one copy.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator for `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound`, without modulo bias, the same on every platform.
  package mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    let limit = UInt64(bound)
    let threshold = (0 &- limit) % limit
    while true {
      let value = next()
      if value >= threshold { return Int(value % limit) }
    }
  }

  /// `array` shuffled in place (Fisher–Yates), the same on every platform.
  package mutating func shuffle<T>(_ array: inout [T]) {
    guard array.count > 1 else { return }
    for i in stride(from: array.count - 1, to: 0, by: -1) {
      array.swapAt(i, below(i + 1))
    }
  }
}
