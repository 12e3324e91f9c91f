import QuizBankLocalization
import QuizBankTerminal
import Testing

@testable import QuizBankGenerate

/// The CLI's count messages say "1 question" and "2 questions", never "1 questions".
struct CountedWordsTests {
  private func summary(questions: Int, films: Int, rounds: Int, filtered: Int) -> GenerateSummary {
    var summary = GenerateSummary()
    summary.questions = questions
    summary.filmsRead = films
    summary.rounds = rounds
    summary.skipped = filtered > 0 ? [.fewVotes: filtered] : [:]
    summary.rules = [
      GenerateSummary.RuleSummary(
        id: "old", generated: questions, yesCount: questions, skipped: [:])
    ]
    summary.digest = "sha256:00"
    return summary
  }

  @Test func theGenerateSummaryInTheSingular() {
    let text = SummaryText.render(
      summary(questions: 1, films: 1, rounds: 1, filtered: 1), output: "quiz.json")
    #expect(text.hasPrefix("Generated 1 question from 1 film in 1 round → quiz.json\n"), "\(text)")
    #expect(text.contains("  old: 1 question (1 yes, 0 no)\n"), "\(text)")
    #expect(text.contains("  skipped by the selection: 1 film\n"), "\(text)")
  }

  @Test func theGenerateSummaryInThePlural() {
    let text = SummaryText.render(
      summary(questions: 2, films: 3, rounds: 2, filtered: 5), output: "quiz.json")
    #expect(
      text.hasPrefix("Generated 2 questions from 3 films in 2 rounds → quiz.json\n"), "\(text)")
    #expect(text.contains("  old: 2 questions (2 yes, 0 no)\n"), "\(text)")
    #expect(text.contains("  skipped by the selection: 5 films\n"), "\(text)")
    let none = SummaryText.render(
      summary(questions: 0, films: 0, rounds: 0, filtered: 0), output: "quiz.json")
    #expect(none.hasPrefix("Generated 0 questions from 0 films → quiz.json\n"), "\(none)")
  }

  @Test func theBuildsExportLine() {
    #expect(
      SummaryText.exported(format: "gift", path: "q.gift", losses: 1)
        == "Exported gift → q.gift: 1 loss (see qbank export)\n")
    #expect(
      SummaryText.exported(format: "gift", path: "q.gift", losses: 3)
        == "Exported gift → q.gift: 3 losses (see qbank export)\n")
    #expect(
      SummaryText.exported(format: "gift", path: "q.gift", losses: 0)
        == "Exported gift → q.gift: lossless\n")
  }

  @Test func theProgressLines() {
    #expect(SummaryText.planning(films: 1) == "planning: 1 film read")
    #expect(SummaryText.planning(films: 2) == "planning: 2 films read")
    #expect(SummaryText.checking("a.json", questions: 1) == "checking a.json: 1 question")
    #expect(SummaryText.checking("a.json", questions: 7) == "checking a.json: 7 questions")
  }

  @Test func countedPicksTheLanguagesForm() {
    #expect(UILanguage.en.counted(1, "film", "films") == "1 film")
    #expect(UILanguage.en.counted(0, "film", "films") == "0 films")
    #expect(UILanguage.uk.counted(3, "фільм", "фільми", "фільмів") == "3 фільми")
    #expect(UILanguage.uk.counted(11, "фільм", "фільми", "фільмів") == "11 фільмів")
  }
}
