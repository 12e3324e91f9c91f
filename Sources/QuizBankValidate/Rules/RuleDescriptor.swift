import QuizBankModel

/// What `qbank rules` lists for one rule: its stable code, a short name, its
/// severity and one line of description.
public struct RuleDescriptor: Sendable, Codable, Equatable, Hashable {
  /// Where in the check a rule applies.
  public enum Category: String, Sendable, Codable, CaseIterable {
    /// Reading the input at all: missing, unreadable, not JSON, not a bundle.
    case input
    /// The shape of the JSON: required members, types, allowed values.
    case structure
    /// The meaning of a well-formed bundle: ids, answers, locales, digest.
    case semantic
  }

  /// The stable code, such as `QB107`. Codes are never reused.
  public var code: String
  /// A short kebab-case name, such as `duplicate-question-id`.
  public var name: String
  /// The severity findings of this rule have (before `--strict`).
  public var severity: Diagnostic.Severity
  /// Where in the check the rule applies.
  public var category: Category
  /// One line saying what the rule checks.
  public var summary: String

  /// Creates a descriptor.
  public init(
    code: String, name: String, severity: Diagnostic.Severity, category: Category,
    summary: String
  ) {
    self.code = code
    self.name = name
    self.severity = severity
    self.category = category
    self.summary = summary
  }
}
