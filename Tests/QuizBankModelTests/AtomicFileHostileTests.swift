import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankModel

/// Issue 17, Low 10 and Low 13: stale temporary files of dead writers are
/// swept; a failed write says why (not "permission").
struct AtomicFileHostileTests {
  @Test func aMissingFolderIsSaidPlainly() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-atomic")
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("missing/out.json")
    #expect(throws: AtomicWriteError(path: target.path, code: ENOENT)) {
      try AtomicFileWriter.write(Data("x".utf8), to: target)
    }
    #expect(
      AtomicWriteError(path: target.path, code: ENOENT).localizedDescription
        == "No such file or directory: the folder \(folder.path)/missing does not exist; create it first"
    )
  }

  @Test func aLongNameThatFitsIsWrittenAndOneThatDoesNotSaysSo() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-atomic")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fits = folder.appendingPathComponent(String(repeating: "a", count: 250) + ".png")
    try AtomicFileWriter.write(Data("x".utf8), to: fits)
    #expect(try Data(contentsOf: fits) == Data("x".utf8))
    let tooLong = folder.appendingPathComponent(String(repeating: "b", count: 300) + ".png")
    #expect(throws: AtomicWriteError(path: tooLong.path, code: ENAMETOOLONG)) {
      try AtomicFileWriter.write(Data("x".utf8), to: tooLong)
    }
    #expect(
      AtomicWriteError(path: tooLong.path, code: ENAMETOOLONG).description
        == "File name too long: choose a shorter file name")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
  }

  @Test func staleTemporaryFilesOfDeadWritersAreSweptOnTheNextWrite() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-atomic")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A process that has ended: its pid is no longer running.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let dead = folder.appendingPathComponent(".out.json.\(ended.processIdentifier)-12345.tmp")
    let live = folder.appendingPathComponent(".out.json.1-777.tmp")  // pid 1 always runs
    let other = folder.appendingPathComponent(".other.json.\(ended.processIdentifier)-1.tmp")
    for file in [dead, live, other] { try Data("partial".utf8).write(to: file) }
    try AtomicFileWriter.write(Data("done".utf8), to: folder.appendingPathComponent("out.json"))
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(names == ["out.json", live.lastPathComponent, other.lastPathComponent])
  }
}
