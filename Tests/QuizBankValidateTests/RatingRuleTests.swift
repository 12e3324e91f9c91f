import QuizBankModel
import Testing

@testable import QuizBankValidate

/// QB123 (ambiguous as displayed) and QB124 (answer against the rating) read
/// the same rating comparison, which the checker works out once per question.
/// Questions next to each other with different ratings must each be judged on
/// their own: a clean question between two bad ones, a bad one after a clean
/// one, in the batched check and the ordinary one alike.
struct RatingRuleTests {
  typealias F = Fixture

  static func rated(_ id: String, rating: String, comparison: String, threshold: String, correct: String)
    -> String
  {
    F.yesNo(
      id: "\"\(id)\"", correct: "[\"\(correct)\"]",
      extra:
        "\"provenance\": {\"source\": \"imdb\", \"values\": {\"comparison\": \"\(comparison)\", \"rating\": \(rating), \"threshold\": \(threshold)}}"
    )
  }

  @Test func eachQuestionIsJudgedOnItsOwnRating() {
    let questions = [
      Self.rated("contradicts", rating: "5.1", comparison: "greater", threshold: "6", correct: "yes"),
      Self.rated("clean", rating: "8.2", comparison: "greater", threshold: "6", correct: "yes"),
      Self.rated("ambiguous", rating: "6.96", comparison: "greater", threshold: "7", correct: "no"),
      Self.rated("clean-too", rating: "5.1", comparison: "less", threshold: "6", correct: "yes"),
      Self.rated("both", rating: "6.96", comparison: "greater", threshold: "7", correct: "yes"),
    ]
    let text = F.bundle(questions: questions)
    let found = F.findings(text).filter { $0.code == "QB123" || $0.code == "QB124" }
      .map { "\($0.code) \($0.location.path ?? "")" }
    #expect(
      found.sorted() == [
        "QB123 /questions/2/provenance/values/rating",
        "QB123 /questions/4/provenance/values/rating", "QB124 /questions/0/correct/0",
        "QB124 /questions/4/correct/0",
      ])
    // The same through the batches (the file is checked whole both ways).
    let result = BatchCheckTests.check(text)
    #expect(result.report == result.ordinary)
  }

  @Test func aRuleOnItsOwnWorksTheRatingOutEachTime() {
    let question = { (rating: Double) in
      Question(
        id: "q", kind: .yesNo, prompt: ["en": "?"],
        choices: [.init(id: "yes", text: ["en": "Yes"]), .init(id: "no", text: ["en": "No"])],
        correct: ["yes"],
        provenance: .init(
          source: "imdb",
          values: ["comparison": .string("greater"), "rating": .number(rating), "threshold": .number(6)]))
    }
    var context = RuleContext(imageDirectory: nil, locales: ["en"])
    // Two questions at the same index, no checker around them: no rating is carried over.
    RatingAnswerContradiction.check(question(8), at: 0, in: &context)
    #expect(context.findings.isEmpty)
    RatingAnswerContradiction.check(question(5), at: 0, in: &context)
    #expect(context.findings.map(\.code) == ["QB124"])
  }
}
