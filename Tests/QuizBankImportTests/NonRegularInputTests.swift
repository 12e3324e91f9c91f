import Foundation
import QuizBankPack
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Issue 17, Low 9: inputs with no size to check up front (`/dev/zero`, a
/// FIFO, process substitution) are counted as read against the size limit.
struct NonRegularInputTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero"), "no /dev/zero here"))
  func devZeroStopsAtTheLimitInEveryXMLReader() throws {
    let zero = XMLSource.file(URL(fileURLWithPath: "/dev/zero"))
    let limits = XMLReadLimits(maxInputBytes: 100_000)
    #expect(throws: XMLReadError.tooLarge("/dev/zero", size: 131_072, limit: 100_000)) {
      try QuizPackReader(limits: limits).read(zero)
    }
    #expect(throws: XMLReadError.tooLarge("/dev/zero", size: 131_072, limit: 100_000)) {
      try MoodleReader(limits: limits).read(zero)
    }
  }

  @Test func processSubstitutionIsCountedAgainstTheLimit() throws {
    // bash feeds a 300 KB Moodle file through a pipe (/dev/fd/N); the writer is
    // bash's child, so the pipe closing early hurts nobody.
    let script =
      #"exec "$0" import --from moodle-xml <(printf '<?xml version="1.0"?>\n<quiz>'; "#
      + #"head -c 300000 /dev/zero | tr '\0' ' '; printf '</quiz>') --max-size 64K -o -"#
    let result = try runTool(
      URL(fileURLWithPath: "/bin/bash"), ["-c", script, TestPaths.qbank.path],
      environment: qbankEnvironment())
    #expect(result.status == 65, "\(result.output)")
    #expect(result.output.contains("over the limit of 65536 bytes"), "\(result.output)")
  }
}

/// Issue 17, Low 13: a full disk during import is a write error, not "cannot read".
struct ImportWriteErrorTests {
  @Test func aFullDiskIsAWriteErrorWithTheSystemsReason() {
    let error = ImportInput.failure(POSIXError(.ENOSPC), file: "top250.json")
    #expect(error.kind == .io)
    #expect(error.message == "cannot write the output: No space left on device")
    #expect(error.hint == "free some space (or choose another -o) and run the import again")
  }
}
