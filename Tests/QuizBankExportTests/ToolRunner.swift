import Foundation
import QuizBankTestSupport

/// Runs the external tools the export tests check output with: `xmllint`
/// (Debian `libxml2-utils`).
enum ToolRunner {
  /// Runs `tool` (on PATH) with `arguments`, stdout and stderr together; tests
  /// that call it carry `.requires(…)` for the tool.
  static func run(_ tool: String, _ arguments: [String], stdin: Data? = nil) throws -> ToolResult {
    guard let path = TestTools.executable(tool) else {
      throw RequirementMissing(
        description: tool == "xmllint"
          ? Requirement.xmllint.missingReason : "\(tool) is not on PATH")
    }
    return try runTool(path, arguments, stdin: stdin)
  }

  /// Writes `data` to a temporary file and returns its path.
  static func temporaryFile(_ data: Data, name: String) throws -> URL {
    let url = try TestPaths.temporaryDirectory("qbank-export").appendingPathComponent(name)
    try data.write(to: url)
    return url
  }
}
