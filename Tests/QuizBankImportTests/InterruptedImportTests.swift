import Foundation
import QuizBankTestSupport
import Testing

/// Issue 17, Low 10: an `import` interrupted by SIGINT, SIGTERM or SIGHUP
/// leaves no `.NAME.PID-RAND.tmp` behind.
struct InterruptedImportTests {
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func anInterruptedImportRemovesItsTemporaryFile(signal number: Int32) throws {
    let folder = try TestPaths.temporaryDirectory("qbank-interrupt")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("in.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let process = Process()
    process.executableURL = TestPaths.qbank
    process.arguments = [
      "import", fifo.path, "-o", folder.appendingPathComponent("out.jsonl").path,
    ]
    process.environment = qbankEnvironment()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The import reads the first 64 KiB, opens its temporary output, then
    // waits for more: the input never ends.
    let writer = try #require(FileHandle(forWritingAtPath: fifo.path))
    defer { try? writer.close() }
    let item = #"{"id": "tt1", "title": "A", "imDbRating": "8.1", "imDbRatingCount": "10"},"#
    try writer.write(
      contentsOf: Data(("{\"items\": [" + String(repeating: item, count: 2_000)).utf8))
    let temporaries = {
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter {
        $0.hasPrefix(".out.jsonl.") && $0.hasSuffix(".tmp")
      } ?? []
    }
    let deadline = Date().addingTimeInterval(30)
    while temporaries().isEmpty, Date() < deadline { usleep(20_000) }
    #expect(temporaries().count == 1)
    kill(process.processIdentifier, number)
    let end = Date().addingTimeInterval(20)
    while process.isRunning, Date() < end { usleep(20_000) }
    if process.isRunning {
      Issue.record("qbank import did not end on signal \(number)")
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number)
    #expect(temporaries().isEmpty)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.jsonl").path))
  }
}
