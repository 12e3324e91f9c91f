import Foundation
import QuizBankLocalization
import QuizBankModel

/// Reads a catalogue for a command; a failure is a ``DiagnosticFailure`` on
/// the catalogue's file, for the one renderer.
package enum CatalogueLoader {
  package static func load(_ path: String, text: Localizer) throws(DiagnosticFailure) -> [Film] {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw DiagnosticFailure(
        .missing, file: path, message: text.text("catalog.missing", ["path": path]))
    }
    do {
      return try CatalogueFile.read(from: url)
    } catch let error as CatalogueReadError {
      throw DiagnosticFailure(
        .malformed, file: path, line: error.line, column: error.column,
        message: text.text("catalog.unreadable", ["reason": error.reason]))
    } catch {
      throw DiagnosticFailure(.io, file: path, message: error.localizedDescription)
    }
  }
}
