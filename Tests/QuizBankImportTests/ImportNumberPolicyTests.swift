import Foundation
import QuizBankModel
import QuizBankPackTestSupport
import Testing

@testable import QuizBankImport

/// Issue 17, High 3 and Low 16: ratings off the source's 10-point scale are
/// left out with a warning at import, whatever their form, on every path.
struct ImportNumberPolicyTests {
  @Test(arguments: [#""1e19""#, "1e999", "1e19", "-0.5", #""11""#])
  func leavesOutAnIMDbRatingOffTheScaleWithAWarning(rating: String) throws {
    let path = try temporaryFile(
      #"{"items": [{"id": "tt1", "title": "A", "imDbRating": "# + rating
        + #", "imDbRatingCount": "10"}]}"#)
    let empty = try temporaryFile(#"{"items": []}"#, name: "empty.json")
    // One input is streamed (IMDbLineWriter), several are merged (IMDbReader).
    for paths in [[path], [path, empty]] {
      let (films, summary) = try importFilms(paths)
      #expect(films.map(\.id) == ["tt1"])
      #expect(films[0].rating == nil && films[0].voteCount == nil)
      #expect(
        summary.issues.map(\.description) == [
          "\(path):1:54: warning: item 1: \"imDbRating\" \(rating) is not a rating from 0 to 10; left out"
        ], "\(paths.count) input(s)")
    }
  }

  @Test func keepsRatingsAtTheEndsOfTheScale() throws {
    let path = try temporaryFile(
      #"{"items": [{"id": "tt1", "title": "A", "imDbRating": "10", "imDbRatingCount": "3"}, {"id": "tt2", "title": "B", "imDbRating": 0, "imDbRatingCount": "3"}]}"#
    )
    let (films, summary) = try importFilms([path])
    #expect(films.map(\.rating) == [10, 0])
    #expect(summary.issues.isEmpty)
  }

  @Test(arguments: ["1e300", "1e999", "-3"])
  func leavesOutATMDBVoteAverageOffTheScaleWithAWarning(average: String) throws {
    let path = try temporaryFile(
      #"{"page": 1, "results": [{"id": 7, "title": "A", "vote_count": 12, "vote_average": "#
        + average + "}], \"total_pages\": 1}", name: "movie_popular.json")
    let (films, summary) = try importFilms([path], options: ImportOptions(format: .tmdb))
    #expect(films.map(\.id) == ["7"])
    #expect(films[0].rating == nil)
    #expect(
      summary.issues.map(\.description).contains(where: {
        $0.contains("\"vote_average\" \(average) is not a rating from 0 to 10; left out")
      }), "\(summary.issues.map(\.description))")
  }
}

/// Issue 17, High 3: a Moodle `<defaultgrade>` that `Int(_:)` would trap on.
struct MoodleGradePolicyTests {
  @Test(arguments: ["1e19", "nan", "inf", "-inf", "1e999"])
  func anUnusableDefaultGradeIsOnePointWithAWarning(grade: String) throws {
    let body = MoodleReaderTests.multichoice(single: true, answers: [(0, "A"), (100, "B")])
      .replacingOccurrences(
        of: "<defaultgrade>2.0000000</defaultgrade>", with: "<defaultgrade>\(grade)</defaultgrade>")
    #expect(body.contains("<defaultgrade>\(grade)</defaultgrade>"))
    let result = try MoodleReader().read(.bytes(MoodleReaderTests.quiz(body), name: "q.xml"))
    let question = try #require(result.bundle?.questions.first)
    #expect(question.points == 1)
    #expect(
      XMLTestSupport.rendered(result.diagnostics) == [
        "q.xml:3:3: warning[QBX021]: question \"Pick\": <defaultgrade> \(grade) is not a number of points from 1 to 1000000; 1 is used"
      ])
  }

  @Test func aFractionalGradeRoundsAndASmallOneIsOnePoint() throws {
    for (grade, points) in [("2.6", 3), ("0.2", 1), ("-4", 1)] {
      let body = MoodleReaderTests.multichoice(single: true, answers: [(0, "A"), (100, "B")])
        .replacingOccurrences(
          of: "<defaultgrade>2.0000000</defaultgrade>",
          with: "<defaultgrade>\(grade)</defaultgrade>")
      let result = try MoodleReader().read(.bytes(MoodleReaderTests.quiz(body), name: "q.xml"))
      #expect(result.bundle?.questions.first?.points == points, "\(grade)")
      #expect(result.diagnostics.isEmpty, "\(grade)")
    }
  }
}
