import QuizBankModel
import QuizBankPack

/// Inputs that parse but are not a quiz, and imports that yield no question:
/// each refused (exit 65) with what it is and what to import instead, as
/// Moodle refuses a file with no questions (`noquestionsinfile`).
extension XMLImport {
  /// The Canvas namespace of a classic quiz's *settings* file (`assessment_meta.xml`).
  static let canvasSettingsNamespace = "http://canvas.instructure.com/xsd/cccv1p0"

  /// Why `input` is refused before it is read, or `nil` when it may be a quiz.
  static func refusal(_ input: ImportInput) -> ImportError? {
    let prefix = FormatSniffer(input.prefix).bytes
    guard XMLPrefix.contains(prefix, "<quiz"), XMLPrefix.contains(prefix, canvasSettingsNamespace)
    else { return nil }
    let text = String(decoding: prefix, as: UTF8.self)
    let line = text.range(of: "<quiz").map { text[..<$0.lowerBound].count(where: \.isNewline) + 1 }
    var beside = "the QTI file beside it in the same export"
    if let identifier = attribute("identifier", in: text) {
      beside = "\(identifier)/\(identifier).xml in the same export"
    }
    return ImportError(
      .malformed, file: input.name, line: line, column: line == nil ? nil : 1,
      message:
        "this is a Canvas quiz settings file (<quiz xmlns=\"\(canvasSettingsNamespace)\">: title, time limit, attempts), not a quiz: it holds no questions",
      hint:
        "import the questions file of the Canvas export instead: \(beside), whose root is <questestinterop> (QTI 1.2)"
    )
  }

  /// The value of the first `name="…"` in `text`.
  private static func attribute(_ name: String, in text: String) -> String? {
    guard let start = text.range(of: " \(name)=\"") else { return nil }
    let rest = text[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    let value = String(rest[..<end])
    return value.isEmpty || value.contains(where: { $0 == "/" || $0 == "<" }) ? nil : value
  }
}

extension Importer {
  /// Throws when quiz inputs gave no question at all, unless `--allow-empty`:
  /// the error names the files and the counts, with the skipped questions' warnings as notes.
  static func refuseEmpty(_ plan: ImportPlan, _ summary: ImportSummary) throws {
    guard summary.questions == 0, !plan.options.allowEmpty else { return }
    let names = plan.inputs.map(\.input.name)
    let files = names.count == 1 ? names[0] : "\(names.count) files"
    let skipped = summary.skipped
    var error = ImportError(
      .malformed, file: names.count == 1 ? names[0] : "qbank",
      message:
        "no questions to import from \(files): 0 imported, \(skipped) skipped, \(summary.issues.count) warning\(summary.issues.count == 1 ? "" : "s"); nothing was written",
      hint: skipped > 0
        ? "the warnings below say why each question was skipped; pass --allow-empty to write an empty bundle anyway"
        : "check that this is the quiz file you meant; pass --allow-empty to write an empty bundle anyway"
    )
    error.notes = summary.issues
    throw error
  }
}
