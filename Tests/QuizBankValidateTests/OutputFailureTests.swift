import Foundation
import QuizBankTestSupport
import Testing

/// Issue 17, High 3: a write to standard output that fails ends qbank with
/// exit 74 (and a message), never with the trap in `FileHandle.write(_:)`.
struct OutputFailureTests {
  /// Runs `qbank arguments` under bash with SIGPIPE ignored, standard output
  /// on `stdout`, standard error captured.
  static func run(_ arguments: [String], stdout: FileHandle) throws -> (
    status: Int32, reason: Process.TerminationReason, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", TestPaths.qbank.path] + arguments
    process.currentDirectoryURL = TestPaths.packageRoot
    process.environment = qbankEnvironment()
    let errPipe = Pipe()
    process.standardOutput = stdout
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let err = errPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason, String(decoding: err, as: UTF8.self)
    )
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func aFullDiskOnStandardOutputExits74WithAMessage() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try Self.run(["rules"], stdout: full)
    #expect(result.reason == .exit)
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "qbank: error: cannot write to standard output: No space left on device\nhint: check that the disk has room and the output is writable\n"
    )
  }

  @Test func aClosedPipeWithSIGPIPEIgnoredExits74Quietly() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()  // the reader is gone before qbank writes
    let result = try Self.run(["rules"], stdout: pipe.fileHandleForWriting)
    try? pipe.fileHandleForWriting.close()
    #expect(result.reason == .exit)
    #expect(result.status == 74)
    #expect(result.stderr == "")
  }
}

/// Issue 17, Low 9: `validate` of an input without end or line breaks
/// (`/dev/zero`) reports it and stops, instead of reading forever.
struct EndlessInputTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero"), "no /dev/zero here"))
  func validatingDevZeroEndsWithAFinding() throws {
    let started = Date()
    let result = try runQbank(["validate", "/dev/zero"])
    #expect(result.status == 65)
    #expect(result.stdout.hasPrefix("/dev/zero:1:1: error[QB003]: not valid JSON"))
    #expect(Date().timeIntervalSince(started) < 60)
  }
}
