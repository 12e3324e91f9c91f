import QuizBankJSON
import QuizBankModel

/// Decoding a question and what it holds, member by member, as `schemas/bundle-v1.schema.json` states it.
extension StructureDecoder {
  static let questionKeys = [
    "id", "kind", "prompt", "subject", "image", "choices", "correct", "points", "explanation",
    "tags", "difficulty", "provenance",
  ]
  static let questionRequired = ["id", "kind", "prompt", "choices", "correct"]
  static let kinds = Question.Kind.allCases.map(\.rawValue)
  static let difficulties = Question.Difficulty.allCases.map(\.rawValue)

  /// A question, or `nil` when a required member is missing or malformed.
  mutating func question(_ node: JSONNode) -> Question? {
    var id: String?
    var kind: Question.Kind?
    var prompt: LocalizedText?
    var subject: Subject?
    var image: ImageReference?
    var choices: [Choice]?
    var correct: [String]?
    var points = 1
    var explanation: LocalizedText?
    var tags: [String] = []
    var difficulty: Question.Difficulty?
    var provenance: Provenance?
    let before = findings.count
    let isObject = members(
      of: node, "the question", keys: Self.questionKeys, required: Self.questionRequired
    ) { d, key, value in
      switch key {
      case 0: id = d.string(value)
      case 1: kind = d.oneOf(value, Self.kinds).flatMap(Question.Kind.init(rawValue:))
      case 2: prompt = d.text(value)
      case 3: subject = d.subject(value)
      case 4: image = d.image(value)
      case 5: choices = d.choices(value)
      case 6: correct = d.strings(value)
      case 7: points = d.int(value) ?? points
      case 8: explanation = d.text(value)
      case 9: tags = d.strings(value) ?? tags
      case 10: difficulty = d.oneOf(value, Self.difficulties).flatMap(Question.Difficulty.init(rawValue:))
      default: provenance = d.provenance(value)
      }
    }
    guard isObject, let id, let kind, let prompt, let choices, let correct,
      !findings[before...].contains(where: Self.isBlocking)
    else { return nil }
    return Question(
      id: id, kind: kind, prompt: prompt, subject: subject, image: image, choices: choices,
      correct: correct, points: points, explanation: explanation, tags: tags,
      difficulty: difficulty, provenance: provenance)
  }

  static func isBlocking(_ d: Diagnostic) -> Bool {
    d.code != StructureRules.unknownMember.code && d.code != StructureRules.duplicateMember.code
  }

  mutating func choices(_ node: JSONNode) -> [Choice]? {
    guard case .array(let elements) = node.value else {
      wrongType(node, expected: "an array of choices")
      return nil
    }
    var result: [Choice] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      if let choice = at(index, { $0.choice(element) }) { result.append(choice) }
    }
    return result.count == elements.count ? result : nil
  }

  static let choiceKeys = ["id", "text"]

  mutating func choice(_ node: JSONNode) -> Choice? {
    var id: String?
    var text: LocalizedText?
    members(of: node, "the choice", keys: Self.choiceKeys, required: Self.choiceKeys) { d, key, value in
      if key == 0 { id = d.string(value) } else { text = d.text(value) }
    }
    guard let id, let text else { return nil }
    return Choice(id: id, text: text)
  }

  static let subjectKeys = ["title", "year"]

  mutating func subject(_ node: JSONNode) -> Subject? {
    var title: String?
    var year: Int?
    var ok = true
    members(of: node, "the subject", keys: Self.subjectKeys, required: ["title"]) { d, key, value in
      if key == 0 {
        title = d.string(value)
      } else {
        year = d.int(value)
        ok = ok && year != nil
      }
    }
    guard let title, ok else { return nil }
    return Subject(title: title, year: year)
  }

  static let imageKeys = ["source", "sha256", "alt"]

  mutating func image(_ node: JSONNode) -> ImageReference? {
    var source: String?
    var sha256: String?
    var alt: LocalizedText?
    members(of: node, "the image", keys: Self.imageKeys, required: ["source"]) { d, key, value in
      switch key {
      case 0: source = d.string(value)
      case 1: sha256 = d.string(value)
      default: alt = d.text(value)
      }
    }
    guard let source else { return nil }
    return ImageReference(source: source, sha256: sha256, alt: alt)
  }

  static let provenanceKeys = ["source", "sourceId", "rule", "values"]

  mutating func provenance(_ node: JSONNode) -> Provenance? {
    var source: String?
    var sourceId: String?
    var rule: String?
    var values: [String: ScalarValue]?
    members(of: node, "the provenance", keys: Self.provenanceKeys, required: ["source"]) {
      d, key, value in
      switch key {
      case 0: source = d.string(value)
      case 1: sourceId = d.string(value)
      case 2: rule = d.string(value)
      default: values = d.scalars(value)
      }
    }
    guard let source else { return nil }
    return Provenance(source: source, sourceId: sourceId, rule: rule, values: values)
  }

  /// An object of strings, numbers and Booleans.
  mutating func scalars(_ node: JSONNode) -> [String: ScalarValue]? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object of strings, numbers and booleans")
      return nil
    }
    var result: [String: ScalarValue] = Dictionary(minimumCapacity: members.count)
    for member in members {
      switch member.value.value {
      case .string(let value): result[member.key] = .string(value)
      case .number(let number): result[member.key] = .number(number.doubleValue)
      case .bool(let value): result[member.key] = .bool(value)
      default:
        at(member.key) { $0.wrongType(member.value, expected: "a string, number or boolean") }
      }
    }
    return result
  }
}
