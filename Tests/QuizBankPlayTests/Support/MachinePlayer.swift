import Foundation
import QuizBankTestSupport
import Testing

/// A running `qbank play --machine`, driven command by command: the test writes
/// commands and waits for the events they cause, so several players can be kept
/// alive at once and made to take turns.
final class MachinePlayer {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errorFile: URL
  private let errors: FileHandle
  private var buffer = Data()

  /// Starts `qbank play ARGUMENTS --machine` with `environment` added (no colour, C locale).
  init(_ arguments: [String], environment: [String: String]) throws {
    process.executableURL = TestPaths.qbank
    process.arguments = ["play"] + arguments + ["--machine"]
    process.currentDirectoryURL = TestPaths.packageRoot
    process.environment = qbankEnvironment(environment)
    errorFile = try TestPaths.temporaryDirectory("qbank-player").appendingPathComponent("stderr")
    try Data().write(to: errorFile)
    errors = try FileHandle(forWritingTo: errorFile)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  /// Writes `commands`, one JSON object per line.
  func send(_ commands: [String]) {
    input.fileHandleForWriting.write(Data((commands.joined(separator: "\n") + "\n").utf8))
  }

  /// Reads events until one named `name` arrives and returns it; nil at the end of output.
  func next(_ name: String) throws -> [String: Any]? {
    while true {
      while let newline = buffer.firstIndex(of: 0x0A) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = Data(buffer[(newline + 1)...])
        let event = try #require(JSONSerialization.jsonObject(with: line) as? [String: Any])
        if event["event"] as? String == name { return event }
      }
      let more = output.fileHandleForReading.availableData
      if more.isEmpty { return nil }
      buffer += more
    }
  }

  /// Closes standard input, waits for the exit; the status and what went to standard error.
  func finish() throws -> (status: Int32, stderr: String) {
    try input.fileHandleForWriting.close()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errors.close()
    return (process.terminationStatus, try String(contentsOf: errorFile, encoding: .utf8))
  }
}
