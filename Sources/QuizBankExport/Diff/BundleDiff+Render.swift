import Foundation

extension BundleDiff {
  /// The diff for people: added, removed and changed questions, bundle
  /// changes, and the verdict on the version.
  public func renderText() -> String {
    var out = "\(oldVersion) → \(newVersion)\n"
    if isEmpty { out += "no changes\n" }
    for id in added { out += "added    \(id) (minor)\n" }
    for id in removed { out += "removed  \(id) (major)\n" }
    for question in changed {
      out += "changed  \(question.id) (\(question.bump.rawValue))\n"
      for change in question.changes {
        out += "  \(change.aspect.rawValue): \(change.detail) (\(change.bump.rawValue))\n"
      }
    }
    if !bundleChanges.isEmpty {
      out += "bundle\n"
      for change in bundleChanges { out += "  \(change.detail) (\(change.bump.rawValue))\n" }
    }
    out +=
      "needs: \(requiredBump.rawValue == "none" ? "no" : "a " + requiredBump.rawValue) version bump\n"
    out += verdict + "\n"
    return out
  }

  /// One line on whether the new version bumps enough.
  public var verdict: String {
    guard let old = SemanticVersion(oldVersion) else {
      return "version \"\(oldVersion)\" of OLD is not a semantic version (MAJOR.MINOR.PATCH)"
    }
    guard let new = SemanticVersion(newVersion) else {
      return "version \"\(newVersion)\" of NEW is not a semantic version (MAJOR.MINOR.PATCH)"
    }
    guard let actual = new.bump(from: old) else {
      return
        "version goes down (\(old) → \(new)): NEW must be at least \(Self.smallest(requiredBump, after: old))"
    }
    if actual >= requiredBump {
      return
        "version ok: \(old) → \(new) is \(actual == .none ? "no" : "a " + actual.rawValue) bump"
    }
    return
      "version not bumped enough: \(old) → \(new) is \(actual == .none ? "no" : "a " + actual.rawValue) bump; needs \(requiredBump.rawValue), e.g. \(Self.smallest(requiredBump, after: old))"
  }

  /// The smallest version from `old` on that makes `bump`: `old` itself for
  /// none, and the release of a pre-release for a patch (as ``SemanticVersion/bump(from:)`` counts it).
  static func smallest(_ bump: VersionBump, after old: SemanticVersion) -> String {
    switch bump {
    case .none: old.description
    case .patch:
      old.prerelease == nil
        ? "\(old.major).\(old.minor).\(old.patch + 1)" : "\(old.major).\(old.minor).\(old.patch)"
    case .minor: "\(old.major).\(old.minor + 1).0"
    case .major: "\(old.major + 1).0.0"
    }
  }

  private struct Report: Encodable {
    var oldVersion: String
    var newVersion: String
    var added: [String]
    var removed: [String]
    var changed: [Question]
    var bundleChanges: [BundleDiff.Change]
    var requiredBump: VersionBump
    var actualBump: VersionBump?
    var versionIsSufficient: Bool
    var verdict: String

    struct Question: Encodable {
      var id: String
      var bump: VersionBump
      var changes: [BundleDiff.Change]
    }
  }

  /// The diff as JSON (sorted keys, pretty, trailing newline), with the
  /// required and actual bumps and the verdict.
  public func renderJSON() throws -> Data {
    let report = Report(
      oldVersion: oldVersion, newVersion: newVersion, added: added, removed: removed,
      changed: changed.map { Report.Question(id: $0.id, bump: $0.bump, changes: $0.changes) },
      bundleChanges: bundleChanges, requiredBump: requiredBump, actualBump: actualBump,
      versionIsSufficient: versionIsSufficient, verdict: verdict)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(report) + Data("\n".utf8)
  }
}
