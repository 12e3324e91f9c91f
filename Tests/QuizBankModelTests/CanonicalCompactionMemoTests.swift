import Testing

@testable import QuizBankModel

/// A compaction writes a member's object or array from its memo when the same
/// bytes were compacted before (``CanonicalCompaction``'s memos): one
/// compaction used for question after question must give, for each, what a
/// new one gives, whatever came before it.
struct CanonicalCompactionMemoTests {
  /// The compact bytes `compaction` makes of `json`, or `nil` when it leaves it to the writer.
  static func compacted(_ json: String, with compaction: CanonicalCompaction) -> String? {
    let raw = Array(json.utf8)
    var out = [UInt8](repeating: 0, count: raw.count)
    let written = raw.withUnsafeBufferPointer { raw in
      out.withUnsafeMutableBufferPointer { compaction.question(raw, into: $0.baseAddress!) }
    }
    return written.map { String(decoding: out[..<$0], as: UTF8.self) }
  }

  static let choices = [
    #"[{"id": "yes", "text": {"en": "Yes", "uk": "Так"}}, {"id": "no", "text": {"en": "No", "uk": "Ні"}}]"#,
    // The same value spelled with other whitespace: the same compact bytes.
    "[\n  {\"id\": \"yes\", \"text\": {\"en\": \"Yes\", \"uk\": \"Так\"}},\n  {\"id\": \"no\", \"text\": {\"en\": \"No\", \"uk\": \"Ні\"}}\n]",
    // Not the writer's spelling: an escape it does not write, a key out of order.
    #"[{"id": "yes", "text": {"en": "Y\u0065s"}}, {"id": "no", "text": {"en": "No"}}]"#,
    #"[{"text": {"en": "Yes"}, "id": "yes"}, {"id": "no", "text": {"en": "No"}}]"#,
  ]
  static let prompts = [
    #"{"en": "Is it more than 4?"}"#, #"{"en": "Is it less than 4?"}"#,
    #"{"en": "Is it more than 4?", "uk": "Більше?"}"#,
    // The first prompt's bytes but its last, then more: not to be taken for it.
    #"{"en": "Is it more than 4?", "it": "Più di 4?"}"#,
  ]

  /// Question `n`, its members from the lists above by `n`.
  static func question(_ n: Int) -> String {
    let prompt = prompts[n % prompts.count]
    let tail = n % 7 == 6 ? #", "tags": ["x"], "z": null"# : #", "tags": ["x"]"#
    return #"{"choices": "# + choices[n / 3 % choices.count]
      + #", "correct": ["no"], "id": "q\#(n)", "points": 1, "prompt": "#
      + prompt + tail + "}"
  }

  @Test func oneCompactionForManyQuestionsGivesWhatANewOneGives() {
    let shared = CanonicalCompaction()
    var taken = 0
    var left = 0
    for n in 0..<200 {
      let json = Self.question(n)
      let fresh = Self.compacted(json, with: CanonicalCompaction())
      #expect(Self.compacted(json, with: shared) == fresh, "question \(n)")
      if fresh != nil { taken += 1 } else { left += 1 }
    }
    // Both kinds were there, so both were compared.
    #expect(taken > 50 && left > 50)
  }

  @Test func aValueKeptIsTakenOnlyForItsOwnBytes() {
    let shared = CanonicalCompaction()
    let first = #"{"choices": [1, 2], "points": 1, "tags": ["a"]}"#
    #expect(Self.compacted(first, with: shared) == #"{"choices":[1,2],"points":1,"tags":["a"]}"#)
    // Values that begin as the kept ones do, then differ.
    for (json, expected) in [
      (
        #"{"choices": [1, 2, 3], "points": 1, "tags": ["a", "b"]}"#,
        #"{"choices":[1,2,3],"points":1,"tags":["a","b"]}"#
      ),
      (
        #"{"choices": [1, 2], "points": 1, "tags": ["a"], "x": [1, 2]}"#,
        #"{"choices":[1,2],"points":1,"tags":["a"],"x":[1,2]}"#
      ),
      (
        #"{"choices": [1, 2 ], "points": 1, "tags": [ "a"]}"#,
        #"{"choices":[1,2],"points":1,"tags":["a"]}"#
      ),
      (#"{"choices": [1, 2.0], "points": 1, "tags": ["a"]}"#, nil),
    ] {
      #expect(Self.compacted(json, with: shared) == expected, "\(json)")
      #expect(Self.compacted(json, with: CanonicalCompaction()) == expected, "\(json)")
    }
  }
}
