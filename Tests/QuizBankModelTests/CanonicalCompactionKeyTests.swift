import Testing

@testable import QuizBankModel

/// The keys the digest's fast path takes as the writer's
/// (``CanonicalCompaction/question(_:into:)``): ASCII without escapes only, in
/// byte order, each once. Short keys are checked sixteen bytes at a time and
/// long ones a byte at a time, so every case is tried at lengths on both sides
/// of that line, at the question's own level and one below, and near the end
/// of the input, where a short key has fewer than sixteen bytes after it.
struct CanonicalCompactionKeyTests {
  /// The compact bytes the fast path makes of `json`, or `nil` when it leaves it to the writer.
  static func compacted(_ json: String) -> String? {
    let raw = Array(json.utf8)
    var out = [UInt8](repeating: 0, count: raw.count)
    let written = raw.withUnsafeBufferPointer { raw in
      out.withUnsafeMutableBufferPointer {
        CanonicalCompaction().question(raw, into: $0.baseAddress!)
      }
    }
    return written.map { String(decoding: out[..<$0], as: UTF8.self) }
  }

  /// `key` at the top level and inside an object that ends the question
  /// (the keys sort before `points` and `tags`, which the writer always writes).
  static func questions(withKey key: String) -> [String] {
    [
      #"{"\#(key)": 1, "points": 1, "tags": []}"#,
      #"{"a": {"\#(key)": 1}, "points": 1, "tags": []}"#,
      #"{"points": 1, "tags": [], "z": {"\#(key)": 1}}"#,
    ]
  }

  static let lengths = [0, 1, 12, 13, 14, 15, 16, 20, 40]

  @Test func asciiKeysOfEveryLengthAreTaken() {
    for length in Self.lengths {
      let key = "a" + String(repeating: "k", count: length)
      for json in Self.questions(withKey: key) {
        let expected = String(json.filter { $0 != " " })
        #expect(Self.compacted(json) == expected, "key of \(key.utf8.count) bytes: \(json)")
      }
    }
  }

  @Test(arguments: [
    ("a non-ASCII letter", "é"), ("an escaped quote", #"\""#), ("an escaped letter", #"\u0061"#),
    ("an escaped backslash", #"\\"#),
  ])
  func keysWithAnyOtherByteAreLeftToTheWriter(what: String, inner: String) {
    for length in Self.lengths {
      for split in [0, length / 2, length] {
        let filler = Array(repeating: "k", count: length)
        let key = "a" + filler[..<split].joined() + inner + filler[split...].joined()
        for json in Self.questions(withKey: key) {
          #expect(Self.compacted(json) == nil, "\(what) in \(json)")
        }
      }
    }
  }

  @Test func keysOutOfOrderOrRepeatedAreLeftToTheWriter() {
    #expect(Self.compacted(#"{"points": 1, "b": 1, "tags": []}"#) == nil)
    #expect(Self.compacted(#"{"a": 1, "a": 1, "points": 1, "tags": []}"#) == nil)
    let long = String(repeating: "k", count: 20)
    #expect(Self.compacted(#"{"a\#(long)b": 1, "a\#(long)": 1, "points": 1, "tags": []}"#) == nil)
    #expect(
      Self.compacted(#"{"a\#(long)": 1, "a\#(long)b": 1, "points": 1, "tags": []}"#)
        == #"{"a\#(long)":1,"a\#(long)b":1,"points":1,"tags":[]}"#)
  }

  @Test func whitespaceOfEveryKindBetweenTokensIsTakenOut() {
    let json = "{\n\t\"a\" :\r\n 1 ,\n        \"points\":\t1,\"tags\"  :  [ ]\n}"
    #expect(Self.compacted(json) == #"{"a":1,"points":1,"tags":[]}"#)
  }
}
