import CQBankBuildInfo
import QuizBankModel
import QuizBankPack

/// What `qbank --version` prints: the release, the commit it was built from and
/// the formats it reads and writes.
enum QBankVersion {
  /// The release version (also the SARIF tool version).
  static let current = "0.1.0"

  /// The git commit recorded by `make` (scripts/build-info.sh), else "unknown".
  static var commit: String { String(cString: qbank_build_commit()) }

  /// The `--version` text.
  static var report: String {
    let readable = BundleReader.readableFormatVersions
    let reads = readable.map(String.init).joined(separator: ", ")
    let plural = readable.count == 1 ? "version" : "versions"
    return """
      qbank \(current)
      commit: \(commit)
      bundle format: \(QuizBundle.formatMarker) reads \(plural) \(reads), writes version \(QuizBundle.currentFormatVersion)
      quiz packs: \(QuizPackSchema.namespace) (reads and writes)
      """
  }
}
