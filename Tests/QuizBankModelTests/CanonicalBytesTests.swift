import Foundation
import QuizBankJSON
import QuizBankTestSupport
import Testing

@testable import QuizBankModel

/// The byte-level writer every bundle writer and the digest use gives what
/// the value-tree writer (``CanonicalJSON``, which sorts, escapes and formats
/// numbers on its own) gives for the same JSON, read back by our reader.
struct CanonicalBytesTests {
  /// The text ``CanonicalJSON`` gives for `question`'s JSON, compact or pretty at level 2.
  private func generic(_ question: Question, pretty: Bool) throws -> String {
    let value = try JSONValue(JSONNode.parse(Array(fast(question, pretty: false).utf8)))
    return pretty ? try CanonicalJSON.pretty(value, level: 2) : try CanonicalJSON.compact(value)
  }

  private func fast(_ question: Question, pretty: Bool) throws -> String {
    var bytes = CanonicalBytes(pretty: pretty, level: pretty ? 2 : 0)
    try bytes.question(question)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  @Test func sampleBundleQuestionsMatchTheGenericPathAndItsDigest() throws {
    let bundle = try BundleReader().read(from: TestPaths.sample("bundles/movie-night.json"))
    for question in bundle.questions {
      #expect(try fast(question, pretty: false) == generic(question, pretty: false))
      #expect(try fast(question, pretty: true) == generic(question, pretty: true))
    }
    #expect(try BundleDigest.compute(for: bundle) == bundle.digest)
  }

  @Test func awkwardContentMatchesTheGenericPath() throws {
    let awkward = Question(
      id: "q\"1\\", kind: .multipleResponse,
      prompt: [
        "en": "Tab\there, line\nbreak, bell\u{07}, quote \"", "uk": "Так?", "zz": "😀 \u{1F}",
      ],
      subject: Subject(title: "Amélie", year: 2001),
      image: ImageReference(
        source: "assets/a b.jpg", sha256: String(repeating: "a", count: 64), alt: [:]),
      choices: [Choice(id: "a", text: ["en": ""]), Choice(id: "b", text: [:])],
      correct: ["a", "b"], points: 7, explanation: ["en": "/slash/"], tags: ["x", "y"],
      difficulty: .hard,
      provenance: Provenance(
        source: "tmdb",
        values: [
          "rating": .number(6.96), "big": .number(1e21), "tiny": .number(0.000001),
          "negative": .number(-0.0), "int": .number(7), "flag": .bool(true), "text": .string("ü"),
        ]))
    let plain = Question(id: "p", kind: .yesNo, prompt: ["en": "?"], choices: [], correct: [])
    var bundle = QuizBundle(
      id: "awkward", version: "1.0.0", title: ["en": "T"], locales: ["en"],
      createdAt: "2026-01-01T00:00:00Z",
      questions: [awkward, plain], rounds: [Round(questions: ["p"])])
    for question in bundle.questions {
      #expect(try fast(question, pretty: false) == generic(question, pretty: false))
      #expect(try fast(question, pretty: true) == generic(question, pretty: true))
    }
    let whole = try BundleWriter().encode(bundle)
    #expect(try BundleReader().decode(whole) == (try BundleWriter().sealed(bundle)))
    bundle.questions = []
    #expect(try BundleReader().decode(BundleWriter().encode(bundle)).questions.isEmpty)
  }

  @Test func prettyWriterKeepingCompactGivesBothFormsOfEveryQuestion() throws {
    let bundle = try BundleReader().read(from: TestPaths.sample("bundles/movie-night.json"))
    var both = CanonicalBytes(prettyKeepingCompactAt: 2)
    for question in bundle.questions + [Self.awkward] {
      both.reset(level: 2)
      try both.question(question)
      #expect(String(decoding: both.bytes, as: UTF8.self) == (try generic(question, pretty: true)))
      #expect(
        String(decoding: both.compact, as: UTF8.self) == (try generic(question, pretty: false)))
    }
  }

  @Test(arguments: [
    "\"\\\u{08}\u{0C}\n\r\t\u{00}\u{01}\u{1F}", "plain", "", "\u{7F}é😀 \u{E000}",
    "\"start", "end\\", "a\tb\nc", String(repeating: "long text ", count: 50) + "\u{1B}",
  ])
  func stringsNeedingAnyEscapeMatchTheGenericPath(text: String) throws {
    var expected = ""
    CanonicalJSON.writeString(text, into: &expected)
    var bytes = CanonicalBytes(pretty: false)
    bytes.string(text)
    #expect(String(decoding: bytes.bytes, as: UTF8.self) == expected)
    var key = CanonicalBytes(pretty: true)
    key.beginObject()
    key.key(text: text)
    key.int(1)
    key.endObject()
    #expect(String(decoding: key.bytes, as: UTF8.self) == "{\n  \(expected): 1\n}")
  }

