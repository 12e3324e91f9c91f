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
        open: { try JSONReader(file: url.path) }, mapped: { JSONMappedFile(path: url.path) },
        data: { try Data(contentsOf: url) },
        source: { SourceText(url: url) },
        progress: options.progress.map { report in
          let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? nil
          return {
            report(ValidationProgress(file: file, questions: $0, bytesRead: $1, totalBytes: size))
          }
        }
      ).run()
    })
}

/// Checks one bundle file in one streaming pass: the structure, and the
/// semantic rules on each question as it goes by (a ``RuleSession``), so a
/// bundle of any size is checked in flat memory. Only when there are findings
/// does a second pass find their lines and columns; a file whose members
/// after its questions change what the first pass checked (never one qbank
/// wrote: its keys are sorted) has its questions checked again.
///
/// A regular file is first checked in batches on two threads over its mapped
/// bytes (``checkInBatches(_:)``); that path handles clean files only, and
/// anything it meets sends the file down the ordinary path above.
package struct BundleJSONCheck {
  let file: String
  let imageDirectory: URL?
  /// Opens a reader on the input; called once, and again to locate findings.
  let open: () throws -> JSONReader
  /// The whole input in memory (mapped), for the parallel path; `nil` when
  /// it cannot be (a pipe, standard input, an empty file).
  let mapped: () -> JSONMappedFile?
  /// The whole input, for bundles of an older format version (migrated in memory).
  let data: () throws -> Data
  let source: () -> SourceText
  /// Called every ``progressInterval`` questions with the questions and bytes read so far.
  var progress: ((_ questions: Int, _ bytesRead: Int) -> Void)?

  static let progressInterval = 4096

  /// A check of `bytes` in memory, reported as `file`.
  package init(bytes: [UInt8], file: String, imageDirectory: URL? = nil) {
    self.init(
      file: file, imageDirectory: imageDirectory, open: { JSONReader(bytes: bytes) },
      mapped: { JSONMappedFile(copying: bytes) }, data: { Data(bytes) },
      source: { SourceText(String(decoding: bytes, as: UTF8.self)) })
  }

  init(
    file: String, imageDirectory: URL?, open: @escaping () throws -> JSONReader,
    mapped: @escaping () -> JSONMappedFile?, data: @escaping () throws -> Data,
    source: @escaping () -> SourceText,
    progress: ((_ questions: Int, _ bytesRead: Int) -> Void)? = nil
  ) {
    self.file = file
    self.imageDirectory = imageDirectory
    self.open = open
    self.mapped = mapped
    self.data = data
    self.source = source
    self.progress = progress
  }

  package func run() -> CheckedFile {
    if let input = mapped(), let findings = checkInBatches(input) {
      return CheckedFile(
        report: FileReport(
          file: file, status: .checked, diagnostics: SemanticRules.sorted(located(findings))),
        source: source())
    }
    return runInOrder()
  }

  /// The ordinary path: one reader, and the rules on a ``RuleSession``.
  func runInOrder() -> CheckedFile {
    let source = source()
    let outcome: BundleDocumentReader.Outcome
    var session: RuleSession?
    do {
      let reader = try open()
      outcome = try BundleDocumentReader(file: file).read(
        reader,
        questionsBegin: { members in
          session = StructureDecoder.provisionalHeader(members).map {
            RuleSession(header: $0, options: rulesOptions)
          }
        },
        question: { question, index in
          session?.add(question, at: index)
          if let progress, index % Self.progressInterval == Self.progressInterval - 1 {
            progress(index + 1, reader.position.offset)
          }
        })
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
    case .olderFormat(let version):
      return CheckedFile(
        report: FileReport(
          file: file, status: .checked, diagnostics: SemanticRules.sorted(migrated(version))),
        source: source)
    case .bundle(let header, let structure, _):
      var diagnostics = structure
      if let header {
        diagnostics += located(session?.finish(header: header) ?? checkAgain(header))
      }
      return CheckedFile(
        report: FileReport(
          file: file, status: .checked, diagnostics: SemanticRules.sorted(diagnostics)),
        source: source)
    }
  }

  /// A bundle of an older format version: migrated by ``BundleReader``, then
  /// checked by the rules (its digest aside: it was made over the old shape),
  /// with findings placed at the nearest thing the old file has.
  private func migrated(_ version: Int) -> [Diagnostic] {
    do {
      var bundle = try BundleReader().decode(data())
      bundle.formatVersion = version  // so QB128 says which version it was
      return semantic(bundle, excluding: [DigestMismatch.code, MissingDigest.code])
    } catch {
      let detail = (error as? BundleReadError).map(\.description) ?? "\(error)"
      var pointer = ""
      if case .invalidStructure(let text)? = error as? BundleReadError, text.hasPrefix("/"),
        let colon = text.firstIndex(of: ":")
      {
        pointer = String(text[..<colon])
      }
      let position = (try? open()).flatMap { try? PointerLocator.locate([pointer], in: $0) }?[
        pointer]
      let rule = StructureRules.migrationFailed
      return [
        Diagnostic(
          severity: rule.severity, code: rule.code,
          message: Self.migrationFailed(version, detail: detail),
          location: SourceLocation(
            file: file, line: position?.line, column: position?.column, path: pointer))
      ]
    }
  }

  var rulesOptions: SemanticRules.Options {
    SemanticRules.Options(imageDirectory: imageDirectory)
  }

  /// The semantic rules over a second pass, with a session begun on the final `header`.
  private func checkAgain(_ header: QuizBundle) -> [RuleContext.Finding] {
    let session = RuleSession(header: header, options: rulesOptions)
    guard let reader = try? open(),
      (try? BundleDocumentReader(file: file).read(
        reader, question: { question, index in session.add(question, at: index) })) != nil
    else { return [] }
    return session.finish(header: header) ?? []
  }

  private func semantic(_ bundle: QuizBundle, excluding: Set<String> = []) -> [Diagnostic] {
    let rulesOptions = SemanticRules.Options(imageDirectory: imageDirectory, excluding: excluding)
    return located(SemanticRules.run(bundle, options: rulesOptions))
  }

  /// Findings with the lines and columns their pointers have in the file.
  func located(_ findings: [RuleContext.Finding]) -> [Diagnostic] {
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

  static func migrationFailed(_ version: Int, detail: String) -> String {
    "this format version \(version) bundle cannot be migrated to \(QuizBundle.currentFormatVersion): \(detail)"
  }

  static let truncatedHint =
    "the file ends too early; was it cut off while being written or copied?"

  static func unreadable(_ file: String, _ reason: String) -> String {
    "cannot read \(file): \(reason)"
  }
}
