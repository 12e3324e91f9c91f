import QuizBankJSON
import Testing

@testable import QuizBankModel

/// Question members whose values repeat are passed over by their bytes
/// (``ValueMemo``): what a decoder with memos gives must be what one without
/// gives, question for question, finding for finding, column for column.
struct ValueMemoTests {
  /// Each text decoded as one question by one decoder, with or without memos:
  /// the question and the findings it added (code, line:column and pointer).
  static func decode(_ texts: [String], memos: QuestionMemos?) throws -> [(Question?, [String])] {
    var decoder = StructureDecoder(file: "q.json")
    decoder.memos = memos
    let reader = JSONReader(bytes: [UInt8]())
    return try texts.map { text in
      Array(text.utf8).withUnsafeBufferPointer { reader.reset(bytes: $0) }
      let before = decoder.findings.count
      let first = try #require(try reader.next())
      let question = try decoder.question(reader, first: first, at: reader.position)
      let found = decoder.findings[before...].map {
        "\($0.code) \($0.location.line ?? 0):\($0.location.column ?? 0) \($0.location.path ?? "")"
      }
      return (question, found)
    }
  }

  static let yesNo =
    #"[{"id":"yes","text":{"en":"Yes","ru":"Да","uk":"Так"}},{"id":"no","text":{"en":"No","ru":"Нет","uk":"Ні"}}]"#
  static let prompts = [
    #"{"en":"Is it more than 4?","ru":"Больше чем 4?"}"#, #"{"en":"Is it less than 4?"}"#,
    #"{"en":"Più di 5?","uk":"Більше за 5?"}"#,
  ]

  /// A question in the writer's compact spelling, with `after` inserted after the prompt.
  static func question(
    _ n: Int, choices: String = yesNo, prompt: String, correct: String = #"["no"]"#,
    tags: String = #"["imdb:top250"]"#, after: String = ""
  ) -> String {
    #"{"choices":"# + choices + #","correct":"# + correct
      + #","id":"q\#(n)","kind":"yes-no","prompt":"#
      + prompt + after + #","tags":"# + tags + "}"
  }

