import Foundation
import QuizBankModel

/// `qbank validate --fix-digest`: rewrites a bundle whose only error is its digest
/// (QB115, or QB116 when it has none) with the digest of its content.
///
/// It refuses a bundle with any other error: a digest vouches for the content, so
/// it is never put on a bundle that is broken. The file is rewritten in the layout
/// QuizBank writes bundles in, through a temporary file and a rename, so nothing is
/// lost if it stops half-way; a bundle of an older format version (QB128) is
/// written in the current one, as every QuizBank writer does.
package enum DigestFix {
  /// What `--fix-digest` does with one checked file.
  package enum Decision: Equatable {
    /// Not a bundle, not checked, or its digest is already right: nothing to do.
    case nothingToDo
    /// Rewrite it with the digest of its content.
    case rewrite
    /// Leave it: the reason, to show the user.
    case refuse(String)
  }

  /// The decision for a file of kind `kindName` whose check gave `report`.
  package static func decide(kindName: String?, _ report: FileReport) -> Decision {
    guard kindName == "bundle", report.status == .checked else { return .nothingToDo }
    let codes = Set(report.diagnostics.map(\.code))
    guard codes.contains(DigestMismatch.code) || codes.contains(MissingDigest.code) else {
      return .nothingToDo
    }
    let others = report.diagnostics.filter {
      $0.severity == .error && $0.code != DigestMismatch.code
    }
    if !others.isEmpty {
      let list = Array(Set(others.map(\.code))).sorted().joined(separator: ", ")
      return .refuse(refusedForErrors(list))
    }
    return .rewrite
  }

  /// Rewrites the bundle at `url` with the digest of its content; returns that digest.
  package static func rewrite(_ url: URL) throws -> String {
    let bundle = try BundleReader().decode(Data(contentsOf: url))
    let sealed = try BundleWriter().sealed(bundle)
    try BundleWriter().write(sealed, to: url)
    return sealed.digest ?? ""
  }
}

extension DigestFix {
  static func refusedForErrors(_ codes: String) -> String {
    "digest not rewritten: the bundle has other errors (\(codes)), and a digest vouches for the content"
  }

  /// The hint under a refusal.
  package static let refusedHint =
    "fix those errors first, then run qbank validate --fix-digest again"

  /// The refusal for a bundle whose content canonical JSON cannot write, so no
  /// digest can be computed for it (its check reports QB115 "cannot be checked",
  /// or only QB116 when it has no digest).
  package static let refusedUnwritable =
    "digest not rewritten: the content holds a number that canonical JSON (RFC 8785) "
    + "cannot write (such as 1e999), so no digest can vouch for it"

  /// The hint under ``refusedUnwritable``.
  package static let unwritableHint =
    "numbers in a bundle must be finite and fit a 64-bit double; fix the value, "
    + "then run qbank validate --fix-digest again"

  /// What the command says after rewriting `file`.
  package static func fixed(_ file: String, digest: String) -> String {
    "\(file): digest rewritten: \(digest)"
  }
}
