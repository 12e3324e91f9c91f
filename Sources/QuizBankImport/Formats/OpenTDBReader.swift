import QuizBankJSON
import QuizBankModel

/// Open Trivia DB `api.php` responses: `response_code` and `results`, each a
/// `boolean` or `multiple` question with HTML entities in its text.
///
/// `boolean` becomes a yes-no question (choice `yes` is "True", `no` is
/// "False"); `multiple` a multiple-choice question with choices `a`, `b`, …
/// in alphabetical order of their text, so the right answer's place tells
/// nothing. Ids are `otdb-` and a hash of the question text, so they stay the
/// same across imports; the category becomes two tags (``OpenTDBCategoryTags``): its slug and its name.
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
    let reader = input.jsonReader()
    let root: JSONNode
    do {
      guard let node = try JSONNode.read(from: reader) else {
        throw input.error("the input is empty", at: nil)
      }
      root = node
      _ = try reader.next()  // only whitespace may follow
    } catch let error as JSONSyntaxError where error.message.contains("after the JSON value") {
      throw ImportError(
        .malformed, file: input.name, line: error.line, column: error.column,
        message: error.message,
        hint:
          "several responses saved one after another (curl >> FILE)? Put them in one JSON array, e.g. jq -s . FILE > pages.json, and import that"
      )
    } catch {
      throw input.failure(error)
    }
    var results: [JSONNode] = []
    if root.members != nil {
      results = try self.results(of: root, required: true)
    } else if let elements = root.array {
      // A dump: the results of many responses saved together, or the responses
      // themselves (one per page fetched), concatenated in an array.
      for element in elements {
        if element.members != nil, element["results"] != nil || element["response_code"] != nil {
          results += try self.results(of: element, required: false)
        } else {
          results.append(element)
        }
      }
    } else {
      throw input.error(
        "expected an Open Trivia DB response (an object with \"results\") or an array of results, found \(root.kindName)",
        at: root.position,
        hint: "check that this is an Open Trivia DB file, or name the format with --from")
    }
    var questions: [Question] = []
    for (index, node) in results.enumerated() {
      switch question(from: node, number: index + 1) {
      case .question(let question): questions.append(question)
      case .skipped(let issue):
        summary.issues.append(issue)
        summary.skipped += 1
      }
    }
    return questions
  }

  /// The results of one response (`response_code` checked when present, as
  /// when `required`), or of a dump saved without it.
  private func results(of response: JSONNode, required: Bool) throws -> [JSONNode] {
    if let codeNode = response["response_code"] {
      guard let code = codeNode.int else {
        throw input.error(
          "\"response_code\" must be a number, found \(codeNode.kindName)", at: codeNode.position)
      }
      // Paging with a session token ends with code 4 (token empty) and no
      // results: in a saved series of responses that page is the end, not an error.
      let emptyEnd = !required && code == 4 && (response["results"]?.array?.isEmpty ?? true)
      if code != 0 && !emptyEnd {
        let known = Self.responseCodes[code]
        throw input.error(
          "Open Trivia DB answered response_code \(code): \(known?.meaning ?? "an unknown error")",
          at: codeNode.position, hint: known?.hint ?? "check the request and fetch again")
      }
    }
    guard let results = response["results"]?.array else {
      let at = response["results"]?.position ?? response.position
      throw input.error(
        "an Open Trivia DB response needs a \"results\" array", at: at,
        hint: "pass the body of an api.php response, or a saved list of its results")
    }
    return results
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
    let encoding = OpenTDBEncoding.detect(node)
    func field(_ raw: String) -> String? { encoding.decode(raw)?.trimmingSpaces }
    func decoded(_ key: String) throws(Skip) -> String? {
      guard let raw = node[key]?.string else { return nil }
      guard let text = field(raw) else {
        throw Skip(
          why: "its \"\(key)\" is not valid \(encoding.name) text", at: node[key]?.position)
      }
      return text
    }
    let text: String
    let correct: String
    var incorrect: [String] = []
    let type: String?
    let category: String?
    let difficulty: String?
    do {
      guard let question = try decoded("question") else {
        return skip("it has no \"question\" text")
      }
      guard let answer = try decoded("correct_answer") else {
        return skip("it has no \"correct_answer\"")
      }
      text = question
      correct = answer
      for answer in node["incorrect_answers"]?.array ?? [] {
        guard let raw = answer.string else { continue }
        guard let wrong = field(raw) else {
          return skip("an incorrect answer is not valid \(encoding.name) text", at: answer.position)
        }
        incorrect.append(wrong)
      }
      type = try decoded("type")
      category = try decoded("category")
      difficulty = try decoded("difficulty")
    } catch {
      return skip(error.why, at: error.at)
    }
    let en = { (text: String) in LocalizedText(["en": text]) }
    let kind: Question.Kind
    var choices: [Choice]
    var correctIDs: [String]
    switch type {
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
    if let category, !category.isEmpty {
      tags += OpenTDBCategoryTags.tags(for: category)
    }
    let id = "otdb-" + Self.hex(FilmCollector.hash(text))
    return .question(
      Question(
        id: id, kind: kind, prompt: en(text), choices: choices, correct: correctIDs,
        tags: tags,
        difficulty: difficulty.flatMap(Question.Difficulty.init(rawValue:)),
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

  /// Why a result is skipped, and where.
  struct Skip: Error {
    var why: String
    var at: JSONPosition?
  }

  /// A question, or why one was skipped.
  enum Parsed {
    case question(Question)
    case skipped(ImportIssue)
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
