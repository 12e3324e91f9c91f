import QuizBankModel

/// QB128: the bundle is in an older format version, which this build reads by migrating it.
package enum OutdatedFormatVersion: BundleRule {
  package static let code = "QB128"
  package static let name = "outdated-format-version"
  package static let severity = Diagnostic.Severity.warning
  package static let summary = "the bundle is in the current format version"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    let current = QuizBundle.currentFormatVersion
    guard bundle.formatVersion < current,
      BundleReader.readableFormatVersions.contains(bundle.formatVersion)
    else { return }
    context.report(
      Self.self, at: "/formatVersion", outdated(bundle.formatVersion, current: current),
      hint: "rewrite it as format version \(current): BundleReader migrates it and "
        + "BundleWriter writes the current version; front ends may read only \(current)")
  }
}

extension OutdatedFormatVersion {
  static func outdated(_ version: Int, current: Int) -> String {
    "format version \(version) is older than \(current); it was checked after migrating it to \(current)"
  }
}
