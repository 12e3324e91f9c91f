/// A format ``BundleExporter`` can write.
public enum ExportFormat: String, Sendable, CaseIterable, Codable {
  /// QuizBank's own XML pack (`schemas/quizpack-v1.xsd`); lossless.
  case xmlPack = "xml-pack"
  /// Moodle XML: `truefalse` and `multichoice` questions.
  case moodleXML = "moodle-xml"
  /// Moodle's GIFT text format.
  case gift
  /// An IMS QTI 2.1 content package (zip).
  case qti
  /// CSV for Anki or Kahoot (see ``CSVFlavor``).
  case csv
  /// Open Trivia DB style JSON.
  case opentdb
  /// One self-contained HTML page that plays the bundle in a browser.
  case html
  /// Kahoot's quiz spreadsheet template (.xlsx), which Kahoot imports.
  case kahoot
  /// Moodle's Aiken text format: single-answer multiple choice.
  case aiken

  /// Whether the target holds text in several locales at once.
  public var isMultilingual: Bool { self == .xmlPack || self == .html }

  /// The usual file extension of the output.
  public var fileExtension: String {
    switch self {
    case .xmlPack, .moodleXML: "xml"
    case .gift: "gift"
    case .qti: "zip"
    case .csv: "csv"
    case .opentdb: "json"
    case .html: "html"
    case .kahoot: "xlsx"
    case .aiken: "txt"
    }
  }
}

/// Which CSV dialect ``ExportFormat/csv`` writes.
public enum CSVFlavor: String, Sendable, CaseIterable, Codable {
  /// Anki's text import, with `#guid column` so re-imports update notes.
  case anki
  /// Kahoot's quiz spreadsheet template.
  case kahoot
}

/// Everything an export needs besides the bundle.
public struct ExportOptions: Sendable {
  /// The target format.
  public var format: ExportFormat
  /// The CSV dialect; required when ``format`` is ``ExportFormat/csv``.
  public var csvFlavor: CSVFlavor?
  /// The locale for single-language targets; `nil` means the bundle's default locale.
  public var locale: String?
  /// Kahoot's per-question time limit in seconds; one of ``KahootLimits/timeLimits``.
  public var timeLimit: Int
  /// For html: put local pictures in this folder (relative to the page, `/`
  /// separated, no `..`) as ``ExportResult/assets`` instead of embedding them.
  public var assetsFolder: String?

  /// Creates options.
  public init(
    format: ExportFormat, csvFlavor: CSVFlavor? = nil, locale: String? = nil, timeLimit: Int = 20,
    assetsFolder: String? = nil
  ) {
    self.assetsFolder = assetsFolder
    self.format = format
    self.csvFlavor = csvFlavor
    self.locale = locale
    self.timeLimit = timeLimit
  }
}
