import Foundation
import QuizBankTestSupport
import Testing

@testable import QuizBankModel

/// The one reader and the one writer agree on thousands of random valid
/// bundles, and what the writer gives is canonical by the independent
/// `Tests/Tools/jcs.py`. The generator is seeded: a failure names its seed
/// and bundle; `QBANK_PROPERTY_SEED=N` runs that seed again.
struct BundlePropertyTests {
  static let bundleCount = 2000

  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["QBANK_PROPERTY_SEED"].flatMap { UInt64($0) }
    ?? 0x5EED_2026_1124

  /// Every bundle of the run, made once.
  static let bundles: [QuizBundle] = {
    var generator = BundleGenerator(seed: seed)
    return (0..<bundleCount).map { _ in generator.bundle() }
  }()

  @Test func readAfterWriteIsTheIdentityAndRewritingGivesTheSameBytes() throws {
    var failures = 0
    for (index, bundle) in Self.bundles.enumerated() where failures < 5 {
      let place = "seed \(Self.seed), bundle \(index)"
      let bytes = try BundleWriter().encode(bundle)
      let read = try BundleReader().decode(bytes)
      let sealed = try BundleWriter().sealed(bundle)
      #expect(read == sealed, "read(write(b)) is not b (\(place))")
      let again = try BundleWriter().encode(read)
      #expect(again == bytes, "write(read(bytes)) is not bytes (\(place))")
      #expect(try BundleReader().decode(again) == read, "read∘write∘read (\(place))")
      if read != sealed || again != bytes { failures += 1 }
    }
  }

  @Test func theStreamWriterGivesTheSameBytes() throws {
    let folder = try TestPaths.temporaryDirectory("bundle-property-stream")
    for (index, bundle) in Self.bundles.enumerated() where index % 10 == 0 {
      let url = folder.appendingPathComponent("\(index).json")
      let writer = try BundleStreamWriter(header: bundle, destination: url)
      for question in bundle.questions { try writer.append(question) }
      try writer.finish()
      #expect(
        try Data(contentsOf: url) == (try BundleWriter().encode(bundle)),
        "seed \(Self.seed), bundle \(index)")
    }
  }

  @Test(.requires(.python)) func everyWrittenBundleIsCanonicalByTheIndependentJCS() throws {
    let folder = try TestPaths.temporaryDirectory("bundle-property")
    for (index, bundle) in Self.bundles.enumerated() {
      try BundleWriter().write(bundle, to: folder.appendingPathComponent("\(index).json"))
    }
    let result = try runPython([IndependentJCS.script.path, "check", folder.path])
    #expect(result.status == 0, "seed \(Self.seed):\n\(result.output.prefix(4000))")
    #expect(result.output.hasSuffix("ok \(Self.bundleCount)\n"), "\(result.output.suffix(200))")
  }

  @Test func theGeneratorCoversWhatItClaims() throws {
    let questions = Self.bundles.flatMap(\.questions)
    var text = ""
    for bundle in Self.bundles {
      text += String(decoding: try BundleWriter().encode(bundle), as: UTF8.self)
    }
    #expect(questions.count > 5000)
    #expect(questions.contains { $0.subject == nil } && questions.contains { $0.subject != nil })
    #expect(questions.contains { $0.provenance?.values == nil })
    #expect(questions.contains { $0.image?.alt != nil } && questions.contains { $0.image == nil })
    #expect(Self.bundles.contains { $0.rounds == [] } && Self.bundles.contains { $0.rounds == nil })
    for escape in ["\\u0000", "\\u001f", "\\b", "\\f", "\\n", "\\r", "\\t", "\\\"", "\\\\"] {
      #expect(text.contains(escape), "no \(escape)")
    }
    for form in ["1e+21", "5e-324", "0.000001", "1e-7", "-1.7976931348623157e+308", "\u{2028}"] {
      #expect(text.contains(form), "no \(form)")
    }
    #expect(text.unicodeScalars.contains { $0.value > 0xFFFF })
  }
}

