import Foundation
import QuizBankModel

/// Errors and warnings of any command for people, by the one
/// ``DiagnosticRenderer``, with the source line and a caret read from the file
/// a diagnostic names (a regular file only: never standard input, a pipe or a
/// device, which reading again would consume or never end).
package enum FailureText {
  /// `diagnostics` rendered, each ending with a newline.
  package static func render(_ diagnostics: [Diagnostic], color: Bool) -> String {
    var sources: [String: SourceText?] = [:]
    func source(_ file: String) -> SourceText? {
      if let known = sources[file] { return known }
      let made = isRegularFile(file) ? SourceText(url: URL(fileURLWithPath: file)) : nil
      sources.updateValue(made, forKey: file)
      return made
    }
    return DiagnosticRenderer(color: color).render(diagnostics) { file, line in
      source(file)?.line(line)
    }
  }

  /// A failure rendered.
  package static func render(_ failure: DiagnosticFailure, color: Bool) -> String {
    render(failure.diagnostics, color: color)
  }

  private static func isRegularFile(_ path: String) -> Bool {
    guard !path.isEmpty, path != "-" else { return false }
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
    return attributes?[.type] as? FileAttributeType == .typeRegular
  }
}
