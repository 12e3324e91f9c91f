import Foundation
import QuizBankImport
import QuizBankModel

/// Where `qbank import` puts what it read: a bundle written with its pictures, and
/// the summary and warnings on standard error.
package struct ImportOutput {
  let console: any TerminalOutput

  package init(console: any TerminalOutput) { self.console = console }

  /// Reads the quiz inputs of `plan` into a bundle and writes it to `output` (standard
  /// output when nil), its pictures under the output's folder; the id and title default
  /// to ones made from the first input's name.
  package func writeBundle(
    _ plan: ImportPlan, id: String?, version: String?, title: String?, to output: String?,
    adjust: (inout QuizBundle) -> Void = { _ in }
  ) throws -> ImportSummary {
    let first = plan.inputs.first?.input.name ?? "import"
    let stem =
      first == "-"
      ? "import" : URL(fileURLWithPath: first).deletingPathExtension().lastPathComponent
    var (bundle, summary) = try Importer.readBundle(
      plan, id: id, version: version, title: title, fallbackID: Self.slug(stem),
      fallbackTitle:
        "Imported from \(first == "-" ? "standard input" : URL(fileURLWithPath: first).lastPathComponent)"
    )
    adjust(&bundle)
    let folder =
      output.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for asset in summary.assets { try asset.write(under: folder) }
    if let output {
      try BundleWriter().write(bundle, to: URL(fileURLWithPath: output))
    } else {
      console.out(try BundleWriter().encode(bundle))
    }
    return summary
  }

  /// Says on standard error what the import read and the first 20 warnings.
  package func report(_ summary: ImportSummary) {
    console.err(summary.headline + "\n")
    console.warn(summary.issues.prefix(20).map(\.diagnostic))
    if summary.issues.count > 20 {
      console.err("… and \(summary.issues.count - 20) more warnings\n")
    }
  }

  /// `text` as a bundle id: letters and digits, runs of anything else as one `-`.
  package static func slug(_ text: String) -> String {
    let slug = text.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    let trimmed = slug.split(separator: "-").joined(separator: "-")
    return trimmed.isEmpty ? "import" : trimmed
  }
}
