import Foundation
import QuizBankModel

/// QB121: a local image path names no file beside the bundle.
package enum ImageFileMissing: QuestionRule {
  package static let code = "QB121"
  package static let name = "image-file-missing"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "a local image path names a file that exists beside the bundle"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard let folder = context.imageDirectory else { return }
    guard let image = question.image, ImageSource(image.source) == .localPath else { return }
    let url = folder.appendingPathComponent(image.source)
    var isDirectory: ObjCBool = false
    guard
      !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        || isDirectory.boolValue
    else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/image/source",
      missing(image.source, question.id),
      hint: "ship the image beside the bundle, or use an https URL")
  }
}

extension ImageFileMissing {
  static func missing(_ source: String, _ id: String) -> String {
    "the image \(source) of question \"\(id)\" is not a file beside the bundle"
  }
}
