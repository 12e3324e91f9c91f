import ArgumentParser
import Foundation
import QuizBankExport
import QuizBankModel
import QuizBankTerminal

/// `qbank diff`: what changed between two bundles and the version bump it needs.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "List changed questions between two bundles and the version bump they need.",
    discussion: """
      Lists added, removed and changed questions by id (prompt, choices, answer,
      image, points, subject, other) and names the smallest semantic version
      bump: removed question or changed answer → major, added question → minor,
      wording fix → patch. With --check, exits 1 when NEW's version does not go
      up enough over OLD's: a release gate for CI.

      Examples:
        qbank diff v1.json v2.json
        qbank diff --check released/movie-night.json movie-night.json
        qbank diff --format json old.json new.json
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @Argument(help: "The bundle as released before.")
  var old: String

  @Argument(help: "The bundle about to be released.")
  var new: String

  @Flag(help: "Exit 1 when NEW's version does not bump enough over OLD's.")
  var check = false

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  func run() throws {
    let console = Console.current
    let (before, after) = try failing(console) {
      (
        try ExportFiles.readBundle(at: URL(fileURLWithPath: old)),
        try ExportFiles.readBundle(at: URL(fileURLWithPath: new))
      )
    }
    let diff = BundleDiff(old: before, new: after)
    switch format {
    case .text: console.out(DisplayText.escapedLines(diff.renderText()))
    case .json: console.out(String(decoding: try diff.renderJSON(), as: UTF8.self))
    }
    if check, !diff.versionIsSufficient {
      throw console.fail(DiagnosticFailure(.findings, file: new, message: diff.verdict))
    }
  }
}
