import ArgumentParser
import Foundation
import QuizBankImport
import QuizBankModel
import QuizBankTerminal

/// `qbank import`: IMDb and TMDB JSON to a catalogue, quiz files to a bundle.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn IMDb/TMDB JSON into a film catalogue, or quiz files into a bundle.",
    discussion: """
      Film lists (IMDb API, TMDB) become a catalogue: JSON Lines, one film a line.
      Films met in several lists, pages or files are merged by id. Quiz files
      (XML packs, Moodle XML, GIFT, Aiken, Open Trivia DB responses and saved
      dumps, IMS QTI 2.1 — an item, a folder of items or a content package zip —
      and Canvas QTI 1.2) become a bundle; a single XML pack becomes exactly the
      bundle it describes. Images inside Moodle files and QTI packages are
      written to assets/ beside the output. Quiz inputs that yield no question
      are refused (exit 65) unless --allow-empty. The format is recognised from
      the content; --from names it. A summary goes to standard error.

      Examples:
        qbank import top250.json most_popular.json -o films.jsonl
        qbank import --genres genres.json popular-1.json popular-2.json -o tmdb.jsonl
        curl -s 'https://opentdb.com/api.php?amount=10' | qbank import - -o quiz.json
        qbank import --from imdb --max-size 2G huge-list.json -o films.jsonl
        qbank import samples/packs/movie-classics.xml -o movie-classics.json
        qbank import moodle-export.xml --id biology -o biology/bundle.json
        qbank import questions.gift --id biology -o biology/bundle.json
        qbank import --from aiken questions.txt -o quiz.json
        qbank import qti-package.zip -o quiz/bundle.json
        qbank import trivia.json --mode menu --feedback-delay 2000 \\
          -o trivia-quiz.json

      --mode, --feedback-delay and --round-size set the bundle's play settings
      (quiz inputs only); a pack's own settings stay unless one is given.
      """)

  @Argument(help: "Input files; - reads standard input.")
  var files: [String] = []

  @Option(
    name: [.short, .customLong("output")],
    help: "Write here (atomically) instead of standard output.")
  var output: String?

  @Option(
    name: .customLong("from"),
    help: "The input format (default: recognised from the content).")
  var format: ImportFormat?

  @Option(name: .customLong("genres"), help: "A TMDB genre list naming genre_ids (repeatable).")
  var genres: [String] = []

  @Option(
    name: .customLong("list"), help: "The list name recorded for each film (e.g. tmdb:popular).")
  var list: String?

  @Option(
    name: .customLong("max-size"),
    help: "The largest input accepted: bytes, or with K, M, G (default 512M).")
  var maxSize: String?

  @Option(
    name: .customLong("id"),
    help: "The bundle id, for quiz inputs (default: the first file's name).")
  var bundleID: String?

  @Option(
    name: .customLong("bundle-version"),
    help: "The bundle version, for quiz inputs (default: 1.0.0).")
  var bundleVersion: String?

  @Option(name: .customLong("title"), help: "The bundle title, for quiz inputs.")
  var title: String?

  @OptionGroup var settings: PlaySettingsOptions

  @Flag(
    name: .customLong("allow-empty"),
    help: "Write an empty bundle when the quiz inputs hold no question (default: exit 65).")
  var allowEmpty = false

  func validate() throws {
    if files.isEmpty {
      throw ValidationError("Name at least one input file, or - for standard input.")
    }
    if let maxSize, Self.bytes(maxSize) == nil {
      throw ValidationError(
        "--max-size must be a number of bytes, optionally with K, M or G (e.g. 512M); got '\(maxSize)'."
      )
    }
    try OutputPath.refuseOverwriting(output, inputs: files + genres)
  }

  func run() throws {
    TemporaryFiles.shared.removeOnEndingSignals()  // no .tmp left by Ctrl-C
    let console = Console.current
    let writer = ImportOutput(console: console)
    var options = ImportOptions(
      format: format, genreFiles: genres, listName: list, allowEmpty: allowEmpty)
    if let maxSize, let bytes = Self.bytes(maxSize) { options.maxSize = bytes }
    do {
      let plan = try Importer.plan(files, options: options)
      let summary: ImportSummary
      if plan.producesQuestions {
        summary = try writer.writeBundle(
          plan, id: bundleID, version: bundleVersion, title: title, to: output
        ) { settings.apply(to: &$0) }
      } else {
        if !settings.isEmpty {
          throw ImportError(
            .usage, file: plan.inputs.first?.input.name ?? "qbank",
            message: "\(settings.given) set a bundle's play settings, but these inputs hold films",
            hint: "use them when importing quiz files, or with qbank generate or qbank build")
        }
        let sink: any CatalogueSink =
          try output.map { try AtomicCatalogueFile(url: URL(fileURLWithPath: $0)) }
          ?? StandardOutputSink { try FileHandle.standardOutput.write(contentsOf: $0) }
        summary = try Importer.writeCatalogue(plan, to: sink)
      }
      writer.report(summary)
    } catch let error as ImportError {
      throw console.fail(error)
    } catch {
      throw console.fail(
        DiagnosticFailure(.io, message: "cannot write the output: \(error.localizedDescription)"))
    }
  }

  /// `512M` → 536870912; plain numbers are bytes.
  static func bytes(_ text: String) -> Int? {
    let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    var digits = text.uppercased()
    var unit = 1
    if digits.hasSuffix("B"), digits.count > 1, units[digits.dropLast().last ?? " "] != nil {
      digits.removeLast()
    }
    if let last = digits.last, let scale = units[last] {
      unit = scale
      digits.removeLast()
    }
    guard let value = Int(digits), value > 0 else { return nil }
    return value.multipliedReportingOverflow(by: unit).overflow ? nil : value * unit
  }
}

extension ImportFormat: ExpressibleByArgument {}
