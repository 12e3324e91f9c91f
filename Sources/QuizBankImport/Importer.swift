import QuizBankJSON
import QuizBankModel

/// Options for an import.
public struct ImportOptions: Sendable {
  /// The format of every input; `nil` to detect each from its content.
  public var format: ImportFormat?
  /// The largest input accepted, in bytes (512 MiB by default).
  public var maxSize: Int
  /// The deepest JSON nesting accepted (512 by default).
  public var maxDepth: Int
  /// TMDB genre lists that name `genre_ids`.
  public var genreFiles: [String]
  /// The list name recorded in each film's `lists`, instead of the one worked out.
  public var listName: String?
  /// Whether quiz inputs that yield no question at all make an empty bundle
  /// (`--allow-empty`) rather than an error.
  public var allowEmpty: Bool

  /// The default size limit: 512 MiB.
  public static let defaultMaxSize = 512 << 20

  /// Creates options.
  public init(
    format: ImportFormat? = nil, maxSize: Int = defaultMaxSize, maxDepth: Int = 512,
    genreFiles: [String] = [], listName: String? = nil, allowEmpty: Bool = false
  ) {
    self.format = format
    self.maxSize = maxSize
    self.maxDepth = maxDepth
    self.genreFiles = genreFiles
    self.listName = listName
    self.allowEmpty = allowEmpty
  }
}

/// The inputs of an import, opened and recognised, ready to be read once.
public struct ImportPlan {
  /// Each input with its format, in the order given.
  public let inputs: [(input: ImportInput, format: ImportFormat)]
  let options: ImportOptions

  /// Whether the inputs hold questions (a bundle) rather than films (a catalogue).
  public var producesQuestions: Bool { inputs.first?.format.producesQuestions ?? false }
}

/// `qbank import`'s library entry point: films to a catalogue, quiz files to questions.
///
/// ```swift
/// let plan = try Importer.plan(["top250.json", "popular.json"], options: ImportOptions())
/// let summary = try Importer.writeCatalogue(plan, to: AtomicCatalogueFile(url: out))
/// ```
/// One film input is streamed to the catalogue as it is read (memory stays flat
/// whatever its size); several are merged by film, first seen first.
public enum Importer {
  /// Opens every input and recognises its format (or takes `options.format`).
  /// Throws when an input is missing, unrecognised, or when films and questions are mixed.
  public static func plan(_ paths: [String], options: ImportOptions) throws -> ImportPlan {
    guard !paths.isEmpty else {
      throw ImportError(
        .usage, file: "qbank", message: "no input files",
        hint: "name at least one file, or - for standard input")
    }
    if paths.filter({ $0 == "-" }).count > 1 {
      throw ImportError(.usage, file: "-", message: "standard input can be read only once")
    }
    return try plan(
      paths.map { try ImportInput(path: $0, maxSize: options.maxSize, maxDepth: options.maxDepth) },
      options: options)
  }

  /// Recognises the format of inputs already open (files, or responses held in
  /// memory with ``ImportInput/init(name:data:maxSize:maxDepth:)``), or takes
  /// `options.format`. Throws when one is unrecognised or films and questions are mixed.
  public static func plan(_ opened: [ImportInput], options: ImportOptions) throws -> ImportPlan {
    var inputs: [(input: ImportInput, format: ImportFormat)] = []
    for input in opened {
      if let folder = input.folder {
        // Only QTI reads a folder (of items, or an unzipped content package).
        let format = options.format ?? (QTIImport.isQTIFolder(folder) ? .qti : nil)
        guard let format, format.readsFolders else { throw ImportInput.folderRefused(input.name) }
        inputs.append((input, format))
        continue
      }
      guard let format = options.format ?? ImportFormat.detect(prefix: input.prefix) else {
        let names = ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw ImportError(
          .usage, file: input.name, message: "cannot tell what format this file is in",
          hint: "name it with --from FORMAT (one of: \(names))")
      }
      if format.producesQuestions, let refusal = XMLImport.refusal(input) { throw refusal }
      inputs.append((input, format))
    }
    if let first = inputs.first,
      let other = inputs.first(where: {
        $0.format.producesQuestions != first.format.producesQuestions
      })
    {
      throw ImportError(
        .usage, file: other.input.name,
        message:
          "\(other.format.displayName) cannot be imported together with \(first.format.displayName) (\(first.input.name)): one holds films, the other questions",
        hint: "import films and quiz files in separate runs")
    }
    return ImportPlan(inputs: inputs, options: options)
  }

