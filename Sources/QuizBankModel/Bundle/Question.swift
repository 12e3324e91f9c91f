/// One question of a bundle.
public struct Question: Sendable, Codable, Equatable, Hashable {
  /// What kind of answer the question takes.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// Two choices, `yes` and `no`, exactly one correct.
    case yesNo = "yes-no"
    /// Two or more choices, exactly one correct.
    case multipleChoice = "multiple-choice"
    /// Two or more choices, one or more correct; all must be chosen.
    case multipleResponse = "multiple-response"
  }

  /// How hard the question is.
  public enum Difficulty: String, Sendable, Codable, CaseIterable {
    case easy, medium, hard
  }

  /// A stable id: a front end's progress is keyed on it across versions.
  public var id: String
  /// The kind.
  public var kind: Kind
  /// The question text per locale.
  public var prompt: LocalizedText
  /// What the question is about, shown on the card (a film's title and year).
  public var subject: Subject?
  /// A picture for the card.
  public var image: ImageReference?
  /// The choices, in display order.
  public var choices: [Choice]
  /// The ids of the correct choices.
  public var correct: [String]
  /// Points for a right answer (default 1).
  public var points: Int
  /// Shown after the answer.
  public var explanation: LocalizedText?
  /// Free-form tags (`genre:drama`, `decade:1990s`).
  public var tags: [String]
  /// How hard it is.
  public var difficulty: Difficulty?
  /// Where the question came from.
  public var provenance: Provenance?

  /// Creates a question.
  public init(
    id: String, kind: Kind, prompt: LocalizedText, subject: Subject? = nil,
    image: ImageReference? = nil, choices: [Choice], correct: [String], points: Int = 1,
    explanation: LocalizedText? = nil, tags: [String] = [], difficulty: Difficulty? = nil,
    provenance: Provenance? = nil
  ) {
    self.id = id
    self.kind = kind
    self.prompt = prompt
    self.subject = subject
    self.image = image
    self.choices = choices
    self.correct = correct
    self.points = points
    self.explanation = explanation
    self.tags = tags
    self.difficulty = difficulty
    self.provenance = provenance
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, prompt, subject, image, choices, correct, points, explanation, tags
    case difficulty, provenance
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    kind = try c.decode(Kind.self, forKey: .kind)
    prompt = try c.decode(LocalizedText.self, forKey: .prompt)
    subject = try c.decodeIfPresent(Subject.self, forKey: .subject)
    image = try c.decodeIfPresent(ImageReference.self, forKey: .image)
    choices = try c.decode([Choice].self, forKey: .choices)
    correct = try c.decode([String].self, forKey: .correct)
    points = try c.decodeIfPresent(Int.self, forKey: .points) ?? 1
    explanation = try c.decodeIfPresent(LocalizedText.self, forKey: .explanation)
    tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
    difficulty = try c.decodeIfPresent(Difficulty.self, forKey: .difficulty)
    provenance = try c.decodeIfPresent(Provenance.self, forKey: .provenance)
  }
}

/// One answer a player can choose.
public struct Choice: Sendable, Codable, Equatable, Hashable {
  /// The id the question's `correct` list refers to (`yes`, `no`, `a`, `b`…).
  public var id: String
  /// The text per locale.
  public var text: LocalizedText

  /// Creates a choice.
  public init(id: String, text: LocalizedText) {
    self.id = id
    self.text = text
  }
}

/// What a question is about, for the card: a film's title and year.
public struct Subject: Sendable, Codable, Equatable, Hashable {
  /// The title as shown (not translated).
  public var title: String
  /// The year, when known.
  public var year: Int?

  /// Creates a subject.
  public init(title: String, year: Int? = nil) {
    self.title = title
    self.year = year
  }
}

/// A picture: an `https` URL or a path inside the bundle's folder.
public struct ImageReference: Sendable, Codable, Equatable, Hashable {
  /// `https://…` or a relative path such as `assets/tt0111161.jpg`.
  public var source: String
  /// SHA-256 (lowercase hex) of the image's bytes, when known.
  public var sha256: String?
  /// A text alternative per locale.
  public var alt: LocalizedText?

  /// Creates an image reference.
  public init(source: String, sha256: String? = nil, alt: LocalizedText? = nil) {
    self.source = source
    self.sha256 = sha256
    self.alt = alt
  }

  /// Whether ``source`` is a remote URL rather than a path inside the bundle.
  public var isRemote: Bool { source.contains("://") }
}

