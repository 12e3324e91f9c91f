import QuizBankModel

/// QB101: the bundle's `formatVersion` is not one this build reads.
package enum UnsupportedFormatVersion: BundleRule {
  package static let code = "QB101"
  package static let name = "unsupported-format-version"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "formatVersion is one this build reads"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    let readable = BundleReader.readableFormatVersions
    guard !readable.contains(bundle.formatVersion) else { return }
    context.report(
      Self.self, at: "/formatVersion", unsupported(bundle.formatVersion, readable: readable),
      hint: bundle.formatVersion > QuizBundle.currentFormatVersion
        ? "upgrade qbank to read it, or write the bundle as format version \(QuizBundle.currentFormatVersion)"
        : nil)
  }
}

extension UnsupportedFormatVersion {
  static func unsupported(_ version: Int, readable: [Int]) -> String {
    let list = readable.map(String.init).joined(separator: ", ")
    return "format version \(version) is not one this build reads (it reads \(list))"
  }
}
