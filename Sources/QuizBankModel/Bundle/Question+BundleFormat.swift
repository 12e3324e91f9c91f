import QuizBankJSON

/// A question in the bundle format: one entry per member (key, required or
/// optional, how it is read, how it is written), in the order
/// `schemas/bundle-v1.schema.json` lists them. Both the reader and the writer
/// run off this table; a new member of `Question` is one more entry here.
extension Question {
  package static let format = FormatObject<Question>(
    "the question",
    [
      .required(
        "id", read: { try $0.readString($1) }, get: { $0.id }, set: { $0.id = $1 },
        write: { $0.string($1) }),
      .required(
        "kind",
        read: { try $0.readOneOf($1, Question.kinds).flatMap(Question.Kind.init(rawValue:)) },
        get: { $0.kind }, set: { $0.kind = $1 }, write: { $0.string($1.rawValue) }),
      .required(
        "prompt", read: { try $0.readText($1) }, get: { $0.prompt }, set: { $0.prompt = $1 },
        write: { $0.localized($1) }),
      .optional(
        "subject",
        read: { d, r in try d.readObject(r, expected: "an object") { try $0.subject(r, $1) } },
        get: { $0.subject }, set: { $0.subject = $1 }, write: { $0.subject($1) }),
      .optional(
        "image",
        read: { d, r in try d.readObject(r, expected: "an object") { try $0.image(r, $1) } },
        get: { $0.image }, set: { $0.image = $1 }, write: { $0.image($1) }),
      .required(
        "choices", read: { try $0.choices($1) }, get: { $0.choices }, set: { $0.choices = $1 },
        write: { $0.choices($1) }),
      .required(
        "correct", read: { try $0.readStrings($1) }, get: { $0.correct },
        set: { $0.correct = $1 }, write: { $0.texts($1) }),
      .optional(
        "points", read: { try $0.readInt($1) }, get: { $0.points }, set: { $0.points = $1 },
        write: { $0.int($1) }),
      .optional(
        "explanation", read: { try $0.readText($1) }, get: { $0.explanation },
        set: { $0.explanation = $1 }, write: { $0.localized($1) }),
      .optional(
        "tags", read: { try $0.readStrings($1) }, get: { $0.tags }, set: { $0.tags = $1 },
        write: { $0.texts($1) }),
      .optional(
        "difficulty",
        read: {
          try $0.readOneOf($1, Question.difficulties).flatMap(Question.Difficulty.init(rawValue:))
        },
        get: { $0.difficulty }, set: { $0.difficulty = $1 }, write: { $0.string($1.rawValue) }),
      .optional(
        "provenance",
        read: { d, r in try d.readObject(r, expected: "an object") { try $0.provenance(r, $1) } },
        get: { $0.provenance }, set: { $0.provenance = $1 }, write: { try $0.provenance($1) }),
    ])

  /// What the reader starts a question from: the defaults of the optional
  /// members, and stand-ins for the required ones (a question lacking one is
  /// never handed on).
  static var readingDefaults: Question {
    Question(id: "", kind: .yesNo, prompt: [:], choices: [], correct: [])
  }

  static let kinds = Kind.allCases.map(\.rawValue)
  static let difficulties = Difficulty.allCases.map(\.rawValue)
}
