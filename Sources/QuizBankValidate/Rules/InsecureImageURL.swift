import QuizBankModel

/// QB118: an image URL is not `https`.
package enum InsecureImageURL: QuestionRule {
  package static let code = "QB118"
  package static let name = "insecure-image-url"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "an image URL uses https"

  package static func check(
    _ question: borrowing Question, at q: Int, in context: inout RuleContext
  ) {
    guard let image = question.image,
      case .insecureRemote(let scheme) = ImageSource(image.source)
    else { return }
    context.report(
      Self.self, at: BundlePointer.question(q) + "/image/source",
      notHTTPS(image.source, scheme: scheme, question.id),
      hint: scheme == "http" ? "use the https:// address of the image" : nil)
  }
}

extension InsecureImageURL {
  static func notHTTPS(_ source: String, scheme: String, _ id: String) -> String {
    "the image URL of question \"\(id)\" uses \(scheme): (\(source)); only https is allowed"
  }
}
