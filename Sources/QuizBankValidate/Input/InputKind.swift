import Foundation
import QuizBankModel

/// A kind of file `qbank validate` checks, and how.
///
/// To teach `validate` a new kind (XML packs, say), add an `InputKind` to
/// ``InputKinds/all``: its file extensions, how to recognise one while
/// scanning a folder, and its check.
package struct InputKind: Sendable {
  /// A short name (`bundle`).
  package var name: String
  /// Lowercased file extensions without the dot (`json`).
  package var fileExtensions: Set<String>
  /// Whether a file of one of ``fileExtensions`` met while scanning a folder is
  /// of this kind (a folder may hold other JSON files). Files named on the
  /// command line are always checked.
  package var recognizes: @Sendable (_ url: URL) -> Bool
  /// Checks the file at `url`, reporting it as `file`. A kind reads the file
  /// itself (streaming it, if it is large) and reports read errors in the result.
  package var check:
    @Sendable (_ url: URL, _ file: String, _ options: ValidationOptions) -> CheckedFile
}

/// What a check returns: the report, and the source text for showing lines.
package struct CheckedFile: Sendable {
  package var report: FileReport
  package var source: SourceText?

  package init(report: FileReport, source: SourceText?) {
    self.report = report
    self.source = source
  }
}

/// How to check.
package struct ValidationOptions: Sendable {
  /// Whether to look at local image files beside a bundle (QB120, QB121).
  package var checkImageFiles: Bool
  /// Called now and then while a large file is checked (a kind may never call it).
  package var progress: (@Sendable (ValidationProgress) -> Void)?

  package init(
    checkImageFiles: Bool = true, progress: (@Sendable (ValidationProgress) -> Void)? = nil
  ) {
    self.checkImageFiles = checkImageFiles
    self.progress = progress
  }
}

/// How far the check of one file has got.
package struct ValidationProgress: Sendable, Equatable {
  /// The file, as reports name it.
  package var file: String
  /// Questions read so far.
  package var questions: Int
  /// Bytes read so far, and the file's size, when the kind knows them.
  package var bytesRead: Int?
  package var totalBytes: Int?

  package init(file: String, questions: Int, bytesRead: Int? = nil, totalBytes: Int? = nil) {
    self.file = file
    self.questions = questions
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }
}

/// Every kind of input, in the order they are tried.
package enum InputKinds {
  package static let all: [InputKind] = [.bundleJSON, .packXML]

  /// The kind for a file named explicitly: by extension, else a JSON bundle.
  package static func kind(forNamed url: URL, among kinds: [InputKind] = all) -> InputKind {
    let ext = url.pathExtension.lowercased()
    return kinds.first { $0.fileExtensions.contains(ext) } ?? .bundleJSON
  }
}
