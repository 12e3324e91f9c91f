import Foundation
import QuizBankJSON
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankValidate

/// The digest's fast path: a question spelled canonically in the file is
/// hashed from its own bytes (whitespace between tokens aside); any other
/// spelling falls back to encoding the question again. Each near-canonical
/// form below changes only the first of three questions, which must fall back
/// while the other two stay on the fast path, and the digest qbank reports —
/// in batches and on the ordinary path alike — must be the one
/// `Tests/Tools/jcs.py` computes independently.
struct DigestFastPathTests {
  /// The members of a question in canonical order, canonical spelling.
  static func members(_ i: Int) -> [String] {
    [
      #""choices": [{"id": "yes", "text": {"en": "Yes", "uk": "Так"}}, {"id": "no", "text": {"en": "No", "uk": "Ні"}}]"#,
      #""correct": ["no"]"#,
      #""difficulty": "medium""#,
      #""explanation": {"en": "Line one\nline \"two\" \\ \t end\u001f", "uk": "Пояснення 😀"}"#,
      #""id": "q-\#(i)""#,
      #""image": {"source": "https://example.com/\#(i).jpg"}"#,
      #""kind": "yes-no""#,
      #""points": 2"#,
      #""prompt": {"en": "Is it A?", "uk": "Це A? é"}"#,
      #""provenance": {"rule": "rating-threshold", "source": "imdb", "sourceId": "tt\#(i)", "values": {"comparison": "greater", "rating": 3.1, "threshold": 4}}"#,
      #""subject": {"title": "Film \#(i)", "year": 1999}"#,
      #""tags": ["a", "b"]"#,
    ]
  }

  /// A bundle without a digest whose first question has `first` as its members.
  static func bundle(first: [String], separator: String = ",\n    ", questionCount: Int = 3)
    -> String
  {
    let questions = (0..<questionCount).map { i in
      "{" + (i == 0 ? first : members(i)).joined(separator: separator) + "}"
    }
    return """
      {
        "defaultLocale": "en",
        "format": "quizbank.bundle",
        "formatVersion": 1,
        "id": "near-canonical",
        "locales": ["en", "uk"],
        "questions": [
          \(questions.joined(separator: ",\n    "))
        ],
        "settings": {"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10, "shuffleChoices": false, "shuffleQuestions": true},
        "title": {"en": "Near", "uk": "Майже"},
        "version": "1.0.0"
      }

      """
  }

  /// The first question's members with member `index` changed by `change`.
  static func changing(_ index: Int, _ change: (String) -> String) -> [String] {
    var list = members(0)
    list[index] = change(list[index])
    return list
  }

  static func replacing(_ index: Int, _ old: String, _ new: String) -> [String] {
    changing(index) { member in
      precondition(member.contains(old), "\(old) in \(member)")
      return member.replacingOccurrences(of: old, with: new)
    }
  }