  @Test func integersAreWrittenInDecimal() {
    for value in [0, 7, 9, 10, -1, -10, 1994, 123_456_789, Int.max, Int.min] {
      var bytes = CanonicalBytes(pretty: false)
      bytes.int(value)
      #expect(String(decoding: bytes.bytes, as: UTF8.self) == String(value))
    }
  }

  /// Tenths (ratings) take a path of their own: each is spelled as RFC 8785's
  /// number (``CanonicalJSON/number(_:)``) and Swift's shortest round-trip
  /// `description` spell it, and reads back as the same double. Near-tenths
  /// (a bit above or below) and larger or finer values take the other path,
  /// with the same rule.
  @Test func tenthsAreSpelledAsTheNumberRuleSpellsThem() throws {
    var values: [Double] = []
    for n in -3000...3000 where n % 10 != 0 {
      values.append(Double(n) / 10)
      // The fast path takes every such tenth, with its own n.
      #expect(CanonicalBytes.tenths(Double(n) / 10) == Int64(n))
    }
    var random = SplitMix64(seed: 16)
    for _ in 0..<20000 {
      let n = Int64(bitPattern: random.next()) % 1_000_000_000_000_000
      values.append(Double(n) / 10)
      values.append(Double(n / 1000) / 10)
    }
    for value in [0.1, 0.7, 6.4, 7.3, 99_999_999_999_999.9, 123_456_789_012.3] {
      values += [value, -value, value.nextUp, value.nextDown, value / 10, value * 1.5]
    }
    for value in values where value.isFinite {
      var bytes = CanonicalBytes(pretty: false)
      try bytes.writeDouble(value)
      let text = String(decoding: bytes.bytes, as: UTF8.self)
      #expect(text == (try CanonicalJSON.number(value)), "\(value.bitPattern)")
      #expect(Double(text) == value, "\(text)")
      if CanonicalBytes.tenths(value) != nil {
        #expect(text == value.description, "\(text)")
      }
    }
  }

  @Test func keysSortByUTF16CodeUnits() {
    let keys = [
      "", "a", "ab", "b", "B", "é", "z", "\u{E000}", "\u{FFFD}", "😀", "😀a", "\u{10FFFF}", "pt-BR",
      "pt",
    ]
    for a in keys {
      for b in keys {
        #expect(
          CanonicalBytes.keyPrecedes(a, b) == a.utf16.lexicographicallyPrecedes(b.utf16),
          "\(a) < \(b)")
      }
    }
  }

  @Test func deepNestingIsIndentedAsTheGenericPathIndentsIt() throws {
    var value = JSONValue.integer(1)
    for depth in 0..<40 {
      value = depth.isMultiple(of: 2) ? .array([value]) : .object(["k": value])
    }
    func write(_ value: JSONValue, into bytes: inout CanonicalBytes) {
      switch value {
      case .array(let items):
        bytes.beginArray()
        for item in items { write(item, into: &bytes) }
        bytes.endArray()
      case .object(let members):
        bytes.beginObject()
        for (key, member) in members {
          bytes.key(text: key)
          write(member, into: &bytes)
        }
        bytes.endObject()
      case .integer(let number): bytes.int(number)
      default: Issue.record("unexpected \(value)")
      }
    }
    var bytes = CanonicalBytes(pretty: true)
    write(value, into: &bytes)
    #expect(String(decoding: bytes.bytes, as: UTF8.self) == (try CanonicalJSON.pretty(value)))
  }

  /// A question with every escape, locale order and number form the writer handles.
  static let awkward = Question(
    id: "q\"1\\", kind: .multipleResponse,
    prompt: [
      "en": "Tab\there, line\nbreak, bell\u{07}, quote \"", "uk": "Так?", "zz": "😀 \u{1F}",
      "\u{E000}": "private use", "😀": "emoji key",
    ],
    subject: Subject(title: "Amélie", year: 2001),
    image: ImageReference(source: "assets/a b.jpg", sha256: String(repeating: "a", count: 64)),
    choices: [Choice(id: "a", text: ["en": ""]), Choice(id: "b", text: [:])],
    correct: ["a", "b"], points: -7, explanation: ["en": "/slash/"], tags: ["x", "y"],
    difficulty: .hard,
    provenance: Provenance(
      source: "tmdb",
      values: [
        "rating": .number(6.96), "big": .number(1e21), "tiny": .number(0.000001),
        "negative": .number(-0.0), "int": .number(-7), "flag": .bool(false), "text": .string("ü"),
      ]))
}
