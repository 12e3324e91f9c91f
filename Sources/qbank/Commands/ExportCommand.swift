import ArgumentParser
import Foundation
import QuizBankExport
import QuizBankModel
import QuizBankTerminal

/// `qbank export`: writes a bundle in a format a quiz platform imports, with a loss report.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Export a bundle to XML pack, Moodle XML, GIFT, Aiken, QTI, CSV, Open Trivia DB or an HTML page.",
    discussion: """
      Writes OUT atomically and prints a loss report on stderr: what the target
      cannot hold, per question id. With --strict any loss is an error (exit 1)
      and nothing is written. The same bundle always gives the same bytes.

      Formats: xml-pack (lossless), moodle-xml, gift, qti (a zip), kahoot (an
      .xlsx in Kahoot's template), csv --flavor anki|kahoot, opentdb, aiken
      (single-answer multiple choice), html (one self-contained page that plays
      the bundle in a browser, offline). All but xml-pack and html hold one
      locale: --lang
      picks it (default: the bundle's default locale); for html it picks the
      language the page starts in.

      Examples:
        qbank export movie-night.json --to moodle-xml -o movie-night.xml
        qbank export movie-night.json --to gift --lang it -o serata.gift
        qbank export movie-night.json --to kahoot -o movie-night.xlsx
        qbank export movie-night.json --to csv --flavor kahoot -o kahoot.csv
        qbank export movie-night.json --to qti -o movie-night-qti.zip --strict
        qbank export movie-night.json --to opentdb -o - --loss-report losses.json
        qbank export movie-night.json --to html -o movie-night.html
        qbank export movie-night.json --to html -o site/quiz.html --assets-dir img
      """)

  @Argument(help: "The bundle to export.")
  var bundle: String

  @Option(
    name: .customLong("to"),
    help: ArgumentHelp(
      "The target format: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "format"))
  var format: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The file to write ('-' for standard output).", valueName: "file"))
  var output: String

  @Option(help: "For csv: anki or kahoot.")
  var flavor: String?

  @Option(help: "The locale for single-language formats (default: the bundle's default locale).")
  var lang: String?

  @Option(
    help: ArgumentHelp(
      "Kahoot's time limit per question: 5, 10, 20, 30, 60, 90, 120 or 240.",
      valueName: "seconds"))
  var timeLimit: Int = 20

  @Option(
    help: ArgumentHelp(
      "For html: write local pictures into this folder beside the page (relative to it) instead of embedding them.",
      valueName: "folder"))
  var assetsDir: String?

  @Flag(help: "Treat any loss as an error: exit 1 and write nothing.")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "Also write the loss report as JSON to this file (even when --strict fails).",
      valueName: "file"))
  var lossReport: String?

  func validate() throws {
    guard ExportFormat(rawValue: format) != nil else {
      throw ValidationError(
        "unknown format \"\(format)\": choose one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    if assetsDir != nil, output == "-" {
      throw ValidationError("--assets-dir needs a file for -o: the pictures go beside it")
    }
    if let flavor, CSVFlavor(rawValue: flavor) == nil {
      throw ValidationError("unknown csv flavor \"\(flavor)\": choose anki or kahoot")
    }
    try OutputPath.refuseOverwriting(output, inputs: [bundle])
    try OutputPath.refuseOverwriting(lossReport, inputs: [bundle])
  }

  func run() throws {
    TemporaryFiles.shared.removeOnEndingSignals()  // no .tmp left by Ctrl-C
    let console = Console.current
    let style = Style(enabled: console.colorsStderr)
    let input = URL(fileURLWithPath: bundle)
    let loaded = try failing(console) { try ExportFiles.readBundle(at: input) }
    let options = ExportOptions(
      format: ExportFormat(rawValue: format)!, csvFlavor: flavor.flatMap(CSVFlavor.init(rawValue:)),
      locale: lang, timeLimit: timeLimit, assetsFolder: assetsDir)
    let exporter = BundleExporter(
      images: FolderExportAssets(folder: input.deletingLastPathComponent()))
    let result: ExportResult
    do {
      result = try exporter.export(loaded, options: options)
    } catch let error as ExportError {
      throw console.fail(error.failure(bundle: bundle))
    }
    for loss in result.report.losses {
      console.err(
        "\(style.yellow(DisplayText.escaped(loss.questionId))): \(loss.kind.rawValue): "
          + DisplayText.escaped(loss.message) + "\n")
    }
    let summary = result.report.renderText().split(separator: "\n").last.map(String.init) ?? ""
    console.err(summary + "\n")
    if let lossReport {
      let json = try result.report.renderJSON()
      try failing(console) { try ExportFiles.write(json, to: lossReport) }
    }
    if strict, !result.report.isLossless {
      throw console.fail(
        DiagnosticFailure(
          .findings,
          message:
            "--strict: \(format) cannot hold everything (see above); \(output) was not written",
          hint: "export without --strict to accept the losses, or choose a format that holds them"))
    }
    if output == "-" {
      Console.current.out(result.data)
    } else {
      try failing(console) { try ExportFiles.write(result, to: output) }
    }
  }
}
