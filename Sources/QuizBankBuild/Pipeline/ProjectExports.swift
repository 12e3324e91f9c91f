import Foundation
import QuizBankExport
import QuizBankModel

/// The export step of a build: every non-bundle output, from the validated bundle.
enum ProjectExports {
  /// Writes each export of `outputs` from the bundle at `bundleURL`; returns what each lost.
  static func write(_ outputs: [ProjectOutput], bundleURL: URL) throws -> [ExportedFile] {
    let exports = outputs.filter { $0.format != "bundle" }
    guard !exports.isEmpty else { return [] }
    let bundle = try BundleReader().read(from: bundleURL)
    let exporter = BundleExporter(
      images: FolderExportAssets(folder: bundleURL.deletingLastPathComponent()))
    return try exports.map { output in
      let options = ExportOptions(
        format: ExportFormat(rawValue: output.format)!,
        csvFlavor: output.flavor.flatMap(CSVFlavor.init(rawValue:)), locale: output.locale)
      let result: ExportResult
      do {
        result = try exporter.export(bundle, options: options)
      } catch let error as ExportError {
        throw BuildError.cannotExport(output.path, error.description)
      }
      do {
        try FileManager.default.createDirectory(
          at: output.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFileWriter.write(result.data, to: output.url)
      } catch {
        throw BuildError.cannotWrite(output.path, error.localizedDescription)
      }
      return ExportedFile(output: output, losses: result.report.losses.count)
    }
  }
}

/// An export a build wrote.
package struct ExportedFile: Sendable, Equatable {
  /// The output.
  package var output: ProjectOutput
  /// How many things the format could not hold (see `qbank export` for the details).
  package var losses: Int
}
