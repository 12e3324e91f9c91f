import Foundation

/// The project's independent RFC 8785 implementation, `Tests/Tools/jcs.py`,
/// written from the RFC rather than from qbank's code: the expected digests in
/// tests come from it, never from ``BundleDigest`` or qbank's own messages.
public enum IndependentJCS {
  /// `Tests/Tools/jcs.py`.
  public static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Tools/jcs.py")

  /// The folder of bundles whose digests `jcs.py golden` computed and committed.
  public static let goldenFolder = TestPaths.packageRoot.appendingPathComponent(
    "Tests/Tools/jcs-golden")

  /// The golden digests, file name → digest, from `jcs-golden/digests.txt`.
  public static func goldenDigests() throws -> [String: String] {
    let text = try String(
      contentsOf: goldenFolder.appendingPathComponent("digests.txt"), encoding: .utf8)
    var digests: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      if parts.count == 2 { digests[String(parts[1])] = String(parts[0]) }
    }
    return digests
  }

  /// The bundle digest of `file` by `jcs.py` (SHA-256 of its RFC 8785 form without `digest`).
  public static func digest(of file: URL) throws -> String {
    let result = try runPython([script.path, "digest", file.path])
    guard result.status == 0 else {
      throw RequirementMissing(description: "jcs.py digest failed: \(result.output)")
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The bundle digest of the JSON `text` by `jcs.py`.
  public static func digest(ofJSON text: String) throws -> String {
    let file = try TestPaths.temporaryDirectory("jcs").appendingPathComponent("bundle.json")
    try Data(text.utf8).write(to: file)
    return try digest(of: file)
  }
}