  /// Near-canonical first questions (name, members, and the members of a
  /// canonical file with the same content when jcs.py would not read the
  /// variant as qbank does: members qbank drops or supplies).
  static var fallbacks: [(String, [String], [String]?)] {
    var swapped = members(0)
    swapped.swapAt(0, 1)
    var withoutPoints = members(0)
    withoutPoints.remove(at: 7)
    var pointsOne = members(0)
    pointsOne[7] = #""points": 1"#
    var withoutTags = members(0)
    withoutTags.remove(at: 11)
    var emptyTags = members(0)
    emptyTags[11] = #""tags": []"#
    var unknown = members(0)
    unknown.insert(#""hint": "not a member""#, at: 4)
    return [
      ("question members out of order", swapped, nil),
      (
        "choice members out of order",
        replacing(
          0, #"{"id": "yes", "text": {"en": "Yes", "uk": "Так"}}"#,
          #"{"text": {"en": "Yes", "uk": "Так"}, "id": "yes"}"#), nil
      ),
      (
        "locales out of order",
        replacing(
          8, #"{"en": "Is it A?", "uk": "Це A? é"}"#, #"{"uk": "Це A? é", "en": "Is it A?"}"#), nil
      ),
      (
        "provenance values out of order",
        replacing(
          9, #""comparison": "greater", "rating": 3.1"#, #""rating": 3.1, "comparison": "greater""#),
        nil
      ),
      (
        "provenance members out of order",
        replacing(
          9, #""rule": "rating-threshold", "source": "imdb""#,
          #""source": "imdb", "rule": "rating-threshold""#), nil
      ),
      ("a needless \\u0041", replacing(8, "Is it A?", #"Is it \u0041?"#), nil),
      ("an escaped solidus", replacing(5, "https://", #"https:\/\/"#), nil),
      ("é as \\u00e9", replacing(8, "é", #"\u00e9"#), nil),
      ("a line feed as \\u000a", replacing(3, #"\n"#, #"\u000a"#), nil),
      ("a control character in uppercase hex", replacing(3, #"\u001f"#, #"\u001F"#), nil),
      ("a tab as \\u0009", replacing(3, #"\t"#, #"\u0009"#), nil),
      ("an emoji as a surrogate pair", replacing(3, "😀", #"\ud83d\ude00"#), nil),
      (
        "an ASCII letter as \\u0061 in a key",
        replacing(2, #""difficulty""#, #""difficult\u0079""#), nil
      ),
      ("points as 2.0", replacing(7, "2", "2.0"), nil),
      ("points as 2e0", replacing(7, "2", "2e0"), nil),
      ("points as 20e-1", replacing(7, "2", "20e-1"), nil),
      ("year as 1999.0", replacing(10, "1999", "1999.0"), nil),
      ("a rating as 3.10", replacing(9, "3.1,", "3.10,"), nil),
      ("a rating as 31e-1", replacing(9, "3.1,", "31e-1,"), nil),
      ("a threshold as 4.0", replacing(9, "\"threshold\": 4", "\"threshold\": 4.0"), nil),
      ("a threshold as 4E0", replacing(9, "\"threshold\": 4", "\"threshold\": 4E0"), nil),
      ("a threshold as -0", replacing(9, "\"threshold\": 4", "\"threshold\": -0"), nil),
      (
        "a duplicate question member", replacing(7, #""points": 2"#, #""points": 5, "points": 2"#),
        nil
      ),
      (
        "a duplicate locale",
        replacing(8, #""en": "Is it A?""#, #""en": "Is it B?", "en": "Is it A?""#), nil
      ),
      (
        "a duplicate provenance value",
        replacing(9, #""rating": 3.1"#, #""rating": 3.1, "rating": 3.1"#), nil
      ),
      ("points left out (the writer writes 1)", withoutPoints, pointsOne),
      ("tags left out (the writer writes [])", withoutTags, emptyTags),
      ("an unknown member (not in the model)", unknown, members(0)),
      ("a year as 1.999e3", replacing(10, "1999", "1.999e3"), nil),
      ("a threshold as 400e-2", replacing(9, "\"threshold\": 4", "\"threshold\": 400e-2"), nil),
      ("a threshold as 4.00", replacing(9, "\"threshold\": 4", "\"threshold\": 4.00"), nil),
      ("a rating as 0.31e1", replacing(9, "3.1,", "0.31e1,"), nil),
      ("a key repeated in a choice", replacing(0, #""id": "no""#, #""id": "no", "id": "no""#), nil),
    ]
  }

  /// First questions whose content differs from the canonical file's, each a
  /// form the fast path leaves to the writer (name, members).
  static var otherContent: [(String, [String])] {
    [
      (
        "non-ASCII value names in UTF-16 order (only ASCII keys take the fast path)",
        replacing(9, #""threshold": 4"#, #""threshold": 4, "z": true, "é": false"#)
      ),
      (
        "non-ASCII value names in UTF-8 order, not UTF-16 order",
        replacing(9, #""threshold": 4"#, #""threshold": 4, "ﬁ": 1, "😀": 2"#)
      ),
      (
        "non-ASCII value names in UTF-16 order beyond the BMP",
        replacing(9, #""threshold": 4"#, #""threshold": 4, "😀": 2, "ﬁ": 1"#)
      ),
      ("a negative zero rating", replacing(9, "3.1,", "-0,")),
      (
        "a long integer threshold",
        replacing(9, "\"threshold\": 4", "\"threshold\": 1234567890123456789")
      ),
      ("a tiny rating", replacing(9, "3.1,", "0.0001,")),
      ("a huge rating", replacing(9, "3.1,", "1e21,")),
    ]
  }

  /// The content digest QB116 reports for `text`, in batches and on the ordinary path.
  static func digests(_ text: String) -> (batches: String?, ordinary: String?) {
    let check = BundleJSONCheck(bytes: Array(text.utf8), file: "near.json")
    let prefix = "the bundle has no digest; its content hashes to "
    func digest(_ report: FileReport) -> String? {
      report.diagnostics.first { $0.message.hasPrefix(prefix) }.map {
        String($0.message.dropFirst(prefix.count))
      }
    }
    return (digest(check.run().report), digest(check.runInOrder().report))
  }

  /// For each question of `text`: its compact bytes when the fast path takes
  /// it (read without finding and spelled canonically), else `nil`; and the
  /// bytes the canonical writer writes for it (`nil` if it is not read).
  static func paths(_ text: String) throws -> [(fast: [UInt8]?, writer: [UInt8]?)] {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { all in
      var splitter = try #require(BundleQuestionSplitter(all))
      let compaction = CanonicalCompaction()
      var result: [(fast: [UInt8]?, writer: [UInt8]?)] = []
      while case .question(let range) = splitter.next() {
        let raw = UnsafeBufferPointer(rebasing: all[range])
        // A decoder of its own, so one question's finding does not taint the next.
        var decoder = QuestionBytesDecoder(file: "near.json")
        let question = decoder.decode(raw, compactingWith: nil, at: result.count) { q, _ in copy q }
        var writer: [UInt8]?
        if let question {
          var canonical = CanonicalBytes(pretty: false)
          try canonical.question(question)
          writer = canonical.withBytes { Array($0) }
        }
        var out = [UInt8](repeating: 0, count: raw.count)
        let count = out.withUnsafeMutableBufferPointer {
          compaction.question(raw, into: $0.baseAddress!)
        }
        let fast = question != nil ? count.map { Array(out[..<$0]) } : nil
        // The lanes' way: compacted first, then read from the compact bytes.
        var lane = QuestionBytesDecoder(file: "near.json")
        let compacted = lane.decode(raw, compactingWith: compaction, at: result.count) {
          (question: copy $0, compact: $1.map { Array($0) })
        }
        #expect((compacted == nil) == (question == nil))
        #expect(compacted?.compact == fast)
        #expect(compacted == nil || compacted?.question == question)
        result.append((fast, writer))
      }
      #expect(splitter.next() == .end)
      return result
    }
  }

  @Test(.requires(.python)) func aCanonicalBundleIsHashedFromItsOwnBytes() throws {
    let text = Self.bundle(first: Self.members(0))
    let expected = try IndependentJCS.digest(ofJSON: text)
    let digests = Self.digests(text)
    #expect(digests.batches == expected)
    #expect(digests.ordinary == expected)
    let paths = try Self.paths(text)
    #expect(paths.count == 3)
    for (k, path) in paths.enumerated() {
      #expect(path.fast != nil, "question \(k) takes the fast path")
      #expect(path.fast == path.writer, "question \(k): the same bytes as the writer's")
    }
  }

  @Test(.requires(.python)) func whitespaceBetweenTokensIsNotContentAndKeepsTheFastPath() throws {
    let canonical = try IndependentJCS.digest(ofJSON: Self.bundle(first: Self.members(0)))
    let forms = [
      ("no whitespace at all", Self.bundle(first: Self.members(0), separator: ",")),
      (
        "tabs, CR LF and blank lines",
        Self.bundle(first: Self.members(0), separator: "\t,\r\n\r\n  ")
      ),
      (
        "spaces inside a member",
        Self.bundle(first: Self.replacing(1, #"["no"]"#, "[ \n \"no\"\n ]"))
      ),
      (
        "a tab and a CR inside a member",
        Self.bundle(first: Self.replacing(6, #""kind": "yes-no""#, "\"kind\"\t:\r\"yes-no\""))
      ),
      ("no trailing new line", String(Self.bundle(first: Self.members(0)).dropLast())),
      ("two trailing new lines", Self.bundle(first: Self.members(0)) + "\n"),
    ]
    for (name, text) in forms {
      #expect(try IndependentJCS.digest(ofJSON: text) == canonical, "\(name): same content")
      let digests = Self.digests(text)
      #expect(digests.batches == canonical, "\(name)")
      #expect(digests.ordinary == canonical, "\(name)")
      let paths = try Self.paths(text)
      #expect(paths.allSatisfy { $0.fast != nil && $0.fast == $0.writer }, "\(name)")
    }
  }

  @Test(.requires(.python)) func everyNonCanonicalSpellingFallsBackToTheWriter() throws {
    let base = try IndependentJCS.digest(ofJSON: Self.bundle(first: Self.members(0)))
    for (name, first, equivalent) in Self.fallbacks {
      let text = Self.bundle(first: first)
      let expected = try IndependentJCS.digest(ofJSON: Self.bundle(first: equivalent ?? first))
      if equivalent == nil, !name.hasSuffix("-0") {
        #expect(expected == base, "\(name): the same content as the canonical file")
      }
      let digests = Self.digests(text)
      #expect(digests.batches == expected, "\(name)")
      #expect(digests.ordinary == expected, "\(name)")
      let paths = try Self.paths(text)
      #expect(paths.first?.fast == nil, "\(name): the first question falls back")
      #expect(
        paths.dropFirst().allSatisfy { $0.fast != nil && $0.fast == $0.writer },
        "\(name): the others keep the fast path")
    }
  }

  @Test(.requires(.python)) func otherFormsTheFastPathLeavesToTheWriter() throws {
    for (name, first) in Self.otherContent {
      let text = Self.bundle(first: first)
      let expected = try IndependentJCS.digest(ofJSON: text)
      let digests = Self.digests(text)
      #expect(digests.batches == expected, "\(name)")
      #expect(digests.ordinary == expected, "\(name)")
      let paths = try Self.paths(text)
      #expect(paths.first?.fast == nil, "\(name): the first question falls back")
      #expect(paths.first?.writer != nil, "\(name): the first question is read")
    }
  }

  /// Tokens that only whitespace keeps apart (`2 3`) are not JSON; taking the
  /// whitespace out must not join them into one (`23`) that a reader of the
  /// compact bytes would accept: the compaction refuses them, and the file is
  /// reported malformed where the second token is, as the ordinary path does.
  @Test func tokensKeptApartOnlyByWhitespaceAreNeverJoined() {
    let raws = [
      #"{"points": 1 2, "tags": []}"#, #"{"points": 1, "tags": [], "x": [1 2]}"#,
      #"{"points": 1, "tags": [], "x": 1.5 2}"#, #"{"points": 1, "tags": [], "x": true false}"#,
      #"{"points": 1, "tags": [], "x": [true 1]}"#, "{\"points\": -1\n0, \"tags\": []}",
    ]
    let compaction = CanonicalCompaction()
    for raw in raws {
      let bytes = Array(raw.utf8)
      var out = [UInt8](repeating: 0, count: bytes.count)
      let count = bytes.withUnsafeBufferPointer { input in
        out.withUnsafeMutableBufferPointer { compaction.question(input, into: $0.baseAddress!) }
      }
      #expect(count == nil, "\(raw)")
    }
    for (old, new, found) in [
      (#""points": 2"#, #""points": 2 3"#, "'3'"), (#""year": 1999"#, "\"year\": 19\n99", "'9'"),
      (#""rating": 3.1"#, #""rating": 3.1 4"#, "'4'"),
    ] {
      let index = Self.members(0).firstIndex { $0.contains(old) }!
      let text = Self.bundle(first: Self.replacing(index, old, new))
      let result = BatchCheckTests.check(text)
      #expect(!result.batched, "\(new)")
      #expect(result.report == result.ordinary, "\(new)")
      #expect(
        result.report.diagnostics.map(\.message) == [
          "not valid JSON: expected ',' or '}' after object member, found \(found)"
        ], "\(new)")
    }
  }
}
