import ArgumentParser
import Foundation
import QuizBankBuild
import QuizBankGenerate
import QuizBankModel
import QuizBankTerminal

/// `qbank build`: a quiz project, from sources to a validated bundle, in one go.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build a quiz project: import, generate, validate and write its outputs.",
    discussion: """
      A project file (YAML, see schemas/project-v1.schema.json and docs/generate.md)
      names the sources (IMDb or TMDB JSON, catalogues), the rules, the bundle's id,
      version, title and settings, and the outputs. The bundle is written only when
      the validator finds no error; otherwise the findings are printed, the rejected
      bundle is kept beside the output as <name>.rejected.json (the findings' lines
      and columns point into it), and the exit status is 1. Rules that make no
      question at all are an error too (exit 1, nothing written).

      Examples:
        qbank build samples/movie-quiz/quiz.yaml
        qbank build quiz.yaml --quiet
        qbank build quiz.yaml --mode menu --feedback-delay 2000 --round-size 5
        qbank build quiz.yaml --with-images

      --mode, --feedback-delay and --round-size override the project's settings
      (bundle.settings: mode, feedbackDelayMs, roundSize) for this build.
      """)

  @Argument(help: "The project file.")
  var project: String

  @OptionGroup var settings: PlaySettingsOptions

  @Flag(name: .shortAndLong, help: "Print nothing but errors and findings.")
  var quiet = false

  @OptionGroup(title: "Posters (also the project's 'images: embed')")
  var posters: PosterOptions

  func run() throws {
    TemporaryFiles.shared.removeOnEndingSignals()  // no .tmp left by Ctrl-C
    let console = Console.current
    let url = URL(fileURLWithPath: project)
    var parsed = try loadConfig(console: console) {
      try QuizProject.load(from: url, name: project)
    }
    let bar = ProgressBar(console: console)
    let report: BuildReport
    do {
      parsed.metadata.createdAt = QuizBundle.creationTimestamp()
      settings.apply(to: &parsed.metadata.settings, rules: &parsed.ruleSet)
      let embedder = posters.embedder(console: console, always: parsed.embedsImages)
      report = try ProjectBuilder(project: parsed, posters: embedder).build(
        progress: bar.generateProgress)
      bar.clear()
    } catch {
      bar.clear()
      throw fail(error, console: console)
    }
    let shown = parsed.displayPath(of: report.bundle, given: project)
    console.warn(report.diagnostics)
    PosterOptions.show(report.posters, bundle: shown, console: console, quiet: quiet)
    if report.hasErrors {
      let count = report.diagnostics.filter { $0.severity == .error }.count
      var message = "the bundle has \(count) validation error(s); "
      if let kept = report.rejectedPath {
        message += "it was not written; the rejected bundle is kept at \(kept) for inspection"
      } else {
        message += "nothing was written"
      }
      throw console.fail(DiagnosticFailure(.findings, message: message))
    }
    if !quiet {
      console.out(SummaryText.render(report.summary, output: shown))
      console.out("Validated: no errors\n")
      for export in report.exports {
        console.out(
          SummaryText.exported(
            format: "\(export.output.format)", path: export.output.path, losses: export.losses))
      }
    }
  }

  private func fail(_ error: any Error, console: Console) -> ExitCode {
    if error is any DiagnosticError { return console.fail(error) }
    return console.fail(DiagnosticFailure(.io, message: error.localizedDescription))
  }
}
