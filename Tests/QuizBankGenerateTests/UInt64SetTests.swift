import QuizBankModel
import Testing

@testable import QuizBankGenerate

/// `UInt64Set` against `Set<UInt64>` as the reference: every insert must say
/// what `Set.insert` says, through the table's growth.
struct UInt64SetTests {
  @Test func insertsAsASetDoesForHashLikeValues() {
    var rng = SplitMix64(seed: 42)
    // 20,000 distinct values, then each again and a few new ones: many doublings.
    let values = (0..<20_000).map { _ in rng.next() }
    let again = values.shuffled(using: &rng) + (0..<100).map { _ in rng.next() }
    expectSameInserts(values + again)
  }

  @Test func insertsAsASetDoesForSmallAndCollidingValues() {
    // Small counts, 0, the largest value and multiples of a power of two: values
    // whose slots crowd together, so probing runs long and wraps around.
    let values: [UInt64] =
      Array(0..<3000) + (0..<3000).map { $0 << 40 } + [0, .max, .max - 1, 1 << 63]
    expectSameInserts(values + values.reversed())
  }

  @Test func zeroIsAValueLikeAnyOther() {
    var set = UInt64Set()
    let answers = [set.insert(0), set.insert(0), set.insert(1)]
    #expect(answers == [true, false, true])
    #expect(set.count == 2)
  }

  /// Inserts `values` into a `UInt64Set` and a `Set`, expecting the same answers and counts.
  private func expectSameInserts(_ values: [UInt64]) {
    var set = UInt64Set()
    var reference = Set<UInt64>()
    var mismatches = 0
    for value in values where set.insert(value) != reference.insert(value).inserted {
      mismatches += 1
    }
    #expect(mismatches == 0)
    #expect(set.count == reference.count)
  }
}
