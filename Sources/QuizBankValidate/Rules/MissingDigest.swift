import QuizBankModel

/// QB116: the bundle carries no digest, so a front end cannot tell versions apart.
package enum MissingDigest: BundleRule {
  package static let code = "QB116"
  package static let name = "missing-digest"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "the bundle carries a digest"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    guard bundle.digest == nil else { return }
    let computed = context.knownDigest
    context.report(
      Self.self, at: "", missing(computed: computed),
      hint: "write the bundle with qbank, which always adds the digest")
  }
}

extension MissingDigest {
  static func missing(computed: String?) -> String {
    "the bundle has no digest" + (computed.map { "; its content hashes to \($0)" } ?? "")
  }
}
