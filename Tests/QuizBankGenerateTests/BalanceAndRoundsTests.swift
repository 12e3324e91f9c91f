import Foundation
import QuizBankModel
import Testing

@testable import QuizBankGenerate

struct BalanceAndRoundsTests {
  static let rules = """
    rounds: {size: 10}
    rules:
      - type: rating-threshold
        thresholds: {from: 5, to: 9, step: 0.5}
        comparisons: [greater, less]
        margin: 0.2
    """

  @Test func yesShareIsBalancedOverTheBundle() throws {
    let (bundle, _, summary) = try Generate.run(Films.films(0..<503), rules: Self.rules)
    let yes = bundle.questions.filter(\.isYes).count
    #expect(abs(Double(yes) - Double(bundle.questions.count) / 2) <= 0.5)
    #expect(summary.rules[0].yesCount == yes)
  }

  @Test func everyRoundIsWithinOneQuestionOfTheTargetShare() throws {
    let (bundle, _, _) = try Generate.run(Films.films(0..<503), rules: Self.rules)
    let byId = Dictionary(uniqueKeysWithValues: bundle.questions.map { ($0.id, $0) })
    let rounds = try #require(bundle.rounds)
    // 503 questions: 50 full rounds and a short one of 3 (issue 14, bug 1).
    #expect(rounds.count == 51)
    #expect(rounds.last?.questions.count == 3)
    for round in rounds.dropLast() {
      #expect(round.questions.count == 10)
      let yes = round.questions.filter { byId[$0]!.isYes }.count
      #expect(abs(yes - 5) <= 1, "a round has \(yes) yes of 10")
    }
    #expect(bundle.settings.roundSize == 10)
  }

  @Test func aTargetShareOtherThanHalfIsMetPerRound() throws {
    let rules = """
      rounds: 10
      rules:
        - type: rating-threshold
          comparisons: [greater, less]
          thresholds: [5, 6, 7, 8]
          yesShare: 0.3
      """
    let (bundle, _, _) = try Generate.run(Films.films(0..<200), rules: rules)
    let byId = Dictionary(uniqueKeysWithValues: bundle.questions.map { ($0.id, $0) })
    #expect(bundle.questions.filter(\.isYes).count == 60)
    for round in try #require(bundle.rounds) {
      let yes = round.questions.filter { byId[$0]!.isYes }.count
      #expect(abs(yes - 3) <= 1)
    }
  }

  @Test func noFilmAppearsTwiceInARound() throws {
    let rules = """
      rounds: {size: 8}
      rules:
        - type: rating-threshold
          comparisons: [greater, less]
        - type: release-year
          comparisons: [before, after]
          thresholds: {from: 1950, to: 2020, step: 5}
        - type: rating-comparison
          count: 10
      """
    let (bundle, _, _) = try Generate.run(Films.films(0..<60), rules: rules)
    let byId = Dictionary(uniqueKeysWithValues: bundle.questions.map { ($0.id, $0) })
    let rounds = try #require(bundle.rounds)
    #expect(!rounds.isEmpty)
    for round in rounds {
      var films: [String] = []
      for id in round.questions {
        let question = try #require(byId[id])
        if question.kind == .multipleChoice {
          films += question.choices.map { $0.text["en"]! }
        } else {
          films.append("\(question.subject!.title) (\(question.subject!.year!))")
        }
      }
      #expect(Set(films).count == films.count, "a film repeats in round \(round.questions)")
    }
  }

  /// Issue 14, bug 1: threshold, comparison (count 5) and year rules gave 645 questions
  /// in 64 rounds, and five questions were in no round, never asked.
  @Test(arguments: [(8, 60), (10, 77), (10, 215), (7, 3)])
  func everyQuestionIsInExactlyOneRound(size: Int, films: Int) throws {
    let rules = """
      rounds: {size: \(size)}
      rules:
        - type: rating-threshold
          comparisons: [greater, less]
        - type: rating-comparison
          count: 5
        - type: release-year
          comparisons: [before, after]
          thresholds: {from: 1950, to: 2020, step: 5}
      """
    let (bundle, _, summary) = try Generate.run(Films.films(0..<films), rules: rules)
    let ids = bundle.questions.map(\.id)
    #expect(ids.count % size != 0, "the case must leave a remainder to be meaningful")
    let rounds = try #require(bundle.rounds)
    let inRounds = rounds.flatMap(\.questions)
    #expect(inRounds.sorted() == ids.sorted(), "every question in exactly one round")
    #expect(rounds.allSatisfy { !$0.questions.isEmpty && $0.questions.count <= size })
    #expect(rounds.count >= (ids.count + size - 1) / size)
    #expect(summary.rounds == rounds.count)
    // Full rounds first: once a round is short, every later one is short too.
    if let firstShort = rounds.firstIndex(where: { $0.questions.count < size }) {
      #expect(rounds[firstShort...].allSatisfy { $0.questions.count < size })
    }
  }

  @Test func theRoundsOfABundleThatFillsThemExactlyAreAllFull() throws {
    let (bundle, _, _) = try Generate.run(Films.films(0..<500), rules: Self.rules)
    let rounds = try #require(bundle.rounds)
    #expect(rounds.count == 50)
    #expect(rounds.allSatisfy { $0.questions.count == 10 })
  }

  @Test func filmsWithOnlyOnePossibleAnswerTakeIt() throws {
    // Greater-only, thresholds 5…9: a 9.5 film can only be Yes, a 3.0 film only No.
    let rules = """
      rules:
        - type: rating-threshold
          thresholds: {from: 5, to: 9}
      """
    let films = [Films.film(1, rating: 9.5), Films.film(2, rating: 3.0)]
    let (bundle, _, _) = try Generate.run(films, rules: rules)
    #expect(bundle.questions.map(\.isYes) == [true, false])
    for question in bundle.questions {
      let rating = try #require(question.number("rating"))
      let threshold = try #require(question.number("threshold"))
      #expect(question.isYes == (rating > threshold))
    }
  }
}

