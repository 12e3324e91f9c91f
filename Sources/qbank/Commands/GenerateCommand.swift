import ArgumentParser
import Foundation
import QuizBankBuild
import QuizBankGenerate
import QuizBankModel
import QuizBankTerminal

/// `qbank generate`: questions from a catalogue by a rule file, as a bundle.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate rating questions from a film catalogue by a rule file.",
    discussion: """
      Reads a catalogue (JSON Lines, as `qbank import` writes it) and a rule file
      (YAML or JSON, see schemas/rules-v1.schema.json and docs/generate.md) and
      writes a bundle. The same catalogue, rules and seed give the same bytes.

      Examples:
        qbank generate films.jsonl --rules rules.yaml -o quiz.json
        qbank generate films.jsonl --rules rules.yaml -o quiz.json --seed 7 \\
          --id movie-night --bundle-version 1.2.0 --title "Movie night"
        qbank generate films.jsonl --rules rules.yaml -o quiz.json --mode menu \\
          --feedback-delay 2000 --round-size 5
        qbank generate films.jsonl --rules rules.yaml -o dist/quiz.json --with-images
      """)

  @Argument(help: "The catalogue file (JSON Lines of films).")
  var catalogue: String

  @Option(name: .long, help: "The rule file (YAML or JSON).")
  var rules: String

  @Option(name: [.short, .customLong("output")], help: "Where to write the bundle.")
  var output: String

  @Option(help: "The seed of every random choice (default: the rule file's, else 1).")
  var seed: UInt64?

  @Option(help: "The bundle id.")
  var id: String = "generated-quiz"

  @Option(name: .customLong("bundle-version"), help: "The bundle's content version.")
  var bundleVersion: String = "1.0.0"

  @Option(help: "The bundle title (the same in every locale; default: built-in per locale).")
  var title: String?

  @OptionGroup var settings: PlaySettingsOptions

  @Flag(name: .shortAndLong, help: "Print nothing but errors.")
  var quiet = false

  @OptionGroup(title: "Posters")
  var posters: PosterOptions

  func validate() throws {
    try OutputPath.refuseOverwriting(output, inputs: [catalogue, rules])
  }

  func run() throws {
    TemporaryFiles.shared.removeOnEndingSignals()  // no .tmp left by Ctrl-C
    let console = Console.current
    var ruleSet = try loadConfig(console: console) {
      try RuleSet.load(from: URL(fileURLWithPath: rules), name: rules)
    }
    guard FileManager.default.isReadableFile(atPath: catalogue) else {
      throw console.fail(
        DiagnosticFailure(
          .missing, file: catalogue, message: "cannot open the catalogue",
          hint: "check the path; qbank import or qbank fetch writes a catalogue"))
    }
    var metadata = BundleMetadata(
      id: id, version: bundleVersion, title: BundleMetadata.defaultTitle(locales: ruleSet.locales),
      createdAt: QuizBundle.creationTimestamp())
    settings.apply(to: &metadata.settings, rules: &ruleSet)
    if let title {
      metadata.title = LocalizedText(
        Dictionary(uniqueKeysWithValues: ruleSet.locales.map { ($0, title) }))
    }
    let bar = ProgressBar(console: console)
    var summary: GenerateSummary
    do {
      summary = try QuestionGenerator(ruleSet: ruleSet, seed: seed).generate(
        from: CatalogueSource(url: URL(fileURLWithPath: catalogue)), metadata: metadata,
        to: URL(fileURLWithPath: output), progress: bar.generateProgress)
      bar.clear()
    } catch let error as any DiagnosticError {
      bar.clear()
      throw console.fail(error)
    } catch {
      bar.clear()
      throw console.fail(
        DiagnosticFailure(
          .io, file: output, message: "cannot write the bundle: \(error.localizedDescription)"))
    }
    var embedded: PosterEmbedder.Report?
    if let embedder = posters.embedder(console: console) {
      do {
        embedded = try embedder.embed(bundleAt: URL(fileURLWithPath: output), named: output)
        if let digest = embedded?.digest { summary.digest = digest }
      } catch let error as any DiagnosticError {
        throw console.fail(error)
      } catch {
        throw console.fail(
          DiagnosticFailure(
            .io, file: output,
            message: "cannot embed the posters: \(error.localizedDescription)",
            hint: "the bundle was written with the posters' addresses"))
      }
    }
    if !quiet { console.out(SummaryText.render(summary, output: output)) }
    PosterOptions.show(embedded, bundle: output, console: console, quiet: quiet)
  }
}