/// Random valid bundles: every optional member present or absent, strings
/// with every escape and plane, every number form the format allows.
struct BundleGenerator {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// Characters a string is made of: plain text, everything JSON escapes,
  /// line and paragraph separators, text beyond the Basic Multilingual Plane,
  /// and characters from U+E000 up (they sort differently in UTF-8 and UTF-16).
  static let pieces: [String] = [
    "a", "Z", "7", " ", "é", "e\u{301}", "Ж", "ї", "Sì", "\"", "\\", "/", "\u{8}", "\u{C}", "\n",
    "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "\u{2028}", "\u{2029}", "😀",
    "\u{10FFFF}", "\u{1D11E}", "\u{E000}", "\u{FB33}", "\u{FFFD}", "€", "ﬁ", "<", "&",
  ]

  /// Numbers in every form: integers (within ±2^53, which RFC 8785 holds
  /// exactly), -0, the edges of the doubles, and random bit patterns.
  static let numbers: [Double] = [
    0, -0.0, 1, -1, 7, 0.5, 6.96, 9.2, 1e21, 1e-7, 0.000001, 5e-324, -5e-324,
    1.7976931348623157e308, -1.7976931348623157e308, 9_007_199_254_740_992, 1e15, 1e16, 123e-20,
    333_333_333.333_333_3, 1e23, 9.999999999999997e22, 0.1, 1e-6, 1e-5, 4.35,
    2.2250738585072014e-308,
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int = 50) -> Bool { int(1...100) <= percent }

  mutating func text(maxPieces: Int = 6) -> String {
    (0..<int(0...maxPieces)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
  }

  mutating func number() -> Double {
    if chance(60) { return Self.numbers.randomElement(using: &random)! }
    if chance(50) { return Double(int(-(1 << 53)...(1 << 53))) }
    while true {
      let value = Double(bitPattern: random.next())
      if value.isFinite { return value }
    }
  }

  /// An integer within ±2^53 (RFC 8785 numbers are doubles).
  mutating func integer() -> Int {
    chance(70) ? int(-3...2000) : int(-(1 << 53)...(1 << 53))
  }

  mutating func localized() -> LocalizedText {
    var values: [String: String] = [:]
    for _ in 0..<int(0...3) {
      values[chance(70) ? ["en", "it", "uk", "pt-BR"][int(0...3)] : text()] = text()
    }
    return LocalizedText(values)
  }

  mutating func optional<T>(_ make: (inout Self) -> T) -> T? {
    chance() ? make(&self) : nil
  }

  mutating func list<T>(_ most: Int, _ make: (inout Self) -> T) -> [T] {
    (0..<int(0...most)).map { _ in make(&self) }
  }

  mutating func question() -> Question {
    Question(
      id: text(), kind: Question.Kind.allCases.randomElement(using: &random)!,
      prompt: localized(),
      subject: optional { Subject(title: $0.text(), year: $0.optional { $0.integer() }) },
      image: optional {
        ImageReference(
          source: $0.text(), sha256: $0.optional { $0.text() }, alt: $0.optional { $0.localized() })
      },
      choices: list(4) { Choice(id: $0.text(maxPieces: 2), text: $0.localized()) },
      correct: list(3) { $0.text(maxPieces: 2) }, points: integer(),
      explanation: optional { $0.localized() }, tags: list(3) { $0.text() },
      difficulty: optional { Question.Difficulty.allCases.randomElement(using: &$0.random)! },
      provenance: optional {
        Provenance(
          source: $0.text(), sourceId: $0.optional { $0.text() }, rule: $0.optional { $0.text() },
          values: $0.optional { g in
            var values: [String: ScalarValue] = [:]
            for _ in 0..<g.int(0...4) {
              let value: ScalarValue =
                switch g.int(0...2) {
                case 0: .string(g.text())
                case 1: .number(g.number())
                default: .bool(g.chance())
                }
              values[g.text(maxPieces: 3)] = value
            }
            return values
          })
      })
  }

  mutating func bundle() -> QuizBundle {
    let locales = list(3) { $0.text(maxPieces: 2) }
    return QuizBundle(
      id: text(), version: text(), title: localized(), description: optional { $0.localized() },
      locales: locales, defaultLocale: text(maxPieces: 2),
      createdAt: optional { $0.text() },
      settings: PlaySettings(
        roundSize: integer(), feedbackDelayMs: integer(), shuffleQuestions: chance(),
        shuffleChoices: chance(), mode: PlaySettings.Mode.allCases.randomElement(using: &random)!),
      questions: list(6) { $0.question() },
      rounds: optional { $0.list(3) { Round(questions: $0.list(3) { $0.text(maxPieces: 2) }) } })
  }
}