/// Where a question came from and how it was made.
///
/// Its ``values`` are few (a generated question has three or four), so they
/// are kept as a small array in canonical key order rather than as a
/// dictionary, as ``LocalizedText`` keeps its texts: reading a bundle built a
/// dictionary for every question, hashing each name, and the rules hashed
/// them again to look them up. ``values`` still reads and writes them as a
/// dictionary.
public struct Provenance: Sendable, Codable, Equatable, Hashable {
  /// One named value.
  package struct Value: Sendable, Equatable, Hashable, KeyedEntry {
    package var name: String
    package var value: ScalarValue

    package init(name: String, value: ScalarValue) {
      self.name = name
      self.value = value
    }

    package var key: String { name }
    package var payload: ScalarValue {
      get { value }
      set { value = newValue }
    }
  }

  /// The kind of source: `imdb`, `tmdb`, `xml-pack`, `moodle-xml`, `opentdb`, `hand`.
  public var source: String
  /// The record's id in that source (`tt0111161`).
  public var sourceId: String?
  /// The generator rule that made the question (`rating-threshold`).
  public var rule: String?
  /// The values, in canonical key order, one per name (as a dictionary keys
  /// them: by `String` equality); `nil` when there are none (not even empty).
  package private(set) var valueEntries: [Value]?

  /// The values the question was derived from (`rating`, `threshold`, `comparison`…).
  public var values: [String: ScalarValue]? {
    get {
      valueEntries.map { entries in
        var values: [String: ScalarValue] = Dictionary(minimumCapacity: entries.count)
        for entry in entries { values[entry.name] = entry.value }
        return values
      }
    }
    set { valueEntries = newValue.map(Self.entries) }
  }

  /// Creates provenance.
  public init(
    source: String, sourceId: String? = nil, rule: String? = nil,
    values: [String: ScalarValue]? = nil
  ) {
    self.source = source
    self.sourceId = sourceId
    self.rule = rule
    valueEntries = values.map(Self.entries)
  }

  /// Creates provenance with values of distinct names in any order.
  package init(source: String, sourceId: String?, rule: String?, valueEntries: [Value]?) {
    self.source = source
    self.sourceId = sourceId
    self.rule = rule
    self.valueEntries = valueEntries
    self.valueEntries?.sortByKeyIfNeeded()
  }

  private static func entries(_ values: [String: ScalarValue]) -> [Value] {
    var entries = values.map { Value(name: $0.key, value: $0.value) }
    entries.sortByKeyIfNeeded()
    return entries
  }

  /// Equal when they hold the same source, id, rule and values, names
  /// compared as a dictionary compares its keys.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.source == rhs.source && lhs.sourceId == rhs.sourceId && lhs.rule == rhs.rule
      && (lhs.valueEntries == rhs.valueEntries || lhs.values == rhs.values)
  }

  /// Hashes as the dictionary of ``values`` does, in agreement with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(sourceId)
    hasher.combine(rule)
    hasher.combine(values)
  }

  private enum CodingKeys: String, CodingKey {
    case source, sourceId, rule, values
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      source: try c.decode(String.self, forKey: .source),
      sourceId: try c.decodeIfPresent(String.self, forKey: .sourceId),
      rule: try c.decodeIfPresent(String.self, forKey: .rule),
      values: try c.decodeIfPresent([String: ScalarValue].self, forKey: .values))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(source, forKey: .source)
    try c.encodeIfPresent(sourceId, forKey: .sourceId)
    try c.encodeIfPresent(rule, forKey: .rule)
    try c.encodeIfPresent(values, forKey: .values)
  }
}

extension Provenance {
  /// Values gathered one at a time, in any order (a reader's), a name given
  /// again replacing its value, then handed to a provenance in key order.
  /// Not generic, so a reader in another module calls code made for it.
  package struct ValuesBuilder {
    private var builder: KeyedEntryBuilder<Value>

    package init(reservingCapacity count: Int = 0) {
      builder = KeyedEntryBuilder(reservingCapacity: count)
    }

    /// How many names were given.
    package var count: Int { builder.count }

    /// The value named `name`, if there is one.
    package func value(named name: String) -> ScalarValue? { builder.payload(for: name) }

    /// Sets the value named `name` and returns the one it replaces, as
    /// `Dictionary.updateValue(_:forKey:)` does.
    @discardableResult
    package mutating func add(_ value: ScalarValue, named name: String) -> ScalarValue? {
      builder.add(Value(name: name, value: value))
    }

    /// The values, in key order.
    package consuming func entries() -> [Value] { builder.sorted() }
  }
}

/// A JSON scalar: a string, number or boolean.
public enum ScalarValue: Sendable, Codable, Equatable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The string, if this is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if let value = try? c.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? c.decode(Double.self) {
      self = .number(value)
    } else {
      self = .string(try c.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    switch self {
    case .string(let value): try c.encode(value)
    case .number(let value): try c.encode(value)
    case .bool(let value): try c.encode(value)
    }
  }
}
