import Foundation
import QuizBankJSON
import QuizBankTestSupport
import Testing

/// Conformance against Nicolas Seriot's JSONTestSuite (`test_parsing/`):
/// `y_` files must be accepted, `n_` files refused, `i_` files must not crash.
@Suite(
  .requires(.fixtures))
struct JSONTestSuiteTests {
  static let folder = TestPaths.fixture("json-test-suite/test_parsing")

  static func files(_ prefix: String) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// Parses in memory and in chunks of 1 and 7 bytes; the three must agree.
  static func parseEveryWay(_ url: URL) throws -> JSONNode {
    let bytes = Array(try Data(contentsOf: url))
    let whole = try JSONNode.parse(bytes)
    for chunkSize in [1, 7] {
      let reader = JSONReader(source: JSONMemorySource(bytes, chunkSize: chunkSize))
      let chunked = try #require(try JSONNode.read(from: reader))
      #expect(try reader.next() == nil)
      #expect(chunked == whole, "chunk size \(chunkSize) differs on \(url.lastPathComponent)")
    }
    return whole
  }

  @Test func findsTheSuite() {
    #expect(Self.files("y_").count >= 90)
    #expect(Self.files("n_").count >= 180)
    #expect(Self.files("i_").count >= 30)
  }

  @Test func acceptsEveryYFile() throws {
    for url in Self.files("y_") {
      #expect(throws: Never.self, "\(url.lastPathComponent)") { _ = try Self.parseEveryWay(url) }
    }
  }

  @Test func refusesEveryNFileWithASyntaxError() throws {
    for url in Self.files("n_") {
      let bytes = Array(try Data(contentsOf: url))
      #expect(throws: JSONSyntaxError.self, "\(url.lastPathComponent)") {
        _ = try JSONNode.parse(bytes)
      }
      #expect(throws: JSONSyntaxError.self, "\(url.lastPathComponent) in 1-byte chunks") {
        let reader = JSONReader(source: JSONMemorySource(bytes, chunkSize: 1))
        while try reader.next() != nil {}
      }
    }
  }

  @Test func decidesEveryIFileWithoutCrashing() throws {
    var decided = 0
    for url in Self.files("i_") {
      do {
        _ = try Self.parseEveryWay(url)
        decided += 1
      } catch is JSONSyntaxError {
        decided += 1
      }
    }
    #expect(decided == Self.files("i_").count)
  }

  @Test func refusesLoneSurrogatesAsDocumented() throws {
    let url = Self.folder.appendingPathComponent("i_string_1st_surrogate_but_2nd_missing.json")
    let error = try #require(throws: JSONSyntaxError.self) { _ = try Self.parseEveryWay(url) }
    #expect(error.kind == .invalidUnicode)
    #expect(error.message.contains("lone UTF-16 surrogate \\uDADA"))
  }

  @Test func refusesTheHundredThousandOpeningArraysByDepth() throws {
    let url = Self.folder.appendingPathComponent("n_structure_100000_opening_arrays.json")
    let error = try #require(throws: JSONSyntaxError.self) {
      _ = try JSONNode.parse(Array(try Data(contentsOf: url)))
    }
    #expect(error.kind == .tooDeep)
    #expect(error.position == JSONPosition(line: 1, column: 513, offset: 512))
  }
}
