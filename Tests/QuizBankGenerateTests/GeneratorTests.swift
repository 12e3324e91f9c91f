import Foundation
import QuizBankModel
import Testing

@testable import QuizBankGenerate

struct GeneratorTests {
  static let rules = """
    rules:
      - type: rating-threshold
        thresholds: {from: 4, to: 9, step: 0.5}
        comparisons: [greater, less]
        margin: 0.1
    """

  @Test func sameInputsAndSeedGiveTheSameBytes() throws {
    let films = Films.films(0..<300)
    let first = try Generate.run(films, rules: Self.rules, seed: 42)
    let second = try Generate.run(films, rules: Self.rules, seed: 42)
    #expect(first.bytes == second.bytes)
    let other = try Generate.run(films, rules: Self.rules, seed: 43)
    #expect(other.bytes != first.bytes)
  }

  @Test func addingUnrelatedFilmsKeepsExistingIds() throws {
    let before = try Generate.run(Films.films(0..<200), rules: Self.rules, seed: 7)
    let more = Films.films(0..<200) + Films.films(500..<650)
    var order = FixedGenerator()
    let after = try Generate.run(more.shuffled(using: &order), rules: Self.rules, seed: 7)
    let old = Set(before.bundle.questions.map(\.id))
    let new = Set(after.bundle.questions.map(\.id))
    #expect(old.isSubset(of: new))
    #expect(new.count == old.count + 150)
  }

  @Test func questionIdsDependOnFilmRuleAndThreshold() throws {
    let rules = """
      rules:
        - type: rating-threshold
          id: a
          thresholds: [6]
        - type: rating-threshold
          id: b
          thresholds: [6]
      """
    let (bundle, _, _) = try Generate.run([Films.film(1, rating: 8)], rules: rules)
    #expect(bundle.questions.count == 2)
    #expect(bundle.questions[0].id.hasPrefix("a-"))
    #expect(bundle.questions[1].id.hasPrefix("b-"))
    #expect(bundle.questions[0].id.dropFirst(2) != bundle.questions[1].id.dropFirst(2))
  }

  /// The validator's ambiguity rule, restated: the rating as displayed must not
  /// equal the threshold nor lie on its other side.
  @Test func noAnswerHangsOnRoundingAtTheDisplayedPrecision() throws {
    var films: [Film] = []
    for n in 0..<400 { films.append(Films.film(n, rating: 4 + Double(n) / 80)) }
    let (bundle, _, summary) = try Generate.run(films, rules: Self.rules)
    #expect(!bundle.questions.isEmpty)
    for question in bundle.questions {
      let values = try #require(question.provenance?.values)
      let rating = try #require(values["rating"]?.number)
      let threshold = try #require(values["threshold"]?.number)
      let precision = try #require(values["precision"]?.number)
      let comparison = try #require(values["comparison"]?.string)
      let scale = pow(10, precision)
      let shown = (rating * scale).rounded() / scale
      #expect(shown != threshold)
      #expect((shown > threshold) == (rating > threshold))
      #expect(abs(rating - threshold) >= 0.1 - 1e-9)
      let holds = comparison == "greater" ? rating > threshold : rating < threshold
      #expect(question.isYes == holds)
      #expect(question.provenance?.rule == "rating-threshold")
    }
    #expect(summary.rules[0].skipped.isEmpty)
  }

  @Test func filmsWhoseDisplayedRatingWouldMeetTheThresholdAreSkipped() throws {
    let rules = """
      rules:
        - type: rating-threshold
          thresholds: [7]
          comparisons: [greater, less]
          margin: 0
      """
    let films = [6.96, 7.04, 7.0, 7.06, 6.94].enumerated().map { Films.film($0, rating: $1) }
    let (bundle, _, summary) = try Generate.run(films, rules: rules)
    #expect(bundle.questions.compactMap { $0.number("rating") } == [7.06, 6.94])
    #expect(summary.rules[0].skipped == [.noSafeThreshold: 3])
  }

  @Test func difficultyFollowsTheMargin() throws {
    let rules = """
      rules:
        - type: rating-threshold
          thresholds: [7]
          difficulty: {hardBelow: 0.5, mediumBelow: 1.5}
      """
    let films = [
      Films.film(1, rating: 7.3), Films.film(2, rating: 8.0), Films.film(3, rating: 9.0),
    ]
    let (bundle, _, _) = try Generate.run(films, rules: rules)
    #expect(bundle.questions.map(\.difficulty) == [.hard, .medium, .easy])
  }

