import Foundation

/// What an external program printed (standard output and error together) and how it ended.
public struct ToolResult: Sendable {
  /// The exit status.
  public var status: Int32
  /// Standard output and standard error, interleaved as written, as UTF-8.
  public var output: String
}

/// The environment `qbank` runs in under test: this process's, with no colour
/// and the C locale, then `extra` on top.
public func qbankEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  environment["LANG"] = "C.UTF-8"
  environment.removeValue(forKey: "LC_ALL")
  for (key, value) in extra { environment[key] = value }
  return environment
}

/// Runs `executable` with `arguments` in `directory` (the package root by
/// default), feeding `stdin`, and waits for it. `environment` replaces this
/// process's when given.
public func runTool(
  _ executable: URL, _ arguments: [String], stdin: Data? = nil, directory: URL? = nil,
  environment: [String: String]? = nil
) throws -> ToolResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? TestPaths.packageRoot
  if let environment { process.environment = environment }
  let output = Pipe()
  let input = Pipe()
  process.standardOutput = output
  process.standardError = output
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(stdin) }
  try input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ToolResult(
    status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// Runs ``TestTools/python`` (`QBANK_PYTHON`, else `python3` on PATH) with
/// `arguments` like ``runTool(_:_:stdin:directory:environment:)``. Tests that
/// call it carry `.requires(.python)` (or a module), so the interpreter is there.
public func runPython(
  _ arguments: [String], stdin: Data? = nil, directory: URL? = nil,
  environment: [String: String]? = nil
) throws -> ToolResult {
  guard let python = TestTools.python else {
    throw RequirementMissing(description: Requirement.python.missingReason)
  }
  return try runTool(
    python, arguments, stdin: stdin, directory: directory, environment: environment)
}
