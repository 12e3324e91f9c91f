import QuizBankModel

/// Findings about reading an XML pack, raised by the pack reader before the
/// bundle rules run (see `docs/xml-packs.md`).
package enum PackRules {
  package static let all = [
    RuleDescriptor(
      code: "QBX001", name: "malformed-xml", severity: .error, category: .input,
      summary: "the pack is well-formed XML"),
    RuleDescriptor(
      code: "QBX002", name: "pack-schema", severity: .error, category: .structure,
      summary: "the pack matches schemas/quizpack-v1.xsd"),
    RuleDescriptor(
      code: "QBX003", name: "unsafe-xml", severity: .error, category: .input,
      summary: "no DTD, no entity declarations (XXE and entity expansion are refused)"),
    RuleDescriptor(
      code: "QBX004", name: "xml-encoding", severity: .error, category: .input,
      summary: "the bytes are in the declared encoding (UTF-8 when none is declared)"),
    RuleDescriptor(
      code: "QBX005", name: "input-too-large", severity: .error, category: .input,
      summary: "the input is within the size limit"),
    RuleDescriptor(
      code: "QBX006", name: "xml-unreadable", severity: .error, category: .input,
      summary: "the pack can be opened and read"),
    RuleDescriptor(
      code: "QBX010", name: "pack-content", severity: .error, category: .structure,
      summary: "one text per locale, one value per name, whole numbers where the schema says so"),
  ]
}
