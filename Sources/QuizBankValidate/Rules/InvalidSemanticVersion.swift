import QuizBankModel

/// QB102: `version` is not a semantic version (`MAJOR.MINOR.PATCH`, semver.org 2.0.0).
package enum InvalidSemanticVersion: BundleRule {
  package static let code = "QB102"
  package static let name = "invalid-semantic-version"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "version is a semantic version such as 1.4.0"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    guard !SemanticVersion.isValid(bundle.version) else { return }
    context.report(
      Self.self, at: "/version", notSemantic(bundle.version),
      hint: "use MAJOR.MINOR.PATCH, such as 1.4.0 (semver.org)")
  }
}

/// Semantic Versioning 2.0.0 syntax.
package enum SemanticVersion {
  /// Whether `text` is `MAJOR.MINOR.PATCH[-pre][+build]` as semver.org defines it.
  package static func isValid(_ text: String) -> Bool {
    var rest = Substring(text)
    var build: Substring?
    if let plus = rest.firstIndex(of: "+") {
      build = rest[rest.index(after: plus)...]
      rest = rest[..<plus]
    }
    var pre: Substring?
    if let dash = rest.firstIndex(of: "-") {
      pre = rest[rest.index(after: dash)...]
      rest = rest[..<dash]
    }
    let core = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard core.count == 3, core.allSatisfy(isNumeric) else { return false }
    if let pre {
      let parts = pre.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.allSatisfy(isIdentifier) else { return false }
      guard parts.allSatisfy({ !$0.allSatisfy(\.isASCIIDigit) || isNumeric($0) }) else {
        return false
      }
    }
    if let build {
      guard build.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
      else { return false }
    }
    return true
  }

  /// A numeric identifier: digits, no leading zero.
  private static func isNumeric(_ part: Substring) -> Bool {
    !part.isEmpty && part.allSatisfy(\.isASCIIDigit) && (part == "0" || part.first != "0")
  }

  /// `[0-9A-Za-z-]+`.
  private static func isIdentifier(_ part: Substring) -> Bool {
    !part.isEmpty && part.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}

extension InvalidSemanticVersion {
  static func notSemantic(_ version: String) -> String {
    "version \"\(version)\" is not a semantic version"
  }
}
