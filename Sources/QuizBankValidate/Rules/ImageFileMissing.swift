import Foundation
import QuizBankModel

/// QB121: a local image path names no file beside the bundle.
package enum ImageFileMissing: BundleRule {
  package static let code = "QB121"
  package static let name = "image-file-missing"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "a local image path names a file that exists beside the bundle"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    guard let folder = context.imageDirectory else { return }
    for (q, question) in bundle.questions.enumerated() {
      guard let image = question.image, ImageSource(image.source) == .localPath else { continue }
      let url = folder.appendingPathComponent(image.source)
      var isDirectory: ObjCBool = false
      guard !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        || isDirectory.boolValue
      else { continue }
      context.report(
        Self.self, at: BundlePointer.question(q) + "/image/source", missing(image.source, question.id),
        hint: "ship the image beside the bundle, or use an https URL")
    }
  }
}

extension ImageFileMissing {
  static func missing(_ source: String, _ id: String) -> String {
    "the image \(source) of question \"\(id)\" is not a file beside the bundle"
  }
}