  @Test func questionsCarrySubjectImageAndTags() throws {
    var film = Films.film(3, rating: 8.1)
    film.image = "http://insecure.example.org/x.jpg"
    let films = [Films.film(2, rating: 8.1), film]
    let (bundle, _, _) = try Generate.run(films, rules: Self.rules)
    #expect(bundle.questions[0].subject == Subject(title: "Film 2", year: 1952))
    #expect(bundle.questions[0].image?.source == "https://example.org/2.jpg")
    #expect(bundle.questions[1].image == nil)
    #expect(bundle.questions[0].tags == ["genre:drama", "genre:crime", "decade:1950s"])
    #expect(bundle.questions[0].provenance?.sourceId == "tt1000002")
  }

  @Test func comparisonQuestionsOfferFilmsApartByTheMargin() throws {
    let rules = """
      rules:
        - type: rating-comparison
          count: 5
          margin: 0.4
      """
    let (bundle, _, summary) = try Generate.run(Films.films(0..<80), rules: rules)
    #expect(bundle.questions.count == 5)
    #expect(summary.rules[0].generated == 5)
    for question in bundle.questions {
      #expect(question.kind == .multipleChoice)
      #expect(question.choices.count == 4)
      #expect(question.prompt["en"] == "Which of these films has the highest rating?")
      let values = try #require(question.provenance?.values)
      let ratings = question.choices.map { values["rating.\($0.id)"]!.number! }
      for i in ratings.indices {
        for j in ratings.indices where i < j { #expect(abs(ratings[i] - ratings[j]) >= 0.4 - 1e-9) }
      }
      let best = ratings.indices.max { ratings[$0] < ratings[$1] }!
      #expect(question.correct == [question.choices[best].id])
    }
  }

  @Test func releaseYearQuestionsAreRightAndNeverOnTheYear() throws {
    let rules = """
      rules:
        - type: release-year
          thresholds: [1980, 1990, 2000]
          comparisons: [before, after]
      """
    let (bundle, _, _) = try Generate.run(Films.films(0..<70), rules: rules)
    #expect(!bundle.questions.isEmpty)
    for question in bundle.questions {
      let year = try #require(question.number("year"))
      let threshold = try #require(question.number("threshold"))
      #expect(year != threshold)
      let before = question.provenance?.values?["comparison"]?.string == "before"
      #expect(question.isYes == (before ? year < threshold : year > threshold))
    }
  }
}

/// A fixed generator for shuffling test input the same way each run.
struct FixedGenerator: RandomNumberGenerator {
  var state: UInt64 = 99
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1
    return state
  }
}

struct GenreRuleTests {
  @Test func genreQuestionsAreRightBalancedAndTranslated() throws {
    let rules = """
      rules:
        - type: genre
          genres: [Drama, Comedy, Crime, Action]
      """
    let (bundle, _, summary) = try Generate.run(Films.films(0..<40), rules: rules)
    #expect(bundle.questions.count == 40)
    #expect(summary.rules[0].yesCount == 20)
    for question in bundle.questions {
      let genre = try #require(question.provenance?.values?["genre"]?.string)
      let film = try #require(Films.films(0..<40).first { $0.title == question.subject?.title })
      #expect(question.isYes == film.genres.contains(genre))
    }
    let crime = try #require(
      bundle.questions.first { $0.provenance?.values?["genre"]?.string == "Crime" })
    #expect(crime.prompt["ru"]!.hasSuffix("относится к жанру «криминал»?"))
    #expect(crime.prompt["it"]!.hasSuffix("è un film del genere «poliziesco»?"))
  }

  @Test func filmsWithoutGenresAreSkippedAndCounted() throws {
    var bare = Films.film(1)
    bare.genres = []
    let rules = "rules:\n  - type: genre\n    genres: [Drama, Comedy]\n"
    let (bundle, _, summary) = try Generate.run([bare, Films.film(2)], rules: rules)
    #expect(bundle.questions.count == 1)
    #expect(summary.rules[0].skipped == [.noGenres: 1])
  }

  @Test func aGenreRuleNeedsTwoGenres() throws {
    do {
      _ = try RuleSet.parse("rules:\n  - type: genre\n    genres: [Drama]\n", file: "r.yaml")
      Issue.record("one genre was accepted")
    } catch let error as ConfigError {
      #expect(error.message == "'genres' must name at least two genres")
      #expect(error.line == 3)
    }
  }
}
