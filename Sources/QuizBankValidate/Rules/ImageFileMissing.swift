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
    // The folder only for a local path: copying the shared URL retains it, and
    // the two threads of a bundle's check would contend for its count.
    guard let image = question.image, ImageSource(image.source) == .localPath,
      let folder = context.imageDirectory
    else { return }
    let problem: String
    do {
      _ = try ConfinedFolder(folder).resolve(image.source)
      return
    } catch let refusal as ConfinedFolder.Refusal {
      guard !refusal.isOutside else { return }  // QB117
      problem =
        refusal == .missing
        ? missing(image.source, question.id) : unusable(image.source, question.id, refusal)
    } catch {
      problem = unusable(image.source, question.id, .unreadable("\(error)"))
    }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/image/source",
      problem,
      hint: "ship the image beside the bundle, or use an https URL")
  }
}

extension ImageFileMissing {
  static func missing(_ source: String, _ id: String) -> String {
    "the image \(source) of question \"\(id)\" is not a file beside the bundle"
  }

  static func unusable(_ source: String, _ id: String, _ refusal: ConfinedFolder.Refusal) -> String
  {
    "the image \(source) of question \"\(id)\" cannot be used: \(refusal)"
  }
}
