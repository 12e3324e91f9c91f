import Foundation
import QuizBankModel

/// QB120: a local image's bytes do not match its `sha256`.
package enum ImageSHA256Mismatch: QuestionRule {
  package static let code = "QB120"
  package static let name = "image-sha256-mismatch"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "a local image's bytes match its sha256"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard let image = question.image, let stated = image.sha256,
      MalformedImageSHA256.isWellFormed(stated), ImageSource(image.source) == .localPath,
      let folder = context.imageDirectory,
      let data = try? ConfinedFolder(folder).read(image.source)
    else { return }
    let actual = SHA256Hex.of(data)
    guard actual != stated else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/image/sha256",
      mismatch(image.source, question.id, actual: actual),
      hint: "update sha256 if the image was replaced on purpose")
  }
}

extension ImageSHA256Mismatch {
  static func mismatch(_ source: String, _ id: String, actual: String) -> String {
    "the image \(source) of question \"\(id)\" does not match its sha256 (the file hashes to \(actual))"
  }
}