  @Test func aDecoderWithMemosGivesWhatOneWithoutGives() throws {
    var texts: [String] = []
    for n in 0..<60 {
      texts.append(
        Self.question(
          n, prompt: Self.prompts[n % 3], correct: n % 2 == 0 ? #"["no"]"# : #"["yes"]"#,
          tags: n % 5 == 0 ? #"["imdb:most-popular","x"]"# : #"["imdb:top250"]"#))
    }
    // Findings after values passed over, at the columns a read gives them.
    texts.append(Self.question(60, prompt: Self.prompts[0], after: #","points":"ten""#))
    texts.append(Self.question(61, prompt: Self.prompts[2], tags: #"["é",7]"#))
    // Bad values spelled as good ones were: read, not passed over.
    texts.append(Self.question(62, prompt: #"{"en":"Is it more than 4?","ru":5}"#))
    texts.append(
      Self.question(63, choices: #"[{"id":"yes","text":{"en":"Yes"}},{"id":"no"}]"#, prompt: "{}"))
    // Pretty-printed ones: values over several lines are read each time;
    // one-line values with spaces are kept and passed over as they are spelled.
    for n in 64..<70 {
      texts.append(
        "{\n  \"choices\": [\n    {\"id\": \"yes\", \"text\": {\"en\": \"Yes\"}},\n    {\"id\": \"no\", \"text\": {\"en\": \"No\"}}\n  ],\n"
          + "  \"correct\": [ \"no\" ],\n  \"id\": \"q\(n)\",\n  \"kind\": \"yes-no\",\n"
          + "  \"prompt\": {\"en\": \"Spaced?\", \"uk\": \"Так?\"},\n  \"points\": \(n % 2 == 0 ? "1" : "\"x\"")\n}"
      )
    }
    let memos = QuestionMemos()
    let with = try Self.decode(texts, memos: memos)
    let without = try Self.decode(texts, memos: nil)
    #expect(with.count == texts.count)
    for (n, (a, b)) in zip(with, without).enumerated() {
      #expect(a.0 == b.0, "question \(n)")
      #expect(a.1 == b.1, "question \(n)")
    }
    // The clean ones are questions, and the others have findings.
    #expect(with.prefix(60).allSatisfy { $0.0 != nil && $0.1.isEmpty })
    #expect(with[60..<64].allSatisfy { !$0.1.isEmpty })
    #expect(with[60].1 == without[60].1 && with[60].1.first?.hasPrefix("QB011 1:") == true)
    // A finding after values passed over, on a pretty-printed question's tenth line.
    #expect(with[65].1.first?.hasPrefix("QB011 10:") == true)
    // The memos were used: the comparisons above are of values passed over.
    #expect(memos.choices.hits >= 55 && memos.prompt.hits >= 55 && memos.tags.hits >= 45)
    #expect(memos.correct.hits >= 60)
  }

  @Test func aValueReadWithAFindingIsNotKept() throws {
    // An unknown member in a choice is a finding that does not block the question.
    let choices =
      #"[{"id":"yes","text":{"en":"Yes"},"x":1},{"id":"no","text":{"en":"No"}}]"#
    let texts = (0..<3).map { Self.question($0, choices: choices, prompt: Self.prompts[1]) }
    let with = try Self.decode(texts, memos: QuestionMemos())
    #expect(with.map(\.1.count) == [1, 1, 1])
    #expect(with.allSatisfy { $0.1.first?.hasPrefix("QB012") == true })
  }

  /// `memo` consulted for the value of member `a` in `{"a": value}`, and
  /// fed with it when not found: whether it was awake, and what it found.
  static func consult(_ memo: ValueMemo<String>, _ value: String) throws -> (
    awake: Bool, found: String?
  ) {
    let reader = JSONReader(bytes: Array(#"{"a":"#.utf8) + Array(value.utf8) + Array("}".utf8))
    _ = try reader.next()
    _ = try reader.next()
    guard memo.isAwake else { return (false, nil) }
    let start = try #require(try reader.valueStart())
    if let (count, continuationBytes, found) = memo.match(start.ahead) {
      reader.passValue(from: start, count: count, continuationBytes: continuationBytes)
      #expect(try reader.next() == .endObject)
      return (true, found)
    }
    let event = try reader.next()
    guard case .string(let string)? = event else { return (true, nil) }
    let span = try #require(reader.span(from: start))
    memo.remember(string, bytes: span.bytes, continuationBytes: span.continuationBytes)
    return (true, nil)
  }

  @Test func aMemoRestsWhenValuesDoNotComeAgainAndWakesAfter() throws {
    let memo = ValueMemo<String>(capacity: 4)
    for n in 0..<ValueMemo<String>.window {
      #expect(try Self.consult(memo, #""v\#(n)""#) == (true, nil))
    }
    for n in 0..<ValueMemo<String>.rest {
      #expect(try Self.consult(memo, #""v0""#).awake == false, "read \(n) of the rest")
    }
    // Awake again; the last values kept are still there, the oldest gone.
    let last = ValueMemo<String>.window - 1
    #expect(try Self.consult(memo, #""v\#(last)""#) == (true, "v\(last)"))
    #expect(try Self.consult(memo, #""v0""#) == (true, nil))
  }

  @Test func aMemoThatFindsStaysAwake() throws {
    let memo = ValueMemo<String>(capacity: 2)
    #expect(try Self.consult(memo, #""é""#) == (true, nil))
    for _ in 0..<(3 * ValueMemo<String>.window) {
      #expect(try Self.consult(memo, #""é""#) == (true, "é"))
    }
    // A value that begins as a kept one but is longer is not it.
    #expect(try Self.consult(memo, #""é2""#) == (true, nil))
    #expect(try Self.consult(memo, #""é2""#) == (true, "é2"))
  }

  @Test func valuesThatBeginAndEndAlikeAreEachFoundAsThemselves() throws {
    let memo = ValueMemo<String>(capacity: 32)
    // The same beginning and end, one byte apart somewhere between; and one of each length.
    let values =
      (0..<20).map { #""Is the rating of this film greater than \#($0)? Answer yes or no.""# }
      + (0..<6).map { #""\#(String(repeating: "x", count: $0))""# }
    for value in values { #expect(try Self.consult(memo, value) == (true, nil), "\(value)") }
    for _ in 0..<3 {
      for value in values.shuffled() {
        let found = try Self.consult(memo, value)
        #expect(found.found.map { "\"\($0)\"" } == value)
      }
    }
  }
}
