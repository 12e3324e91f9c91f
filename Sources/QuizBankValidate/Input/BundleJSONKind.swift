import Foundation
import QuizBankJSON
import QuizBankModel

extension InputKind {
  /// QuizBank bundles: `.json` files holding `"format": "quizbank.bundle"`.
  package static let bundleJSON = InputKind(
    name: "bundle", fileExtensions: ["json"],
    recognizes: { url in BundleJSONCheck.looksLikeBundle(url) },
    check: { url, file, options in
      BundleJSONCheck(
        file: file, imageDirectory: options.checkImageFiles ? url.deletingLastPathComponent() : nil,
        open: { try JSONReader(file: url.path) }, source: { SourceText(url: url) }
      ).run()
    })
}

/// Checks one bundle file: structure while streaming it, then the semantic
/// rules on the model, then (only when there are findings) a second streaming
/// pass to find their lines and columns.
package struct BundleJSONCheck {
  let file: String
  let imageDirectory: URL?
  /// Opens a reader on the input; called once, and again to locate findings.
  let open: () throws -> JSONReader
  let source: () -> SourceText

  /// A check of `bytes` in memory, reported as `file`.
  package init(bytes: [UInt8], file: String, imageDirectory: URL? = nil) {
    self.init(
      file: file, imageDirectory: imageDirectory, open: { JSONReader(bytes: bytes) },
      source: { SourceText(String(decoding: bytes, as: UTF8.self)) })
  }

  init(
    file: String, imageDirectory: URL?, open: @escaping () throws -> JSONReader,
    source: @escaping () -> SourceText
  ) {
    self.file = file
    self.imageDirectory = imageDirectory
    self.open = open
    self.source = source
  }

  package func run() -> CheckedFile {
    let source = source()
    let outcome: BundleDocumentReader.Outcome
    do {
      outcome = try BundleDocumentReader(file: file).read(open())
    } catch let error as JSONSyntaxError {
      return CheckedFile(
        report: report(
          .malformed, InputRules.malformed, Self.malformed(error), at: error.position, path: nil,
          hint: error.kind == .unexpectedEnd ? Self.truncatedHint : nil),
        source: source)
    } catch let error as JSONFileError {
      return CheckedFile(
        report: report(
          error.isMissing ? .notFound : .unreadable,
          error.isMissing ? InputRules.notFound : InputRules.unreadable,
          Self.unreadable(file, error.reason), at: nil, path: nil),
        source: nil)
    } catch {
      return CheckedFile(
        report: report(
          .unreadable, InputRules.unreadable, Self.unreadable(file, "\(error)"), at: nil, path: nil),
        source: nil)
    }
    switch outcome {
    case .notABundle(let message, let position):
      return CheckedFile(
        report: report(.malformed, InputRules.notABundle, message, at: position, path: ""),
        source: source)
    case .bundle(let bundle, let structure):
      var diagnostics = structure
      if let bundle {
        diagnostics += semantic(bundle)
      }
      return CheckedFile(
        report: FileReport(
          file: file, status: .checked, diagnostics: SemanticRules.sorted(diagnostics)),
        source: source)
    }
  }

  private func semantic(_ bundle: QuizBundle) -> [Diagnostic] {
    let rulesOptions = SemanticRules.Options(imageDirectory: imageDirectory)
    let findings = SemanticRules.run(bundle, options: rulesOptions, knownDigest: nil)
    guard !findings.isEmpty else { return [] }
    let positions =
      (try? open()).flatMap {
        try? PointerLocator.locate(Set(findings.map(\.pointer)), in: $0)
      } ?? [:]
    return findings.map { finding in
      let position = positions[finding.pointer]
      return Diagnostic(
        severity: finding.severity, code: finding.code, message: finding.message,
        location: SourceLocation(
          file: file, line: position?.line, column: position?.column, path: finding.pointer),
        hint: finding.hint)
    }
  }

  private func report(
    _ status: FileReport.Status, _ rule: RuleDescriptor, _ message: String,
    at position: JSONPosition?, path: String?, hint: String? = nil
  ) -> FileReport {
    FileReport(
      file: file, status: status,
      diagnostics: [
        Diagnostic(
          severity: rule.severity, code: rule.code, message: message,
          location: SourceLocation(
            file: file, line: position?.line, column: position?.column, path: path),
          hint: hint)
      ])
  }

  /// Whether a `.json` file met in a folder is a bundle: it mentions the
  /// format marker (a truncated bundle still does, so it is reported, not skipped).
  static func looksLikeBundle(_ url: URL) -> Bool {
    guard let data = try? Data(contentsOf: url, options: [.alwaysMapped]) else { return true }
    return data.range(of: Data("\"\(QuizBundle.formatMarker)\"".utf8)) != nil
  }
}

extension BundleJSONCheck {
  static func malformed(_ error: JSONSyntaxError) -> String {
    "not valid JSON: \(error.message)"
  }

  static let truncatedHint =
    "the file ends too early; was it cut off while being written or copied?"

  static func unreadable(_ file: String, _ reason: String) -> String {
    "cannot read \(file): \(reason)"
  }
}
