/// The stable codes of the diagnostics the XML readers raise.
///
/// The validator's semantic rules have their own codes (`QB…`); these cover
/// what happens before a pack or a Moodle file becomes questions.
package enum XMLDiagnosticCode {
  /// The file is not well-formed XML.
  package static let malformed = "QBX001"
  /// The pack does not match `schemas/quizpack-v1.xsd`.
  package static let schema = "QBX002"
  /// The file uses a construct refused for safety: a DTD, entities, expansion past the bound.
  package static let unsafe = "QBX003"
  /// The bytes are not in the encoding the file declares (or UTF-8).
  package static let encoding = "QBX004"
  /// The input is larger than the size limit.
  package static let tooLarge = "QBX005"
  /// The file cannot be read at all.
  package static let unreadable = "QBX006"
  /// A pack element that the schema allows but that cannot become bundle content.
  package static let packContent = "QBX010"
  /// A Moodle question type QuizBank cannot carry; the question is skipped.
  package static let moodleUnsupportedType = "QBX020"
  /// A Moodle question of a supported type that cannot be imported (no answers, no correct one).
  package static let moodleUnusable = "QBX021"
  /// The file is well-formed XML but not a Moodle quiz.
  package static let moodleNotAQuiz = "QBX022"
  /// A Moodle file reference that cannot be resolved or decoded.
  package static let moodleFile = "QBX023"
}
