import QuizBankModel

/// QB119: an image's `sha256` is not 64 lowercase hex digits.
package enum MalformedImageSHA256: QuestionRule {
  package static let code = "QB119"
  package static let name = "malformed-image-sha256"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "an image sha256 is 64 lowercase hex digits"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard let hash = question.image?.sha256, !isWellFormed(hash) else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/image/sha256", malformed(hash, question.id),
      hint: "use the output of sha256sum: 64 characters 0-9 and a-f")
  }

  /// Whether `hash` is 64 lowercase hex digits.
  package static func isWellFormed(_ hash: String) -> Bool {
    hash.utf8.count == 64
      && hash.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}

extension MalformedImageSHA256 {
  static func malformed(_ hash: String, _ id: String) -> String {
    "the image sha256 of question \"\(id)\" is not 64 lowercase hex digits (\"\(hash)\")"
  }
}
