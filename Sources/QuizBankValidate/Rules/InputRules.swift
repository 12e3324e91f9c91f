import QuizBankModel

/// Findings about reading an input at all. They have codes so machine formats
/// can report them like any other finding; the exit code tells them apart.
package enum InputRules {
  /// QB001: the path names nothing.
  package static let notFound = RuleDescriptor(
    code: "QB001", name: "input-not-found", severity: .error, category: .input,
    summary: "the named file or folder exists")
  /// QB002: the file exists but could not be read.
  package static let unreadable = RuleDescriptor(
    code: "QB002", name: "input-unreadable", severity: .error, category: .input,
    summary: "the file can be read")
  /// QB003: the bytes are not JSON (truncated, a stray comma, bad UTF-8).
  package static let malformed = RuleDescriptor(
    code: "QB003", name: "malformed-json", severity: .error, category: .input,
    summary: "the file is well-formed JSON")
  /// QB004: the JSON is not a QuizBank bundle.
  package static let notABundle = RuleDescriptor(
    code: "QB004", name: "not-a-bundle", severity: .error, category: .input,
    summary: "the file is a QuizBank bundle (\"format\": \"quizbank.bundle\")")
  package static let all = [notFound, unreadable, malformed, notABundle]
}

/// Findings about the shape of the JSON, as `schemas/bundle-v1.schema.json` states it.
package enum StructureRules {
  /// QB010: a required member is missing.
  package static let missingMember = RuleDescriptor(
    code: StructureProblem.missingMember.code, name: "missing-member", severity: .error,
    category: .structure,
    summary: "every required member is present")
  /// QB011: a value has the wrong JSON type.
  package static let wrongType = RuleDescriptor(
    code: StructureProblem.wrongType.code, name: "wrong-type", severity: .error,
    category: .structure,
    summary: "every value has the type the format gives it")
  /// QB012: a member the format does not define.
  package static let unknownMember = RuleDescriptor(
    code: StructureProblem.unknownMember.code, name: "unknown-member", severity: .error,
    category: .structure,
    summary: "no member the format does not define (a typo, or a newer format)")
  /// QB013: a value outside the allowed set (`kind`, `difficulty`, `mode`, `format`).
  package static let disallowedValue = RuleDescriptor(
    code: StructureProblem.disallowedValue.code, name: "disallowed-value", severity: .error,
    category: .structure,
    summary: "enumerated members hold one of their allowed values")
  /// QB014: a member appears twice in one object.
  package static let duplicateMember = RuleDescriptor(
    code: StructureProblem.duplicateMember.code, name: "duplicate-member", severity: .error,
    category: .structure,
    summary: "no member appears twice in one object")

  /// QB015: an older format version that cannot be migrated to the current one.
  package static let migrationFailed = RuleDescriptor(
    code: "QB015", name: "migration-failed", severity: .error, category: .structure,
    summary: "a bundle of an older format version can be migrated to the current one")

  package static let all = [
    missingMember, wrongType, unknownMember, disallowedValue, duplicateMember, migrationFailed,
  ]
}
