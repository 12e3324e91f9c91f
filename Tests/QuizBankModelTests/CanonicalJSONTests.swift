import Foundation
@testable import QuizBankModel
import Testing

struct CanonicalJSONTests {
  @Test(arguments: [
    (9.2, "9.2"), (8.0, "8"), (-0.5, "-0.5"), (1e21, "1e+21"), (1e-7, "1e-7"),
    (123456.789, "123456.789"), (0.000001, "0.000001"), (1.5e300, "1.5e+300"),
    (4.35, "4.35"), (1e20, "100000000000000000000"),
  ])
  func numbersFollowECMAScript(value: Double, expected: String) throws {
    #expect(try CanonicalJSON.number(value) == expected)
  }

  @Test func nonFiniteNumbersAreRefused() {
    #expect(throws: CanonicalJSON.Failure.nonFiniteNumber) { try CanonicalJSON.number(.nan) }
  }

  @Test func compactSortsKeysByUTF16AndEscapesMinimally() throws {
    let value = JSONValue.object([
      "b": .string("line\nquote\"\u{01}é"), "a": .array([.integer(1), .bool(true), .null]),
      "\u{E9}": .integer(2), "Z": .object([:]),
    ])
    #expect(
      try CanonicalJSON.compact(value)
        == #"{"Z":{},"a":[1,true,null],"b":"line\nquote\"\u0001é","é":2}"#)
  }

  @Test func prettyIndentsTwoSpaces() throws {
    let value = JSONValue.object(["k": .array([.integer(1)]), "e": .array([])])
    #expect(try CanonicalJSON.pretty(value) == "{\n  \"e\": [],\n  \"k\": [\n    1\n  ]\n}")
  }
}
