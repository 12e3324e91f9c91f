import QuizBankModel
import Testing

/// `QuizBundle.resplitRounds(size:)`: what `--round-size` does to a bundle that
/// already has pre-built rounds (issue 14 review).
struct ResplitRoundsTests {
  @Test func roundsAreSplitAgainInTheirOrderWithAShortLastRound() {
    var bundle = BundleSamples.bundle()
    bundle.rounds = [Round(questions: ["e", "d"]), Round(questions: ["c", "b", "a"])]
    bundle.resplitRounds(size: 2)
    #expect(
      bundle.rounds == [
        Round(questions: ["e", "d"]), Round(questions: ["c", "b"]), Round(questions: ["a"]),
      ])
    #expect(bundle.settings.roundSize == 2)
    bundle.resplitRounds(size: 10)
    #expect(bundle.rounds == [Round(questions: ["e", "d", "c", "b", "a"])])
  }

  @Test func aBundleWithoutRoundsGetsNoneAndASizeBelowOneChangesNothing() {
    var bundle = BundleSamples.bundle()
    bundle.resplitRounds(size: 3)
    #expect(bundle.rounds == nil)
    #expect(bundle.settings.roundSize == 3)
    bundle.rounds = [Round(questions: ["q1", "q2"])]
    bundle.resplitRounds(size: 0)
    #expect(bundle.rounds == [Round(questions: ["q1", "q2"])])
    #expect(bundle.settings.roundSize == 3)
  }
}
