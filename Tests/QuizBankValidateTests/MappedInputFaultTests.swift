import Foundation
import QuizBankTestSupport
import Testing

/// `qbank validate` maps bundle files; one shortened by another program while
/// mapped raises SIGBUS. The command's handler turns that into a message and
/// exit 74 instead of "Bus error".
struct MappedInputFaultTests {
  @Test func aBusErrorWhileValidatingEndsWithAnIOErrorAndAMessage() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-sigbus")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A pipe is read in chunks, never mapped: it holds the command in its read
    // while the signal is sent. The handler is installed before any input is
    // opened, and opening the pipe's other end waits for the command to open it.
    let fifo = folder.appendingPathComponent("bundle.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let process = Process()
    process.executableURL = TestPaths.qbank
    process.arguments = ["validate", fifo.path]
    process.environment = qbankEnvironment()
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let writer = try #require(FileHandle(forWritingAtPath: fifo.path))
    defer { try? writer.close() }
    try writer.write(contentsOf: Data(#"{"format": "quizbank.bundle", "questions": ["#.utf8))
    kill(process.processIdentifier, SIGBUS)
    let end = Date().addingTimeInterval(20)
    while process.isRunning, Date() < end { usleep(20_000) }
    if process.isRunning {
      Issue.record("qbank validate did not end on SIGBUS")
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 74)
    #expect(text.contains("an input file got shorter while qbank was reading it"))
    #expect(text.contains("Run the command again once the file is complete."))
  }
}
