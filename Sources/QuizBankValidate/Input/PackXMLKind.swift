import Foundation
import QuizBankModel
import QuizBankPack

extension InputKind {
  /// QuizBank XML packs: `.xml` files in the pack namespace.
  package static let packXML = InputKind(
    name: "xml-pack", fileExtensions: ["xml"],
    recognizes: { url in PackXMLCheck.looksLikePack(url) },
    check: { url, file, options in
      PackXMLCheck(
        source: .file(url), file: file,
        imageDirectory: options.checkImageFiles ? url.deletingLastPathComponent() : nil,
        progress: options.progress.map { report in
          { report(ValidationProgress(file: file, questions: $0)) }
        }
      ).run()
    })
}

/// Checks one XML pack: the schema and the pack's own content rules while
/// libxml2 streams it, and the bundle rules on its questions as they arrive
/// (a ``RuleSession``), so memory stays flat. Packs written by hand carry no
/// digest, so QB116 does not apply to them; QB115 runs when a pack states one.
/// Findings are located in the XML in one pass at the end.
package struct PackXMLCheck {
  let source: XMLSource
  let file: String
  let imageDirectory: URL?
  /// Called every ``BundleJSONCheck/progressInterval`` questions with the count read so far.
  let progress: ((_ questions: Int) -> Void)?

  package init(
    source: XMLSource, file: String, imageDirectory: URL?,
    progress: ((_ questions: Int) -> Void)? = nil
  ) {
    self.source = source
    self.file = file
    self.imageDirectory = imageDirectory
    self.progress = progress
  }

  package func run() -> CheckedFile {
    let text: SourceText
    switch source {
    case .file(let url): text = SourceText(url: url)
    case .bytes(let data, _): text = SourceText(String(decoding: data, as: UTF8.self))
    }
    var session: RuleSession?
    var index = 0
    let streamed: (header: QuizBundle?, diagnostics: [Diagnostic], locator: QuizPackLocator)
    do throws(XMLReadError) {
      streamed = try QuizPackReader().stream(
        source, onHeader: { session = RuleSession(header: $0, options: rulesOptions) },
        onQuestion: { question, _ in
          session?.add(question, at: index)
          index += 1
          if let progress, index % BundleJSONCheck.progressInterval == 0 { progress(index) }
        })
    } catch {
      let status: FileReport.Status =
        switch error {
        case .missing: .notFound
        case .tooLarge: .malformed
        case .unreadable: .unreadable
        }
      return CheckedFile(
        report: FileReport(file: file, status: status, diagnostics: [relabel(error.diagnostic)]),
        source: nil)
    }
    let readerErrors = streamed.diagnostics.filter { $0.severity == .error }
    let malformed = readerErrors.contains { Self.malformedCodes.contains($0.code) }
    var diagnostics = streamed.diagnostics.map(relabel)
    if let header = streamed.header, readerErrors.isEmpty {
      // The reader hands the header over before the first question (or at the
      // end, for a pack without questions) with every member but the rounds,
      // which neither the question rules nor the digest depend on: a session
      // begun on it always finishes.
      let findings = session?.finish(header: header) ?? []
      diagnostics += streamed.locator.locate(findings.map(diagnostic)).map(relabel)
    }
    return CheckedFile(
      report: FileReport(
        file: file, status: malformed ? .malformed : .checked,
        diagnostics: SemanticRules.sorted(diagnostics)),
      source: text)
  }

  private var rulesOptions: SemanticRules.Options {
    SemanticRules.Options(imageDirectory: imageDirectory, excluding: [MissingDigest.code])
  }

  /// Reader codes that mean the file is not a readable XML document.
  static let malformedCodes: Set<String> = ["QBX001", "QBX003", "QBX004", "QBX005"]

  private func diagnostic(_ finding: RuleContext.Finding) -> Diagnostic {
    Diagnostic(
      severity: finding.severity, code: finding.code, message: finding.message,
      location: SourceLocation(file: source.displayName, path: finding.pointer),
      hint: finding.hint)
  }

  /// Reports under the name the user gave.
  private func relabel(_ diagnostic: Diagnostic) -> Diagnostic {
    var copy = diagnostic
    copy.location.file = file
    return copy
  }

  /// Whether an `.xml` file met in a folder is a pack: its start names the pack namespace.
  static func looksLikePack(_ url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: 4096)) ?? Data()
    return QuizPackSchema.isPack(prefix: start)
  }
}
