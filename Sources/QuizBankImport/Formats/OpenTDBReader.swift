import QuizBankJSON
import QuizBankModel

/// Open Trivia DB `api.php` responses: `response_code` and `results`, each a
/// `boolean` or `multiple` question with HTML entities in its text.
///
/// `boolean` becomes a yes-no question (choice `yes` is "True", `no` is
/// "False"); `multiple` a multiple-choice question with choices `a`, `b`, …
/// in alphabetical order of their text, so the right answer's place tells
/// nothing. Ids are `otdb-` and a hash of the question text, so they stay the
/// same across imports; the category becomes a `category:` tag.
struct OpenTDBReader {
  let input: ImportInput

  /// What each non-zero `response_code` means, and what to do.
  static let responseCodes: [Int: (meaning: String, hint: String)] = [
    1: (
      "no results: the database has too few questions for this query",
      "ask for fewer questions (amount) or another category or difficulty"
    ),
    2: (
      "invalid parameter: the request's arguments are not valid",
      "check the request's amount, category, difficulty and type"
    ),
    3: (
      "token not found: the session token does not exist",
      "request a new session token (api_token.php?command=request)"
    ),
    4: (
      "token empty: the session token has returned every question for this query",
      "reset the token (api_token.php?command=reset&token=…) or drop it"
    ),
    5: (
      "rate limit: too many requests (one every 5 seconds per address)",
      "wait 5 seconds and fetch again"
    ),
  ]

  func read(into summary: inout ImportSummary) throws -> [Question] {
    var questions: [Question] = []
    var issues: [ImportIssue] = []
    let top = try TopLevelObject(
      input, expecting: "an Open Trivia DB response", streaming: ["results"]
    ) { _, node, index in
      switch question(from: node, number: index + 1) {
      case .question(let question): questions.append(question)
      case .skipped(let issue): issues.append(issue)
      }
    }
    summary.issues += issues
    guard let codeNode = top.members["response_code"] else {
      throw input.error(
        "an Open Trivia DB response needs a \"response_code\"", at: top.position,
        hint: "pass the body of an api.php response")
    }
    guard let code = codeNode.int else {
      throw input.error(
        "\"response_code\" must be a number, found \(codeNode.kindName)", at: codeNode.position)
    }
    if code != 0 {
      let known = Self.responseCodes[code]
      throw input.error(
        "Open Trivia DB answered response_code \(code): \(known?.meaning ?? "an unknown error")",
        at: codeNode.position, hint: known?.hint ?? "check the request and fetch again")
    }
    if top.streamed["results"] == nil {
      throw input.error(
        "an Open Trivia DB response needs a \"results\" array",
        at: top.members["results"]?.position ?? top.position)
    }
    return questions
  }

  func question(from node: JSONNode, number: Int) -> Parsed {
    func skip(_ why: String, at position: JSONPosition? = nil) -> Parsed {
      let at = position ?? node.position
      return .skipped(
        ImportIssue(
          file: input.name, line: at.line, column: at.column,
          message: "skipped question \(number): \(why)"))
    }
    guard node.members != nil else { return skip("expected an object, found \(node.kindName)") }
    guard let rawText = node.text("question") else { return skip("it has no \"question\" text") }
    guard let rawCorrect = node["correct_answer"]?.string else {
      return skip("it has no \"correct_answer\"")
    }
    let text = HTMLEntities.decode(rawText).trimmingSpaces
    let correct = HTMLEntities.decode(rawCorrect).trimmingSpaces
    let incorrect = (node["incorrect_answers"]?.array ?? []).compactMap(\.string).map {
      HTMLEntities.decode($0).trimmingSpaces
    }
    let en = { (text: String) in LocalizedText(["en": text]) }
    let kind: Question.Kind
    var choices: [Choice]
    var correctIDs: [String]
    switch node.text("type") {
    case "boolean":
      guard ["true", "false"].contains(correct.lowercased()) else {
        return skip("a boolean question's answer must be True or False, found \"\(correct)\"")
      }
      kind = .yesNo
      choices = [Choice(id: "yes", text: en("True")), Choice(id: "no", text: en("False"))]
      correctIDs = [correct.lowercased() == "true" ? "yes" : "no"]
    case "multiple":
      guard !incorrect.isEmpty else {
        return skip("a multiple-choice question needs \"incorrect_answers\"")
      }
      kind = .multipleChoice
      let texts = Self.ordered([correct] + incorrect)
      let ids = "abcdefghijklmnopqrstuvwxyz".map(String.init)
      guard texts.count <= ids.count else { return skip("it has more than 26 answers") }
      choices = zip(ids, texts).map { Choice(id: $0, text: en($1)) }
      correctIDs = choices.filter { $0.text["en"] == correct }.prefix(1).map(\.id)
    case let other:
      return skip(
        "type \"\(other ?? "none")\" cannot be carried (only boolean and multiple)",
        at: node["type"]?.position)
    }
    var tags: [String] = []
    if let category = node.text("category").map(HTMLEntities.decode) {
      tags.append("category:" + Self.slug(category))
    }
    let id = "otdb-" + Self.hex(FilmCollector.hash(text))
    return .question(
      Question(
        id: id, kind: kind, prompt: en(text), choices: choices, correct: correctIDs,
        tags: tags,
        difficulty: node.text("difficulty").flatMap(Question.Difficulty.init(rawValue:)),
        provenance: Provenance(source: "opentdb")))
  }

  /// The answers in the order a player sees them, which says nothing of which is right:
  /// numbers in numeric order (1, 2, 8, 64; not 1, 2, 64, 8), anything else alphabetically.
  static func ordered(_ answers: [String]) -> [String] {
    let alphabetical = answers.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    let numbers = alphabetical.map(number)
    guard numbers.allSatisfy({ $0 != nil }) else { return alphabetical }
    // A stable sort on the value keeps equal values (1 and 1.0) in alphabetical order.
    return zip(numbers, alphabetical).enumerated()
      .sorted { ($0.element.0!, $0.offset) < ($1.element.0!, $1.offset) }
      .map(\.element.1)
  }

  /// `64`, `-3.5`, `1,000,000` as a number; `nil` for anything else (`5 km`, `1e3`).
  static func number(_ text: String) -> Double? {
    let plain = String(text.filter { $0 != "," })
    guard !plain.isEmpty,
      plain.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
    else { return nil }
    return Double(plain)
  }

  /// A question, or why one was skipped.
  enum Parsed {
    case question(Question)
    case skipped(ImportIssue)
  }

  /// `Entertainment: Film` → `entertainment-film`.
  static func slug(_ text: String) -> String {
    var slug = ""
    var dash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if dash && !slug.isEmpty { slug += "-" }
        slug.append(character)
        dash = false
      } else {
        dash = true
      }
    }
    return slug
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
