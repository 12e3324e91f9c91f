import ArgumentParser
import Foundation
import QuizBankModel
import QuizBankTerminal
import QuizBankValidate

/// `qbank validate FILE|DIR ...`: the gate CI runs on every commit.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check bundles and XML packs for structure and rule violations; the gate CI runs.",
    discussion: """
      Checks each bundle's structure (every problem with its JSON pointer, line and \
      column), then every semantic rule (`qbank rules` lists them). XML packs (.xml) are \
      checked against schemas/quizpack-v1.xsd while they stream, then by the same rules, \
      with every finding at its line and column in the XML. Files of any size are \
      checked as they stream, without being held in memory; when standard error is a \
      terminal, a progress line shows there while a large file is read. A folder means \
      every bundle and pack in it, recursively. One bad file never stops the others; a summary line on \
      standard error counts files and findings.

      Exit status: 0 clean (warnings allowed unless --strict), 1 findings, 64 usage, \
      65 malformed input (not JSON or XML, not a bundle), 66 missing input, 74 I/O error. \
      When several apply, the highest wins.

      --fix-digest rewrites a bundle whose only error is its digest (QB115, or QB116 \
      when it has none), as after editing settings by hand: atomically, in the layout \
      QuizBank writes bundles in, then checks it again. A bundle with any other error \
      is left as it is (exit 1), since a digest vouches for the content.

      Examples:
        qbank validate samples/bundles/movie-night.json
        qbank validate samples/packs/movie-classics.xml
        qbank validate --strict bundles/
        qbank validate --format github bundles/
        qbank validate --format junit bundles/ > validate-report.xml
        qbank validate --format sarif bundles/ > qbank.sarif
        qbank validate --fix-digest quiz.json
      """)

  @Option(name: .long, help: "Output format: text, json, junit, github or sarif.")
  var format: ValidateOutputFormat = .text

  @Flag(name: .long, help: "Treat warnings as errors.")
  var strict = false

  @Flag(
    name: .customLong("fix-digest"),
    help: "Rewrite the digest of a bundle whose only error is its digest (QB115, QB116).")
  var fixDigest = false

  @Argument(help: "Bundle files and XML packs, or folders to search for them.")
  var paths: [String] = []

  func validate() throws {
    if paths.isEmpty {
      throw ValidationError("Name at least one bundle file or folder, e.g. qbank validate bundles/")
    }
  }

  func run() throws {
    let console = Console.current
    let bar = ProgressBar(console: console)
    var validator = Validator()
    if bar.isEnabled { validator.options.progress = { bar.update($0) } }
    let text = TextRenderer(color: console.colorsStdout)
    var reports: [FileReport] = []
    for input in validator.inputs(for: paths) {
      var checked = validator.check(input)
      bar.clear()
      if fixDigest { checked = fixingDigest(input, checked, validator, console) }
      let report = strict ? checked.report.strict() : checked.report
      switch format {
      case .text: console.out(text.render(report, source: checked.source))
      case .github: console.out(GitHubRenderer().render(report))
      case .json, .junit, .sarif: break
      }
      reports.append(report)
    }
    switch format {
    case .json: console.out(JSONRenderer().render(reports))
    case .junit: console.out(JUnitRenderer().render(reports))
    case .sarif: console.out(SARIFRenderer(toolVersion: QBankVersion.current).render(reports))
    case .text, .github: break
    }
    let summary = ValidationSummary(reports)
    console.err(TextRenderer(color: console.colorsStderr).summary(summary))
    let exit = Self.exitCode(summary)
    if exit != QBankExit.ok { throw exit }
  }

  /// `--fix-digest`: rewrites `input` when its digest is its only error, then checks it again.
  private func fixingDigest(
    _ input: Input, _ checked: CheckedFile, _ validator: Validator, _ console: Console
  ) -> CheckedFile {
    switch DigestFix.decide(kindName: input.kindName, checked.report) {
    case .nothingToDo:
      return checked
    case .refuse(let reason):
      console.warn([.error(reason, file: input.display, hint: DigestFix.refusedHint)])
      return checked
    case .rewrite:
      do {
        let digest = try DigestFix.rewrite(input.url)
        console.err(DisplayText.escaped(DigestFix.fixed(input.display, digest: digest)) + "\n")
      } catch CanonicalJSON.Failure.nonFiniteNumber {
        // Not an I/O failure: the file is left as it is, and the run ends with 1.
        let refusal = Diagnostic(
          severity: .error, code: DigestMismatch.code, message: DigestFix.refusedUnwritable,
          location: SourceLocation(file: input.display), hint: DigestFix.unwritableHint)
        var report = checked.report
        if report.diagnostics.contains(where: { $0.severity == .error }) {
          console.warn([refusal])  // as the other refusals: the report already fails
        } else {
          report.diagnostics.append(refusal)  // only QB116: the refusal is the error
        }
        return CheckedFile(report: report, source: checked.source)
      } catch {
        var report = checked.report
        report.status = .unreadable
        report.diagnostics.append(
          Diagnostic(
            severity: .error, code: "QB002",
            message: "cannot rewrite \(input.display): \(error.localizedDescription)",
            location: SourceLocation(file: input.display)))
        return CheckedFile(report: report, source: checked.source)
      }
      return validator.check(input)
    }
  }

  /// The highest of: 74 unreadable, 66 missing, 65 malformed, 1 errors, 0.
  static func exitCode(_ summary: ValidationSummary) -> ExitCode {
    switch summary.worstStatus {
    case .unreadable: QBankExit.ioError
    case .notFound: QBankExit.noInput
    case .malformed: QBankExit.dataError
    case .checked: summary.errors > 0 ? QBankExit.findings : QBankExit.ok
    }
  }
}

/// The output formats of `qbank validate`.
enum ValidateOutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, junit, github, sarif
}
