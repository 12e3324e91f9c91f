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

/// Writes the rows of Kahoot's quiz spreadsheet template as CSV: a header row
/// with the template's seven column captions, then per question the question,
/// up to four answers, the time limit and the right answers' numbers (`1` or
/// `1,3`).
///
/// Over-long text is shortened with `…`; of more than four answers the right
/// ones are kept first. The subject (film title and year) is put before the
/// prompt, as the template has no picture column. A cell starting with `=`,
/// `+`, `-`, `@`, a tab or a CR gets a leading `'` (OWASP's CSV-injection advice).
struct KahootCSVWriter {
  let timeLimit: Int

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

  func write(_ context: inout ExportContext) throws -> Data {
    // Kahoot's template is a spreadsheet: data is never let in as a formula.
    var csv = CSVWriter(neutralizesFormulas: true)
    csv.row(Self.header)
    for question in context.bundle.questions {
      context.loseOtherLocales(question)
      context.loseUnsupported(
        question, [.id, .image, .explanation, .points, .tags, .difficulty, .provenance])
      var pairs = context.choices(of: question)
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
      var row = [prompt]
      for index in 0..<KahootLimits.answerCount {
        guard index < pairs.count else {
          row.append("")
          continue
        }
        let choice = pairs[index].choice
        row.append(
          shorten(
            context.text(choice.text), to: KahootLimits.answerLength, what: "answer \(choice.id)",
            question, &context))
      }
      row.append(String(timeLimit))
      row.append(
        pairs.indices.filter { pairs[$0].correct }.map { String($0 + 1) }.joined(separator: ","))
      csv.row(row)
    }
    return Data(csv.text.utf8)
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
