import QuizBankJSON

/// The problems of shape the bundle reader finds, under the stable rule codes
/// the validator reports them with (`qbank rules` lists them).
package enum StructureProblem: String, Sendable, CaseIterable {
  /// QB010: a required member is missing.
  case missingMember = "QB010"
  /// QB011: a value has the wrong JSON type.
  case wrongType = "QB011"
  /// QB012: a member the format does not define.
  case unknownMember = "QB012"
  /// QB013: a value outside the allowed set.
  case disallowedValue = "QB013"
  /// QB014: a member appears twice in one object.
  case duplicateMember = "QB014"

  /// The rule code.
  package var code: String { rawValue }

  /// Whether the problem keeps the model from being built (unknown and
  /// repeated members do not: they are read past, the last one counting).
  package var isBlocking: Bool { self != .unknownMember && self != .duplicateMember }

  /// Whether a finding with rule code `code` keeps the model from being built.
  package static func isBlocking(code: String) -> Bool {
    StructureProblem(rawValue: code)?.isBlocking ?? true
  }
}

/// The one reader of the bundle format: decodes positioned JSON into model
/// values, reporting every structural problem (QB010–QB014) with its JSON
/// pointer, line and column. ``BundleReader`` throws the first blocking one;
/// the validator reports them all.
///
/// It walks one ``JSONNode`` at a time and keeps a path stack instead of
/// building pointers, so pointers cost something only when there is a finding.
/// A missing member or a value of the wrong type makes the model incomplete
/// (``isComplete`` turns false); unknown and repeated members do not.
package struct StructureDecoder {
  /// One step of the path from the root to the value being decoded.
  enum Step {
    case key(String)
    case index(Int)
  }

  package let file: String
  package private(set) var findings: [Diagnostic] = []
  /// Whether every value needed for the model was there and of the right type.
  package private(set) var isComplete = true
  var path: [Step] = []
  /// Whether ``path`` follows the values read (true unless a caller only
  /// asks whether a value has any finding, and reads it again the ordinary
  /// way when it has: ``QuestionBytesDecoder``). Pushing and popping a step
  /// for every member was some 3 % of a bundle's validation.
  var tracksPath = true
  /// The locales of the texts read so far.
  var locales = LocaleNames()
  /// The names of the provenance values read so far (kept as the locales are).
  var valueNames = LocaleNames()
  /// The question being read, its members written in place as they are read
  /// and moved out at the end (``StructureDecoder/question(_:first:at:)``):
  /// members kept in variables a closure captures were copied into the
  /// `Question` and the variables destroyed after, a retain and a release of
  /// every member of every question.
  var pending = StructureDecoder.emptyQuestion
  /// The values of question members read lately, to pass over when they come
  /// again (``ValueMemo``); `nil` (every value read) unless a caller sets them.
  var memos: QuestionMemos?

  package init(file: String) { self.file = file }

  /// The pointer of the current path.
  var pointer: String {
    path.map { step in
      switch step {
      case .key(let key): "/" + QuizBankJSON.JSONPointer.escape(key)
      case .index(let index): "/\(index)"
      }
    }.joined()
  }

  mutating func report(
    _ problem: StructureProblem, at position: JSONPosition, pointer: String? = nil,
    _ message: String, hint: String? = nil
  ) {
    findings.append(
      Diagnostic(
        severity: .error, code: problem.code, message: message,
        location: SourceLocation(
          file: file, line: position.line, column: position.column, path: pointer ?? self.pointer),
        hint: hint))
    if problem.isBlocking { isComplete = false }
  }

  /// Runs `body` one level down, at `key`.
  mutating func at<T>(_ key: String, _ body: (inout Self) throws -> T) rethrows -> T {
    guard tracksPath else { return try body(&self) }
    path.append(.key(key))
    defer { path.removeLast() }
    return try body(&self)
  }

  /// Runs `body` one level down, at `index`.
  mutating func at<T>(_ index: Int, _ body: (inout Self) throws -> T) rethrows -> T {
    guard tracksPath else { return try body(&self) }
    path.append(.index(index))
    defer { path.removeLast() }
    return try body(&self)
  }

  /// Walks the members of an object: each known key (by its index in `keys`)
  /// goes to `body`; unknown keys are QB012, a repeated key QB014 (the last
  /// one counts, as for `JSONDecoder`), and missing required keys QB010.
  /// Returns `false` (after QB011) when `node` is not an object.
  @discardableResult
  mutating func members(
    of node: JSONNode, _ what: String, keys: [String], required: [String],
    _ body: (inout Self, Int, JSONNode) -> Void
  ) -> Bool {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return false
    }
    var seen: UInt64 = 0
    for member in members {
      guard let index = keys.firstIndex(of: member.key) else {
        report(
          StructureProblem.unknownMember, at: member.keyPosition,
          pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(member.key),
          Self.unknownMember(member.key, in: what),
          hint: Self.suggestion(for: member.key, among: keys))
        continue
      }
      if seen & (1 << index) != 0 {
        report(
          StructureProblem.duplicateMember, at: member.keyPosition,
          pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(member.key),
          Self.duplicateMember(member.key, in: what))
      }
      seen |= 1 << index
      path.append(.key(member.key))
      body(&self, index, member.value)
      path.removeLast()
    }
    for key in required {
      guard let index = keys.firstIndex(of: key), seen & (1 << index) == 0 else { continue }
      report(StructureProblem.missingMember, at: node.position, Self.missingMember(key, in: what))
    }
    return true
  }

  // MARK: Scalars

  mutating func wrongType(_ node: JSONNode, expected: String) {
    report(
      StructureProblem.wrongType, at: node.position,
      Self.wrongType(label, expected: expected, found: node))
  }

  mutating func string(_ node: JSONNode) -> String? {
    if case .string(let value) = node.value { return value }
    wrongType(node, expected: "a string")
    return nil
  }

  mutating func int(_ node: JSONNode) -> Int? {
    if case .number(let number) = node.value, let value = number.intValue { return value }
    wrongType(node, expected: "an integer")
    return nil
  }

  mutating func bool(_ node: JSONNode) -> Bool? {
    if case .bool(let value) = node.value { return value }
    wrongType(node, expected: "true or false")
    return nil
  }

  /// One of `allowed` (QB013 otherwise).
  mutating func oneOf(_ node: JSONNode, _ allowed: [String]) -> String? {
    guard let value = string(node) else { return nil }
    guard allowed.contains(value) else {
      report(
        StructureProblem.disallowedValue, at: node.position, Self.disallowed(label, value, allowed))
      return nil
    }
    return value
  }

  mutating func strings(_ node: JSONNode) -> [String]? {
    guard case .array(let elements) = node.value else {
      wrongType(node, expected: "an array of strings")
      return nil
    }
    var result: [String] = []
    result.reserveCapacity(elements.count)
    var ok = true
    for (index, element) in elements.enumerated() {
      if case .string(let value) = element.value {
        result.append(value)
      } else {
        at(index) { $0.wrongType(element, expected: "a string") }
        ok = false
      }
    }
    return ok ? result : nil
  }

  /// Localized text: an object of strings.
  mutating func text(_ node: JSONNode) -> LocalizedText? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object of text per locale")
      return nil
    }
    // Gathered in linear time, however many locales and in whatever order.
    var text = KeyedEntryBuilder<LocalizedText.Entry>(reservingCapacity: members.count)
    var ok = true
    for member in members {
      if case .string(let value) = member.value.value {
        if text.add(LocalizedText.Entry(locale: member.key, text: value)) != nil {
          report(
            StructureProblem.duplicateMember, at: member.keyPosition,
            pointer: pointer + "/" + QuizBankJSON.JSONPointer.escape(member.key),
            Self.duplicateMember(member.key, in: "this text"))
        }
      } else {
        at(member.key) { $0.wrongType(member.value, expected: "a string") }
        ok = false
      }
    }
    return ok ? LocalizedText(entries: text.sorted()) : nil
  }

  /// How messages name the value at the current path: `"points"`, `element 2 of "correct"`.
  var label: String {
    guard let last = path.last else { return "the document" }
    switch last {
    case .key(let key): return "\"\(key)\""
    case .index(let index):
      if path.count >= 2, case .key(let key) = path[path.count - 2] {
        return "element \(index) of \"\(key)\""
      }
      return "element \(index)"
    }
  }
}
