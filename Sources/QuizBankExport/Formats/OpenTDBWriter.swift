import Foundation
import QuizBankModel

/// Writes Open Trivia DB style JSON: `{"response_code": 0, "results": [...]}`
/// with each result's members in the API's order and its strings HTML-entity
/// encoded as the API's default encoding does.
///
/// Yes/no questions become `boolean` ("True" for yes); multiple choice becomes
/// `multiple`, which in the real API always has exactly three incorrect answers:
/// a question with another number of choices is left out (a loss), as are
/// multiple-response questions (the format has one right answer). It has no
/// id, image, explanation, points, tags or subject. The category is the one the
/// question was imported with (its `category-name:` tag, with the `category:`
/// slug tag beside it), else the bundle's title; a missing difficulty is written "medium".
struct OpenTDBWriter {
  func write(_ context: inout ExportContext) throws -> Data {
    var results: [String] = []
    let title = context.text(context.bundle.title)
    for question in context.bundle.questions {
      if question.kind == .multipleResponse {
        context.lose(
          question, .multipleResponse,
          "Open Trivia DB has one right answer per question; the question is left out")
        continue
      }
      if question.kind == .multipleChoice, question.choices.count != 4 {
        context.lose(
          question, .choices,
          "Open Trivia DB's multiple results have exactly 3 incorrect answers, this question has \(question.choices.count - question.correct.count); the question is left out"
        )
        continue
      }
      let category = OpenTDBCategoryTags.category(in: question.tags)
      context.loseOtherLocales(question)
      context.loseUnsupported(question, [.id, .image, .subject, .explanation, .points])
      let lostTags = question.tags.filter { !(category?.tags.contains($0) ?? false) }
      if !lostTags.isEmpty {
        context.lose(question, .tags, "tags \(lostTags.joined(separator: ", ")) are not carried")
      }
      context.loseUnsupported(question, [.provenance])
      results.append(result(question, category: category?.name ?? title, context))
    }
    let body = results.isEmpty ? "[]" : "[\n" + results.joined(separator: ",\n") + "\n  ]"
    return Data("{\n  \"response_code\": 0,\n  \"results\": \(body)\n}\n".utf8)
  }

  private func result(_ question: Question, category: String, _ context: ExportContext) -> String {
    let type: String
    let correct: String
    let incorrect: [String]
    if question.kind == .yesNo {
      type = "boolean"
      let yes = question.correct.contains("yes")
      correct = yes ? "True" : "False"
      incorrect = [yes ? "False" : "True"]
    } else {
      type = "multiple"
      let pairs = context.choices(of: question)
      correct = pairs.first { $0.correct }.map { context.text($0.choice.text) } ?? ""
      incorrect = pairs.filter { !$0.correct }.map { context.text($0.choice.text) }
    }
    let members: [(String, String)] = [
      ("type", string(type)),
      ("difficulty", string((question.difficulty ?? .medium).rawValue)),
      ("category", string(HTMLEntities.encode(category))),
      ("question", string(HTMLEntities.encode(context.text(question.prompt)))),
      ("correct_answer", string(HTMLEntities.encode(correct))),
      (
        "incorrect_answers",
        "[" + incorrect.map { string(HTMLEntities.encode($0)) }.joined(separator: ", ") + "]"
      ),
    ]
    return "    {\n" + members.map { "      \"\($0)\": \($1)" }.joined(separator: ",\n") + "\n    }"
  }

  /// A JSON string literal (the input is already entity-encoded, so only
  /// backslash and control characters need escaping).
  private func string(_ text: String) -> String {
    var out = ""
    CanonicalJSON.writeString(text, into: &out)
    return out
  }
}
