import Foundation
import QuizBankModel
import QuizBankPack

/// `qbank import` for the XML formats: recognising them, and reading them
/// through ``QuizPackReader`` and ``MoodleReader`` into the importer's terms.
enum XMLImport {
  /// Recognises an XML pack (by its namespace) or a Moodle file (by `<quiz>` or
  /// a bare `<question>`) from the first bytes of an input.
  static func detect(prefix: [UInt8]) -> ImportFormat? {
    if QuizPackSchema.isPack(prefix: prefix) { return .xmlPack }
    if XMLPrefix.contains(prefix, "<quiz") || XMLPrefix.contains(prefix, "<question") {
      return .moodleXML
    }
    return nil
  }

  /// The input as an XML source: files are streamed from disk; standard input
  /// and inputs held in memory are read whole (never from a file of their name).
  static func source(_ input: ImportInput) throws -> XMLSource {
    if input.name == "-" || input.isInMemory {
      return .bytes(Data(try input.readAll()), name: input.name)
    }
    return .file(URL(fileURLWithPath: input.name))
  }

  /// Reads a pack into its bundle; the first error stops the import.
  static func readPack(_ input: ImportInput, into summary: inout ImportSummary) throws -> QuizBundle
  {
    let result: QuizPackReader.Result
    do {
      result = try QuizPackReader(limits: XMLReadLimits(maxInputBytes: input.maxSize))
        .read(source(input))
    } catch let error as XMLReadError {
      throw importError(error.diagnostic)
    }
    try record(result.diagnostics, into: &summary)
    guard let bundle = result.bundle else {
      throw ImportError(.malformed, file: input.name, message: "the pack could not be read")
    }
    return bundle
  }

  /// Reads a Moodle file's questions; its images go to `summary.assets`.
  static func readMoodle(_ input: ImportInput, into summary: inout ImportSummary) throws
    -> [Question]
  {
    let result: MoodleReader.Result
    do {
      result = try MoodleReader(limits: XMLReadLimits(maxInputBytes: input.maxSize))
        .read(source(input))
    } catch let error as XMLReadError {
      throw importError(error.diagnostic)
    }
    try record(result.diagnostics, into: &summary)
    guard let bundle = result.bundle else {
      throw ImportError(.malformed, file: input.name, message: "the file could not be read")
    }
    summary.skipped += result.skipped
    for asset in result.assets where !summary.assets.contains(where: { $0.path == asset.path }) {
      summary.assets.append(asset)
    }
    return bundle.questions
  }

  /// Warnings become issues; the first error becomes the import's error.
  private static func record(_ diagnostics: [Diagnostic], into summary: inout ImportSummary)
    throws
  {
    if let error = diagnostics.first(where: { $0.severity == .error }) {
      throw importError(error)
    }
    for warning in diagnostics {
      summary.issues.append(
        ImportIssue(
          file: warning.location.file, line: warning.location.line,
          column: warning.location.column, message: "\(warning.message) [\(warning.code)]"))
    }
  }

  private static func importError(_ diagnostic: Diagnostic) -> ImportError {
    let kind: ImportError.Kind =
      diagnostic.code == XMLDiagnosticCode.unreadable
      ? (diagnostic.message == "no such file" ? .missing : .io) : .malformed
    return ImportError(
      kind, file: diagnostic.location.file, line: diagnostic.location.line,
      column: diagnostic.location.column, message: "\(diagnostic.message) [\(diagnostic.code)]",
      hint: diagnostic.hint)
  }
}

extension Importer {
  /// The bundle quiz inputs make.
  ///
  /// A lone XML pack is its own bundle, exactly: its id, version, title,
  /// locales, settings and rounds are kept (so pack → bundle → pack is
  /// lossless), and only the `id`, `version` and `title` given here replace
  /// the pack's. Any other inputs are gathered with ``readQuestions(_:)`` into a
  /// new English bundle, named by the arguments or the fallbacks.
  public static func readBundle(
    _ plan: ImportPlan, id: String?, version: String?, title: String?,
    fallbackID: String, fallbackTitle: String
  ) throws -> (QuizBundle, ImportSummary) {
    if plan.inputs.count == 1, let only = plan.inputs.first, only.format == .xmlPack {
      var summary = ImportSummary()
      var bundle = try XMLImport.readPack(only.input, into: &summary)
      if let id { bundle.id = id }
      if let version { bundle.version = version }
      if let title { bundle.title = LocalizedText([bundle.defaultLocale: title]) }
      summary.questions = bundle.questions.count
      summary.formats[only.input.name] = .xmlPack
      try refuseEmpty(plan, summary)
      return (bundle, summary)
    }
    let (questions, summary) = try readQuestions(plan)
    try refuseEmpty(plan, summary)
    let bundle = Self.bundle(
      questions, id: id ?? fallbackID, version: version ?? "1.0.0", title: title ?? fallbackTitle)
    return (bundle, summary)
  }
}
