import Foundation
import QuizBankGenerate
import QuizBankModel

/// Builds a quiz project: import → generate → validate → write outputs.
///
/// The bundle is generated beside its destination and only moved into place
/// once the validator finds no error, so a failed build leaves no bundle behind.
package struct ProjectBuilder: Sendable {
  /// The project.
  package var project: QuizProject

  /// Embeds the bundle's posters as assets when set (`--with-images`, or the
  /// project's `images: embed`); nil leaves their addresses.
  package var posters: PosterEmbedder?

  /// Creates a builder.
  package init(project: QuizProject, posters: PosterEmbedder? = nil) {
    self.project = project
    self.posters = posters
  }

  /// Runs the build. Validation findings are in the report; errors that stop the
  /// build (a missing or malformed source, an unwritable output) are thrown.
  package func build(progress: ((GenerateProgress) -> Void)? = nil) throws -> BuildReport {
    for source in project.sources
    where !FileManager.default.isReadableFile(atPath: source.url.path) {
      throw BuildError.missingSource(
        source.path, resolved: source.url.path, origin: source.origin)
    }
    guard let bundleOutput = project.outputs.first(where: { $0.format == "bundle" }) else {
      throw BuildError.noBundleOutput
    }
    let folder = bundleOutput.url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw BuildError.cannotWrite(bundleOutput.path, error.localizedDescription)
    }
    let staging = folder.appendingPathComponent(
      ".\(bundleOutput.url.deletingPathExtension().lastPathComponent)"
        + ".\(ProcessInfo.processInfo.processIdentifier).build.json")
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-build-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: staging)
      try? FileManager.default.removeItem(at: work)
    }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let sources = try SourceImporter.catalogues(for: project.sources, in: work)
    let films = try ProjectFilms(sources: sources)
    let summary = try QuestionGenerator(ruleSet: project.ruleSet, seed: project.seed).generate(
      from: films, metadata: project.metadata, to: staging, progress: progress)
    var report = BuildReport(summary: summary, bundle: bundleOutput.url)
    if let posters {
      // Beside the staged bundle is beside the bundle: the assets' paths hold for both.
      report.posters = try posters.embed(bundleAt: staging, named: bundleOutput.path)
      if let digest = report.posters?.digest { report.summary.digest = digest }
    }
    report.diagnostics = BundleCheck.diagnostics(for: staging, named: bundleOutput.path)
    // A rejected bundle from an earlier build no longer describes anything.
    let rejected = Rejected(output: bundleOutput)
    try? FileManager.default.removeItem(at: rejected.url)
    guard !report.hasErrors else {
      // Keep what was checked, so the findings' lines and columns can be looked up.
      if (try? StagedFile.moveIntoPlace(staging, at: rejected.url)) != nil {
        report.rejected = rejected.url
        report.rejectedPath = rejected.path
        for index in report.diagnostics.indices {
          report.diagnostics[index].location.file = rejected.path
        }
      }
      return report
    }
    do {
      try StagedFile.moveIntoPlace(staging, at: bundleOutput.url)
    } catch let error as POSIXError {
      throw BuildError.cannotWrite(
        bundleOutput.path, String(cString: strerror(error.code.rawValue)))
    }
    report.written = [bundleOutput.url]
    report.exports = try ProjectExports.write(project.outputs, bundleURL: bundleOutput.url)
    report.written += report.exports.map(\.output.url)
    return report
  }
}

/// What a build did.
package struct BuildReport: Sendable {
  /// The generation's summary.
  package var summary: GenerateSummary
  /// Where the bundle goes.
  package var bundle: URL
  /// What the validator found in the bundle.
  package var diagnostics: [Diagnostic] = []
  /// The files written (none when validation failed).
  package var written: [URL] = []
  /// When validation failed: the rejected bundle, kept beside the output as
  /// `<name>.rejected.json`, which the findings' lines and columns point into.
  package var rejected: URL?
  /// ``rejected`` as the project names it (relative to the project's folder).
  package var rejectedPath: String?
  /// The exports written.
  package var exports: [ExportedFile] = []
  /// What embedding the posters did, when asked.
  package var posters: PosterEmbedder.Report?

  /// Whether the validator found an error.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Why a build stopped.
package enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A source file does not exist or cannot be read: its path as the project
  /// file wrote it, that path resolved against the project's folder, and where
  /// the project file names it.
  case missingSource(String, resolved: String, origin: SourceLocation?)
  /// A source file is not what its kind says.
  case malformedSource(String, String)
  /// The project lists no bundle output.
  case noBundleOutput
  /// An output cannot be written.
  case cannotWrite(String, String)
  /// An export cannot be made (an unknown locale, an unreadable image).
  case cannotExport(String, String)

  /// The error as the one renderer shows it: `file: error: message`.
  package var description: String {
    String(DiagnosticRenderer().render(diagnostics).dropLast())
  }
}

/// Where a build keeps a bundle the validator rejected: `dist/quiz.json` →
/// `dist/quiz.rejected.json`.
struct Rejected {
  let url: URL
  let path: String

  init(output: ProjectOutput) {
    let name = output.url.deletingPathExtension().lastPathComponent + ".rejected.json"
    url = output.url.deletingLastPathComponent().appendingPathComponent(name)
    let folder = (output.path as NSString).deletingLastPathComponent
    path = folder.isEmpty ? name : folder + "/" + name
  }
}
