import Foundation
import QuizBankModel
import QuizBankPackTestSupport
import Testing

@testable import QuizBankPack

/// The pack builder's shared strings: a value looked up again gives the same
/// text, never the text of another value that falls on the same slot.
struct PackStringsTests {
  typealias S = XMLTestSupport

  private func string(_ strings: PackStrings, _ bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer { strings.string($0) }
  }

  @Test func givesEachValueItsOwnTextAcrossManyValuesOfEveryLength() {
    let strings = PackStrings()
    // More values of the looked-up lengths than the table has slots, so
    // slots are shared; every value is read three times, in varying order.
    let values = (0..<1200).map { n in
      let length = 10 + n % 28  // 10 ... 37 bytes, around the looked-up 16 ... 32
      let stem = "v\(n)-"
      return stem + String(repeating: "x", count: length - stem.utf8.count)
    }
    for round in 0..<3 {
      for index in values.indices {
        let value = values[(index * 7 + round * 13) % values.count]
        #expect(string(strings, Array(value.utf8)) == value)
      }
    }
  }

  @Test func tellsApartValuesAlikeInTheirFirstAndLastBytes() {
    let strings = PackStrings()
    // Same length, first 8 and last 8 bytes: the same slot.
    let a = "decade:1980s-aaaa-tail-xyz"
    let b = "decade:1980s-bbbb-tail-xyz"
    #expect(string(strings, Array(a.utf8)) == a)
    #expect(string(strings, Array(b.utf8)) == b)
    #expect(string(strings, Array(a.utf8)) == a)
    #expect(string(strings, Array(b.utf8)) == b)
  }

  @Test func repairsBadUTF8AndDoesNotGiveTheRepairForOtherBytes() {
    let strings = PackStrings()
    let bad: [UInt8] = Array("bad-bytes-here-".utf8) + [0xFF, 0xFE] + Array("-end".utf8)
    #expect(string(strings, bad) == "bad-bytes-here-\u{FFFD}\u{FFFD}-end")
    #expect(string(strings, bad) == "bad-bytes-here-\u{FFFD}\u{FFFD}-end")
    let multibyte = "Рейтинг фільму"  // 27 bytes of UTF-8
    #expect(string(strings, Array(multibyte.utf8)) == multibyte)
    #expect(string(strings, Array(multibyte.utf8)) == multibyte)
    #expect(string(strings, []) == "")
  }

  @Test func keepsRepeatedAndLookAlikeValuesApartInAPack() throws {
    func question(_ id: String, tag: String, rule: String) -> String {
      S.yesNo(
        id: id,
        extra: """

              <tag>\(tag)</tag>
              <provenance source="hand" rule="\(rule)"/>
          """)
    }
    let body = [
      question("q1", tag: "decade:1980s-aaaa-tail-xyz", rule: "rating-threshold"),
      question("q2", tag: "decade:1980s-bbbb-tail-xyz", rule: "rating-threshold"),
      question("q3", tag: "decade:1980s-aaaa-tail-xyz", rule: "rating-thresholds"),
    ].joined(separator: "\n")
    let result = try S.readPack(S.pack(body))
    #expect(result.diagnostics == [])
    let questions = try #require(result.bundle).questions
    #expect(
      questions.map(\.tags) == [
        ["decade:1980s-aaaa-tail-xyz"], ["decade:1980s-bbbb-tail-xyz"],
        ["decade:1980s-aaaa-tail-xyz"],
      ])
    #expect(
      questions.map { $0.provenance?.rule } == [
        "rating-threshold", "rating-threshold", "rating-thresholds",
      ])
  }
}
