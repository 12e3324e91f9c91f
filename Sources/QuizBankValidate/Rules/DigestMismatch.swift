import QuizBankModel

/// QB115: `digest` does not match the content.
package enum DigestMismatch: BundleRule {
  package static let code = "QB115"
  package static let name = "digest-mismatch"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "digest is the SHA-256 of the canonical content (RFC 8785)"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    if let stated = bundle.digest, let reason = context.digestUnavailable {
      context.report(
        Self.self, at: "/digest", unverifiable(stated: stated, reason: reason),
        hint: "numbers in a bundle must be finite and fit a 64-bit double; "
          + "fix the value, then rewrite the bundle with qbank")
      return
    }
    guard let stated = bundle.digest, let computed = context.knownDigest,
      stated != computed
    else { return }
    context.report(
      Self.self, at: "/digest", mismatch(stated: stated, computed: computed),
      hint: "if the content is right (edited by hand), run qbank validate --fix-digest FILE, "
        + "which rewrites the digest, or set digest to the value above")
  }
}

extension DigestMismatch {
  static func mismatch(stated: String, computed: String) -> String {
    "digest does not match the content: the bundle says \(stated), the content hashes to \(computed)"
  }

  static func unverifiable(stated: String, reason: String) -> String {
    "the digest \(stated) cannot be checked: \(reason)"
  }
}