/// The candidates that take Yes are the first of a stable sort by priority
/// (``AnswerBalancer/selectSmallest(_:_:)`` picks them without sorting).
struct SmallestSelectionTests {
  typealias Item = (priority: UInt64, index: Int)

  /// The indices of the first `count` of `items` sorted by priority, then
  /// index (the expected answer: `balance` lists candidates by index, so a
  /// stable sort by priority puts them in that order).
  static func sortedPrefix(_ items: [Item], _ count: Int) -> Set<Int> {
    let sorted = items.sorted { ($0.priority, $0.index) < ($1.priority, $1.index) }
    return Set(sorted.prefix(count).map(\.index))
  }

  static func check(_ items: [Item], _ count: Int) {
    var selected = items
    AnswerBalancer.selectSmallest(&selected, count)
    #expect(selected.map(\.index).sorted() == items.map(\.index).sorted(), "a permutation")
    #expect(
      Set(selected.prefix(count).map(\.index)) == sortedPrefix(items, count),
      "\(count) of \(items.count)")
  }

  @Test(arguments: [0, 1, 2, 3, 7, 64, 1000, 4099])
  func theFirstOfAStableSortAreChosen(size: Int) {
    var generator = SystemRandomNumberGenerator()
    // Distinct priorities, a few repeated ones (ties go by position), all equal.
    let shapes: [(Int) -> UInt64] = [
      { _ in generator.next() }, { _ in UInt64.random(in: 0..<5, using: &generator) }, { _ in 7 },
      { UInt64($0) }, { UInt64(size - $0) },
    ]
    for shape in shapes {
      // In position order, as `balance` lists them, and shuffled.
      let items = (0..<size).map { (priority: shape($0), index: $0) }
      let counts =
        size <= 64 ? Set(0...size + 1) : [0, 1, size / 3, size / 2, size - 1, size, size + 1]
      for count in counts where count >= 0 {
        Self.check(items, count)
        Self.check(items.shuffled(using: &generator), count)
      }
    }
  }
}
