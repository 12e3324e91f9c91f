import Foundation
import QuizBankModel

/// Kahoot's limits for a quiz imported from its spreadsheet template.
public enum KahootLimits {
  /// The longest question, in characters.
  public static let questionLength = 120
  /// The longest answer, in characters.
  public static let answerLength = 75
  /// The most answers a question may have.
  public static let answerCount = 4
  /// The time limits Kahoot allows, in seconds.
  public static let timeLimits = [5, 10, 20, 30, 60, 90, 120, 240]
}

/// One question as a row of Kahoot's quiz spreadsheet template.
struct KahootRow: Equatable {
  /// The question text (with the subject before it), shortened to the limit.
  var question: String
  /// Four answers, empty where the question has fewer.
  var answers: [String]
  /// The time limit in seconds.
  var timeLimit: Int
  /// The numbers (1–4) of the right answers.
  var correct: [Int]

  /// The right answers as the template writes them: `1` or `1,3`.
  var correctText: String { correct.map(String.init).joined(separator: ",") }
}

/// The rows of Kahoot's quiz spreadsheet template, shared by the .xlsx
/// (`--to kahoot`) and the CSV (`--to csv --flavor kahoot`): per question the
/// question, up to four answers, the time limit and the right answers' numbers.
///
/// Over-long text is shortened with `…`; of more than four answers the right
/// ones are kept first. A question with more than four right answers, or whose
/// four kept answers would all be right while it has wrong ones, is left out
/// (a loss): every player would score. The subject (film title and year) is put
/// before the prompt, as the template has no picture column.
struct KahootRows {
  let timeLimit: Int

  /// The template's seven column captions (row 8 of the .xlsx, from column B).
  static let header = [
    "Question - max 120 characters",
    "Answer 1 - max 75 characters",
    "Answer 2 - max 75 characters",
    "Answer 3 - max 75 characters",
    "Answer 4 - max 75 characters",
    "Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs",
    "Correct answer(s) - choose at least one",
  ]

  /// `Title (Year): ` for a question with a subject, else nothing.
  static func subjectPrefix(_ question: Question) -> String {
    guard let subject = question.subject else { return "" }
    return subject.title + (subject.year.map { " (\($0))" } ?? "") + ": "
  }

  func rows(_ context: inout ExportContext) -> [KahootRow] {
    var rows: [KahootRow] = []
    for question in context.bundle.questions {
      var pairs = context.choices(of: question)
      let right = pairs.filter(\.correct).count
      if right > KahootLimits.answerCount
        || (right == KahootLimits.answerCount && pairs.count > KahootLimits.answerCount)
      {
        context.lose(
          question, .multipleResponse,
          "\(right) right answers of \(pairs.count), Kahoot takes \(KahootLimits.answerCount) answers: every kept answer would be right and every player would score; the question is left out"
        )
        continue
      }
      context.loseOtherLocales(question)
      context.loseUnsupported(
        question, [.id, .image, .explanation, .points, .tags, .difficulty, .provenance])
      if pairs.count > KahootLimits.answerCount {
        let kept = (pairs.filter(\.correct) + pairs.filter { !$0.correct }).prefix(
          KahootLimits.answerCount)
        let keptIds = Set(kept.map(\.choice.id))
        let dropped = pairs.filter { !keptIds.contains($0.choice.id) }.map(\.choice.id)
        context.lose(
          question, .choices,
          "\(pairs.count) answers, Kahoot takes \(KahootLimits.answerCount): dropped \(dropped.joined(separator: ", "))"
        )
        pairs = pairs.filter { keptIds.contains($0.choice.id) }
      }
      let prompt = shorten(
        Self.subjectPrefix(question) + context.text(question.prompt),
        to: KahootLimits.questionLength,
        what: "question", question, &context)
      var answers: [String] = []
      for index in 0..<KahootLimits.answerCount {
        guard index < pairs.count else {
          answers.append("")
          continue
        }
        let choice = pairs[index].choice
        answers.append(
          shorten(
            context.text(choice.text), to: KahootLimits.answerLength, what: "answer \(choice.id)",
            question, &context))
      }
      rows.append(
        KahootRow(
          question: prompt, answers: answers, timeLimit: timeLimit,
          correct: pairs.indices.filter { pairs[$0].correct }.map { $0 + 1 }))
    }
    return rows
  }

  private func shorten(
    _ text: String, to limit: Int, what: String, _ question: Question,
    _ context: inout ExportContext
  ) -> String {
    guard text.count > limit else { return text }
    context.lose(
      question, .length, "\(what) has \(text.count) characters, Kahoot takes \(limit): shortened")
    return String(text.prefix(limit - 1)) + "…"
  }
}

/// Writes Kahoot's quiz spreadsheet template rows as CSV (`--to csv --flavor
/// kahoot`): the header row with the template's seven captions, then one row
/// per question (see ``KahootRows``). A cell starting with `=`, `+`, `-`, `@`,
/// a tab or a CR gets a leading `'` (OWASP's CSV-injection advice).
struct KahootCSVWriter {
  let timeLimit: Int

  static var header: [String] { KahootRows.header }

  /// `Title (Year): ` for a question with a subject, else nothing.
  static func subjectPrefix(_ question: Question) -> String { KahootRows.subjectPrefix(question) }

  func write(_ context: inout ExportContext) throws -> Data {
    // Kahoot's template is a spreadsheet: data is never let in as a formula.
    var csv = CSVWriter(neutralizesFormulas: true)
    csv.row(Self.header)
    for row in KahootRows(timeLimit: timeLimit).rows(&context) {
      csv.row([row.question] + row.answers + [String(row.timeLimit), row.correctText])
    }
    return Data(csv.text.utf8)
  }
}
