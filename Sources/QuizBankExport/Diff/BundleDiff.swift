import QuizBankModel

/// What changed between two bundles, question by question, and the smallest
/// semantic version bump the change needs.
///
/// The rules (see `docs/export.md`):
/// - a removed question, a changed answer (right choices or kind), a removed
///   choice or a changed subject: **major**;
/// - an added question, an added choice, edited choice text, changed points, an
///   image added, removed or replaced, a locale added, changed settings or
///   rounds: **minor**;
/// - prompt wording, explanation, tags, difficulty, provenance, image alt text,
///   choice order, question order, title or description: **patch**.
public struct BundleDiff: Sendable, Codable, Equatable {
  /// One aspect of a question that changed.
  public enum Aspect: String, Sendable, Codable, CaseIterable {
    /// The question text.
    case prompt
    /// Choices added, removed, edited or reordered.
    case choices
    /// The right choices or the kind.
    case answer
    /// The picture or its alt text.
    case image
    /// The points for a right answer.
    case points
    /// What the question is about (film title and year).
    case subject
    /// Explanation, tags, difficulty, provenance, or a bundle-level change.
    case other
  }

  /// One change inside a question, with the bump it needs.
  public struct Change: Sendable, Codable, Equatable {
    /// Which aspect.
    public var aspect: Aspect
    /// What exactly, for people.
    public var detail: String
    /// The bump this change needs.
    public var bump: VersionBump
  }

  /// A question present in both bundles whose content differs.
  public struct ChangedQuestion: Sendable, Codable, Equatable {
    /// The question's id.
    public var id: String
    /// What changed.
    public var changes: [Change]
    /// The largest bump among ``changes``.
    public var bump: VersionBump { changes.map(\.bump).max() ?? .none }
  }

  /// The old bundle's version.
  public var oldVersion: String
  /// The new bundle's version.
  public var newVersion: String
  /// Ids of questions only in the new bundle, in its order.
  public var added: [String]
  /// Ids of questions only in the old bundle, in its order.
  public var removed: [String]
  /// Questions in both that differ, in the new bundle's order.
  public var changed: [ChangedQuestion]
  /// Changes to the bundle itself (locales, settings, rounds, order, title…).
  public var bundleChanges: [Change]

  /// The smallest bump the whole change needs.
  public var requiredBump: VersionBump {
    var bump = bundleChanges.map(\.bump).max() ?? .none
    if !removed.isEmpty { bump = .major }
    if !added.isEmpty { bump = max(bump, .minor) }
    return max(bump, changed.map(\.bump).max() ?? .none)
  }

  /// The bump from the old version to the new one; `nil` when either is not a
  /// semantic version or the new one is lower.
  public var actualBump: VersionBump? {
    guard let old = SemanticVersion(oldVersion), let new = SemanticVersion(newVersion) else {
      return nil
    }
    return new.bump(from: old)
  }

  /// Whether the new version goes up at least as much as ``requiredBump``.
  public var versionIsSufficient: Bool {
    guard let actual = actualBump else { return false }
    return actual >= requiredBump
  }

  /// Whether the bundles hold the same content (question order aside, nothing differs).
  public var isEmpty: Bool {
    added.isEmpty && removed.isEmpty && changed.isEmpty && bundleChanges.isEmpty
  }

  /// Compares `old` with `new`.
  public init(old: QuizBundle, new: QuizBundle) {
    oldVersion = old.version
    newVersion = new.version
    let oldById = Dictionary(
      old.questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIds = Set(new.questions.map(\.id))
    added = new.questions.map(\.id).filter { oldById[$0] == nil }
    removed = old.questions.map(\.id).filter { !newIds.contains($0) }
    changed = new.questions.compactMap { question in
      guard let before = oldById[question.id] else { return nil }
      let changes = QuestionComparison.changes(from: before, to: question)
      return changes.isEmpty ? nil : ChangedQuestion(id: question.id, changes: changes)
    }
    bundleChanges = QuestionComparison.bundleChanges(from: old, to: new)
  }
}
