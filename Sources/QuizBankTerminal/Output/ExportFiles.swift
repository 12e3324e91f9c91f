import Foundation
import QuizBankExport
import QuizBankModel

/// Reading bundles and writing files for the commands; a failure is a
/// ``DiagnosticFailure`` naming the file, for the one renderer.
package enum ExportFiles {
  /// Reads a bundle; when it cannot, a failure `file[:line:col]: error: …`.
  package static func readBundle(at url: URL) throws(DiagnosticFailure) -> QuizBundle {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let exists = FileManager.default.fileExists(atPath: url.path)
      throw DiagnosticFailure(
        .missing, file: url.relativePath,
        message: exists ? "cannot read the file" : "no such file",
        hint: exists ? "check the file's permissions" : "check the path")
    }
    do {
      return try BundleReader().decode(data)
    } catch let error as BundleReadError {
      throw error.failure(file: url.relativePath)
    } catch {
      throw DiagnosticFailure(error, fallback: .malformed).located(in: url.relativePath)
    }
  }

  /// Writes `data` to `path` atomically; when it cannot, an I/O failure on `path`.
  package static func write(_ data: Data, to path: String) throws(DiagnosticFailure) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      let shown = (path as NSString).deletingLastPathComponent
      throw DiagnosticFailure(
        .io, file: path, message: "cannot write: the folder \(shown) does not exist",
        hint: "create the folder, or choose another output")
    }
    do {
      try AtomicFileWriter.write(data, to: url)
    } catch {
      throw DiagnosticFailure(
        .io, file: path, message: "cannot write: \(error.localizedDescription)")
    }
  }

  /// Writes an export's pictures beside `output`, then the export itself, so the
  /// page never points at a file not yet there.
  package static func write(_ result: ExportResult, to output: String) throws(DiagnosticFailure) {
    let folder = (output as NSString).deletingLastPathComponent
    for (path, data) in result.assets.sorted(by: { $0.key < $1.key }) {
      let target = folder.isEmpty ? path : folder + "/" + path
      do {
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent,
          withIntermediateDirectories: true)
      } catch {
        throw DiagnosticFailure(
          .io, file: target, message: "cannot create the folder: \(error.localizedDescription)")
      }
      try write(data, to: target)
    }
    try write(result.data, to: output)
  }
}
