import Foundation
import QuizBankModel

/// Checks inputs one at a time: reads the file, hands it to its kind's check,
/// and turns a missing or unreadable file into a report rather than a stop,
/// so one bad file never keeps the others from being checked.
package struct Validator: Sendable {
  package var options: ValidationOptions
  package var kinds: [InputKind]

  package init(
    options: ValidationOptions = ValidationOptions(), kinds: [InputKind] = InputKinds.all
  ) {
    self.options = options
    self.kinds = kinds
  }

  /// The inputs the named paths stand for (folders expanded).
  package func inputs(for paths: [String]) -> [Input] {
    InputDiscovery(kinds: kinds).inputs(for: paths)
  }

  /// Checks one input.
  package func check(_ input: Input) -> CheckedFile {
    guard let kindName = input.kindName, let kind = kinds.first(where: { $0.name == kindName })
    else {
      let message =
        input.isEmptyFolder ? Self.emptyFolder(input.display) : Self.notFound(input.display)
      return failure(input.display, .notFound, InputRules.notFound, message)
    }
    guard FileManager.default.isReadableFile(atPath: input.url.path) else {
      let missing = !FileManager.default.fileExists(atPath: input.url.path)
      return missing
        ? failure(input.display, .notFound, InputRules.notFound, Self.notFound(input.display))
        : failure(
          input.display, .unreadable, InputRules.unreadable, Self.unreadable(input.display))
    }
    return kind.check(input.url, input.display, options)
  }

  private func failure(
    _ file: String, _ status: FileReport.Status, _ rule: RuleDescriptor, _ message: String
  ) -> CheckedFile {
    let diagnostic = Diagnostic(
      severity: .error, code: rule.code, message: message,
      location: SourceLocation(file: file))
    return CheckedFile(
      report: FileReport(file: file, status: status, diagnostics: [diagnostic]), source: nil)
  }
}

extension Validator {
  static func notFound(_ file: String) -> String {
    "no such file or folder: \(file)"
  }

  static func emptyFolder(_ folder: String) -> String {
    "no bundles found under \(folder)"
  }

  static func unreadable(_ file: String) -> String {
    "cannot read \(file): permission denied"
  }
}
