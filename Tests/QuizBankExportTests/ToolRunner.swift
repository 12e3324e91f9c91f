import Foundation
import QuizBankTestSupport

/// Runs the external tools the export tests check output with: `xmllint`
/// (Debian `libxml2-utils`) and `python3`.
enum ToolRunner {
  /// The full path of `tool` on PATH, or `nil`.
  static func find(_ tool: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    {
      let path = "\(folder)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Runs `tool` with `arguments`, stdout and stderr together.
  static func run(_ tool: String, _ arguments: [String], stdin: Data? = nil) throws -> ToolResult {
    guard let path = find(tool) else {
      throw Missing(tool: tool)
    }
    return try runTool(URL(fileURLWithPath: path), arguments, stdin: stdin)
  }

  struct Missing: Error, CustomStringConvertible {
    var tool: String
    var description: String {
      tool == "xmllint"
        ? "xmllint is missing: install Debian libxml2-utils (apt-get install libxml2-utils)"
        : "\(tool) is missing from PATH"
    }
  }

  /// Writes `data` to a temporary file and returns its path.
  static func temporaryFile(_ data: Data, name: String) throws -> URL {
    let url = try TestPaths.temporaryDirectory("qbank-export").appendingPathComponent(name)
    try data.write(to: url)
    return url
  }
}
