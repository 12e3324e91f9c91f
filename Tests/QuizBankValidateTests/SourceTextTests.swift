import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

struct SourceTextTests {
  static let text = "first\r\nsecond\n\nfourth é\nlast"

  @Test(arguments: [[1, 2, 3, 4, 5, 6], [5, 2, 4, 1, 6, 3], [4, 4, 1]])
  func linesComeBackInAnyOrderOfAsking(_ order: [Int]) throws {
    let expected = [1: "first", 2: "second", 3: "", 4: "fourth é", 5: "last"]
    let folder = try TestPaths.temporaryDirectory("qbank-source")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("file.json")
    try Data(Self.text.utf8).write(to: url)
    for source in [SourceText(Self.text), SourceText(url: url)] {
      for number in order {
        #expect(source.line(number) == expected[number], "line \(number)")
      }
    }
  }

  @Test func aTrailingLineBreakEndsWithAnEmptyLineAndNothingAfterIt() {
    let source = SourceText("a\n")
    #expect(source.line(2) == "")
    #expect(source.line(3) == nil)
    #expect(source.line(0) == nil)
    #expect(SourceText("").line(1) == "")
  }

  @Test func aMissingFileHasNoLinesToShow() {
    let source = SourceText(url: URL(fileURLWithPath: "/nonexistent/qbank-source.json"))
    #expect(source.line(2) == nil)
  }

  @Test func manyFindingsOnEachLineOfALargeFileEachGetTheirLine() throws {
    // 20,000 lines, each asked for three times in a row (a text missing three
    // locales): every ask gets its own line (once, this rescanned from the top).
    let count = 20_000
    let text = (1...count).map { "line \($0)" }.joined(separator: "\n")
    let folder = try TestPaths.temporaryDirectory("qbank-source")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("large.json")
    try Data(text.utf8).write(to: url)
    for source in [SourceText(text), SourceText(url: url)] {
      var wrong = 0
      for number in 1...count {
        for _ in 0..<3 where source.line(number) != "line \(number)" { wrong += 1 }
      }
      #expect(wrong == 0)
      #expect(source.line(count + 1) == nil)
      #expect(source.line(1) == "line 1", "going back starts again from the top")
    }
  }
}

extension SourceTextTests {
  @Test func severalThreadsAskingForLinesEachGetTheirOwn() throws {
    let lines = (1...400).map { "line \($0)" }
    let folder = try TestPaths.temporaryDirectory("qbank-source-threads")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("file.json")
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    for source in [SourceText(lines.joined(separator: "\n")), SourceText(url: url)] {
      let wrong = Locked(0)
      let threads = (0..<4).map { thread in
        WorkerThread {
          // Each thread asks in its own order, so the shared scanner is restarted often.
          for round in 0..<3 {
            for number in stride(from: 1 + thread + round, through: 400, by: 7)
            where source.line(number) != "line \(number)" {
              wrong.withLock { $0 += 1 }
            }
          }
        }
      }
      for thread in threads { thread.join() }
      #expect(wrong.current == 0)
    }
  }
}
