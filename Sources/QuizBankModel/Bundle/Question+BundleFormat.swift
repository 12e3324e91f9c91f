import QuizBankJSON

/// A question in the bundle format, read and written, side by side: the
/// reader (``StructureDecoder``, which `BundleReader` and `qbank validate`
/// share) and the writer (``CanonicalBytes``, which `BundleWriter`,
/// `BundleStreamWriter` and the digest share). A new member of `Question` is
/// one key, one variable and one case in the reader and one member in the
/// writer, all in this file.
///
/// Both are straight-line code. A table of closures (key, read, write) that
/// drove both was tried: it made `qbank generate` (a million questions) use
/// about a tenth more CPU and `qbank validate` a few percent more.
extension StructureDecoder {
  static let questionKeys = MemberNames(
    [
      "id", "kind", "prompt", "subject", "image", "choices", "correct", "points", "explanation",
      "tags", "difficulty", "provenance",
    ], required: ["id", "kind", "prompt", "choices", "correct"])
  static let kinds = AllowedValues(Question.Kind.allCases.map(\.rawValue))
  static let difficulties = AllowedValues(Question.Difficulty.allCases.map(\.rawValue))

  /// The question whose first event (`event`, at `position`) was just read;
  /// `nil` when it is not an object or a required member is missing or malformed.
  mutating func question(_ reader: JSONReader, first event: JSONEvent, at position: JSONPosition)
    throws -> Question?
  {
    guard try readQuestion(reader, first: event, at: position) else { return nil }
    var question = Self.emptyQuestion
    swap(&question, &pending)
    return question
  }

  /// Reads the question whose first event (`event`, at `position`) was just
  /// read into ``pending``, where it stays (for a caller that only looks at
  /// it: moving it out and back through each caller's result copied its
  /// couple of hundred bytes several times, 2 % of a validation); false when
  /// it is not an object or a required member is missing or malformed. Its
  /// members by index in ``questionKeys``, which lists them as
  /// `schemas/bundle-v1.schema.json` does.
  mutating func readQuestion(
    _ reader: JSONReader, first event: JSONEvent, at position: JSONPosition
  ) throws -> Bool {
    guard case .startObject = event else {
      try unexpected(event, at: position, in: reader, expected: "a question object")
      return false
    }
    pending = Self.emptyQuestion  // members of a question read before, if it failed
    var present: UInt8 = 0  // the required members read: id, kind, prompt, choices, correct
    let before = findings.count
    try readMembers(
      reader, start: position, "the question", keys: Self.questionKeys
    ) { d, key in
      switch key {
      case 0:
        guard let id = try d.readString(reader) else { break }
        d.pending.id = id
        present |= 1
      case 1:
        guard let kind = try d.readOneOf(reader, Self.kinds) else { break }
        d.pending.kind = Question.Kind.allCases[kind]
        present |= 2
      case 2:
        guard let prompt = try d.remembering(d.memos?.prompt, reader, { try $0.readText(reader) })
        else { break }
        d.pending.prompt = prompt
        present |= 4
      case 3:
        d.pending.subject = try d.readObject(reader, expected: "an object") {
          try $0.subject(reader, $1)
        }
      case 4:
        d.pending.image = try d.readObject(reader, expected: "an object") {
          try $0.image(reader, $1)
        }
      case 5:
        guard let choices = try d.remembering(d.memos?.choices, reader, { try $0.choices(reader) })
        else { break }
        d.pending.choices = choices
        present |= 8
      case 6:
        guard
          let correct = try d.remembering(d.memos?.correct, reader, { try $0.readStrings(reader) })
        else { break }
        d.pending.correct = correct
        present |= 16
      case 7: d.pending.points = try d.readInt(reader) ?? d.pending.points
      case 8: d.pending.explanation = try d.readText(reader)
      case 9:
        d.pending.tags =
          try d.remembering(d.memos?.tags, reader, { try $0.readStrings(reader) }) ?? d.pending.tags
      case 10:
        d.pending.difficulty = try d.readOneOf(reader, Self.difficulties).map {
          Question.Difficulty.allCases[$0]
        }
      default:
        d.pending.provenance = try d.readObject(reader, expected: "an object") {
          try $0.provenance(reader, $1)
        }
      }
    }
    return present == 31 && !findings[before...].contains(where: Self.isBlocking)
  }

  /// What ``pending`` holds between questions: no allocation of its own.
  /// (Made once: built for every question, it was 2 % of a bundle's validation.)
  static let emptyQuestion = Question(
    id: "", kind: .yesNo, prompt: LocalizedText(entries: []), choices: [], correct: [])
}

extension CanonicalBytes {
  /// Writes `q` as the bundle format has it, members in key order.
  package mutating func question(_ q: Question) throws {
    beginObject()
    key("choices")
    choices(q.choices)
    key("correct")
    texts(q.correct)
    if let difficulty = q.difficulty {
      key("difficulty")
      string(difficulty.rawValue)
    }
    if let explanation = q.explanation { localized("explanation", explanation) }
    key("id")
    string(q.id)
    if let image = q.image {
      key("image")
      self.image(image)
    }
    key("kind")
    string(q.kind.rawValue)
    key("points")
    int(q.points)
    localized("prompt", q.prompt)
    if let provenance = q.provenance {
      key("provenance")
      try self.provenance(provenance)
    }
    if let subject = q.subject {
      key("subject")
      self.subject(subject)
    }
    key("tags")
    texts(q.tags)
    endObject()
  }
}