  /// Reads the films of every input and writes them as a catalogue to `sink`
  /// (committed on success, discarded on failure).
  public static func writeCatalogue(_ plan: ImportPlan, to sink: any CatalogueSink) throws
    -> ImportSummary
  {
    let writer = CatalogueWriter(sink: sink)
    do {
      var genreNames: [Int: String] = [:]
      for path in plan.options.genreFiles {
        let input = try ImportInput(
          path: path, maxSize: plan.options.maxSize, maxDepth: plan.options.maxDepth)
        if input.folder != nil { throw ImportInput.folderRefused(path) }
        genreNames.merge(try TMDBReader.genres(from: input), uniquingKeysWith: { $1 })
      }
      var filmInputs: [(input: ImportInput, format: ImportFormat)] = []
      for entry in plan.inputs {
        if entry.format == .tmdb, TMDBReader.isGenreList(entry.input.prefix) {
          genreNames.merge(try TMDBReader.genres(from: entry.input), uniquingKeysWith: { $1 })
        } else {
          filmInputs.append(entry)
        }
      }
      let collector = FilmCollector(streamingTo: filmInputs.count == 1 ? writer : nil)
      collector.genreNames = genreNames
      collector.listName = plan.options.listName
      for entry in pageOrder(filmInputs) {
        let firstIssue = collector.summary.issues.count
        try entry.format.readFilms(from: entry.input, into: collector)
        collector.sortIssues(from: firstIssue)
        collector.summary.formats[entry.input.name] = entry.format
      }
      if filmInputs.count == 1 {
        try writer.finish()
      } else {
        try collector.finish(into: writer)
      }
      return collector.summary
    } catch {
      writer.cancel()  // the sink is the caller's again
      sink.discard()
      throw error
    }
  }

  /// Reads the questions of every input; a question met twice (same id) is kept once.
  public static func readQuestions(_ plan: ImportPlan) throws -> ([Question], ImportSummary) {
    var summary = ImportSummary()
    var questions: [Question] = []
    var seen: Set<String> = []
    for entry in plan.inputs {
      for question in try entry.format.readQuestions(from: entry.input, into: &summary) {
        if seen.insert(question.id).inserted {
          questions.append(question)
        } else {
          summary.mergedDuplicates += 1
        }
      }
      summary.formats[entry.input.name] = entry.format
    }
    summary.questions = questions.count
    return (questions, summary)
  }

  /// A bundle of imported questions, in the only locale importers write (`en`).
  public static func bundle(
    _ questions: [Question], id: String, version: String, title: String
  ) -> QuizBundle {
    QuizBundle(
      id: id, version: version, title: LocalizedText(["en": title]), locales: ["en"],
      defaultLocale: "en", questions: questions)
  }

  /// TMDB pages of one list in page order (most popular first); everything else as given.
  static func pageOrder(_ inputs: [(input: ImportInput, format: ImportFormat)]) -> [(
    input: ImportInput, format: ImportFormat
  )] {
    var groups: [String: Int] = [:]
    let keyed = inputs.enumerated().map { index, entry in
      var group = index
      var page = 0
      if entry.format == .tmdb {
        let list = TMDBReader.listName(for: entry.input.name)
        group = groups[list] ?? index
        groups[list] = group
        page = FormatSniffer(entry.input.prefix).integer(after: "page") ?? 0
      }
      return (group: group, page: page, index: index, entry: entry)
    }
    return keyed.sorted { ($0.group, $0.page, $0.index) < ($1.group, $1.page, $1.index) }.map(
      \.entry)
  }
}
