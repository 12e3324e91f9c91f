import Foundation
import QuizBankModel
import QuizBankPack

/// Reads Moodle XML question exports into a bundle.
///
/// `truefalse` becomes a yes-no question, `multichoice` a multiple-choice one
/// (or multiple-response when several answers carry credit); categories become
/// `category:` tags; base64 `<file>` images become ``BundleAsset``s; HTML text
/// becomes plain text. A question of another type is skipped with a warning
/// naming its type and line, never silently.
public struct MoodleReader: Sendable {
  /// What the bundle is called and in which locale its text is.
  public struct Options: Sendable, Equatable {
    /// The bundle id; the file's name when nil.
    public var id: String?
    /// The bundle title; the file's name when nil.
    public var title: String?
    /// The locale of the file's text (Moodle files do not say).
    public var locale: String
    /// The bundle version.
    public var version: String

    /// Creates options.
    public init(
      id: String? = nil, title: String? = nil, locale: String = "en", version: String = "1.0.0"
    ) {
      self.id = id
      self.title = title
      self.locale = locale
      self.version = version
    }
  }

  /// What reading a Moodle file gave.
  public struct Result: Sendable {
    /// The bundle, unless the file could not be read as a Moodle quiz.
    public var bundle: QuizBundle?
    /// Images to write beside the bundle (see ``BundleAsset/write(under:)``).
    public var assets: [BundleAsset]
    /// Problems and skipped questions, each with file, line and column.
    public var diagnostics: [Diagnostic]
    /// How many questions became bundle questions.
    public var imported: Int
    /// How many questions were skipped (each has a warning).
    public var skipped: Int
  }

  /// Bounds on the input.
  public var limits: XMLReadLimits
  /// Naming and locale.
  public var options: Options

  /// Creates a reader.
  public init(options: Options = Options(), limits: XMLReadLimits = .standard) {
    self.options = options
    self.limits = limits
  }

  /// Reads a Moodle XML file.
  public func read(_ source: XMLSource) throws(XMLReadError) -> Result {
    let source = try source.bounded(limits: limits)
    let collector = XMLErrorCollector(file: source.displayName, limit: limits.maxDiagnostics)
    let parser = MoodleStreamParser(collector: collector, locale: options.locale)
    withExtendedLifetime(collector) { parser.run(source) }
    let locator = QuizPackLocator(source: source)
    let diagnostics = QuizPackReader.sorted(locator.locate(collector.diagnostics))
    let failed = collector.errorCount > 0 || parser.notAQuiz || parser.stopped
    let name = Self.baseName(source.displayName)
    let bundle: QuizBundle? =
      failed
      ? nil
      : QuizBundle(
        id: options.id ?? MoodleQuestionMapper.slug(name, fallback: "moodle-quiz"),
        version: options.version, title: LocalizedText([options.locale: options.title ?? name]),
        locales: [options.locale], defaultLocale: options.locale,
        settings: PlaySettings(shuffleQuestions: false, mode: .menu),
        questions: parser.questions)
    return Result(
      bundle: bundle, assets: failed ? [] : parser.assets, diagnostics: diagnostics,
      imported: failed ? 0 : parser.questions.count, skipped: parser.skipped)
  }

  private static func baseName(_ display: String) -> String {
    let last = display.split(separator: "/").last.map(String.init) ?? display
    guard last != "-" else { return "moodle-quiz" }
    if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
    return last
  }
}
