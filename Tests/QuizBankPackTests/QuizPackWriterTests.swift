import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankPack

/// The writer against the reader: what one writes, the other reads back as
/// the same bundle, and writing that again gives the same bytes.
struct QuizPackWriterTests {
  @Test func writesNumbersThatReadBackExactly() {
    #expect(QuizPackWriter.number(9) == "9")
    #expect(QuizPackWriter.number(-2) == "-2")
    #expect(QuizPackWriter.number(9.2) == "9.2")
    #expect(Double(QuizPackWriter.number(0.1 + 0.2)) == 0.1 + 0.2)
    #expect(Double(QuizPackWriter.number(1e300)) == 1e300)
  }

  @Test func theSamplePackReadsWritesAndReadsBackTheSame() throws {
    let first = try QuizPackReader().read(.file(TestPaths.sample("packs/movie-classics.xml")))
    let bundle = try #require(first.bundle, "\(first.diagnostics)")
    let data = try QuizPackWriter().write(bundle)
    let second = try QuizPackReader().read(.bytes(data, name: "movie-classics.xml"))
    #expect(second.diagnostics.isEmpty)
    var expected = bundle
    expected.digest = try BundleDigest.compute(for: bundle)
    #expect(second.bundle == expected)
  }

  /// Random valid bundles — every optional member present or absent, text
  /// with markup characters, line ends, tabs and non-ASCII, numbers from the
  /// smallest subnormal to 1e300 — each written, read back and written again.
  @Test func randomBundlesWriteAndReadBackUnchanged() throws {
    var random = SplitMix64(seed: 2026)
    var checked = 0
    var questions = 0
    var values = 0
    for index in 0..<2000 {
      var bundle = RandomPack.bundle(&random)
      let data = try QuizPackWriter().write(bundle)
      let result = try QuizPackReader().read(.bytes(data, name: "random-\(index).xml"))
      let text = String(decoding: data, as: UTF8.self)
      try #require(result.diagnostics.isEmpty, "bundle \(index): \(result.diagnostics)\n\(text)")
      bundle.digest = try BundleDigest.compute(for: bundle)
      try #require(result.bundle == bundle, "bundle \(index) read back differently:\n\(text)")
      try #require(try QuizPackWriter().write(bundle) == data, "bundle \(index) wrote differently")
      checked += 1
      questions += bundle.questions.count
      values += bundle.questions.reduce(0) { $0 + ($1.provenance?.values?.count ?? 0) }
    }
    // The generator is not degenerate: about two questions a bundle, some with values.
    #expect(checked == 2000)
    #expect(questions > 3000 && values > 1000, "\(questions) questions, \(values) values")
  }

  /// A pack many times larger than one batch of the records the reader's
  /// libxml2 thread hands its question builder reads back exactly as the
  /// bundle it was written from, from memory and from a file.
  @Test func aPackOfManyRecordBatchesReadsBackUnchanged() throws {
    var random = SplitMix64(seed: 16)
    var bundle = RandomPack.bundle(&random)
    bundle.rounds = nil
    bundle.questions = []
    while bundle.questions.count < 6000 {
      bundle.questions += RandomPack.bundle(&random).questions
    }
    let data = try QuizPackWriter().write(bundle)
    #expect(data.count > 8 * PackEvents.batchSize, "\(data.count) bytes: not several batches")
    bundle.digest = try BundleDigest.compute(for: bundle)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-large-pack-\(UUID().uuidString).xml")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for source in [XMLSource.bytes(data, name: "large.xml"), .file(file)] {
      let result = try QuizPackReader().read(source)
      try #require(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
      #expect(result.bundle?.questions.count == bundle.questions.count)
      #expect(result.bundle == bundle)
    }
  }
}

/// Random content a pack can carry: valid against the schema, and free of the
/// characters XML 1.0 cannot hold (which the writer drops).
private enum RandomPack {
  /// The project's seeded generator (SplitMix64, in QuizBankModel), so a failing case replays.
  typealias G = SplitMix64

  static let locales = ["en", "it", "ru", "uk", "pt-BR", "zh-Hant"]
  /// Pieces of free text: markup characters, every line end, tabs, entity
  /// look-alikes, combining marks, astral-plane characters.
  static let textPieces = [
    "a", "Z", "0", " ", "  ", "\t", "\n", "\r", "\r\n", "&", "<", ">", "\"", "'", "]]>", "&amp;",
    "&#38;", "è", "Ω", "🎬", "中", "e\u{301}", "\u{2028}", "\u{A0}", "-", "=",
  ]
  /// Pieces of identifiers: no XML white space.
  static let idPieces = ["a", "Z", "9", "-", "_", ".", ":", "&", "<", "\"", "è", "🎬", "#38;"]
  static let numbers: [Double] = [
    0, -0.0, 1, -2, 9.2, 0.1 + 0.2, 1e15, 1e300, -1e-300, 5e-324, 123_456_789.125,
    Double(Int64.max), 1.7976931348623157e308,
  ]

  static func bundle(_ g: inout G) -> QuizBundle {
    let chosen = locales.filter { _ in Bool.random(using: &g) }
    let bundleLocales = chosen.isEmpty ? ["en"] : chosen
    return QuizBundle(
      id: identifier(&g), version: text(&g, nonEmpty: true), title: localized(&g),
      description: maybe(&g) { localized(&$0) }, locales: bundleLocales,
      defaultLocale: locales.randomElement(using: &g)!, createdAt: maybe(&g) { text(&$0) },
      settings: PlaySettings(
        roundSize: integer(&g), feedbackDelayMs: integer(&g),
        shuffleQuestions: .random(using: &g), shuffleChoices: .random(using: &g),
        mode: Bool.random(using: &g) ? .classic : .menu),
      questions: (0..<Int.random(in: 0...4, using: &g)).map { _ in question(&g) },
      rounds: maybe(&g) { g in
        (0..<Int.random(in: 0...3, using: &g)).map { _ in Round(questions: identifiers(&g)) }
      })
  }

  static func question(_ g: inout G) -> Question {
    let kinds: [Question.Kind] = [.yesNo, .multipleChoice, .multipleResponse]
    let difficulties: [Question.Difficulty] = [.easy, .medium, .hard]
    return Question(
      id: identifier(&g), kind: kinds.randomElement(using: &g)!, prompt: localized(&g),
      subject: maybe(&g) { Subject(title: text(&$0), year: maybe(&$0) { integer(&$0) }) },
      image: maybe(&g) { g in
        ImageReference(
          source: text(&g, nonEmpty: true),
          sha256: maybe(&g) { g in
            String((0..<64).map { _ in "0123456789abcdef".randomElement(using: &g)! })
          },
          alt: maybe(&g) { localized(&$0) })
      },
      choices: (0..<Int.random(in: 0...4, using: &g)).map { _ in
        Choice(id: identifier(&g), text: localized(&g))
      },
      correct: identifiers(&g), points: integer(&g), explanation: maybe(&g) { localized(&$0) },
      tags: (0..<Int.random(in: 0...3, using: &g)).map { _ in text(&g) },
      difficulty: maybe(&g) { difficulties.randomElement(using: &$0)! },
      provenance: maybe(&g) { g in
        Provenance(
          source: text(&g, nonEmpty: true), sourceId: maybe(&g) { text(&$0) },
          rule: maybe(&g) { text(&$0) }, values: maybe(&g) { values(&$0) })
      })
  }

  static func values(_ g: inout G) -> [String: ScalarValue] {
    var values: [String: ScalarValue] = [:]
    for _ in 0..<Int.random(in: 0...4, using: &g) {
      let value: ScalarValue =
        switch Int.random(in: 0...2, using: &g) {
        case 0: .string(text(&g))
        case 1: .number(numbers.randomElement(using: &g)! * (Bool.random(using: &g) ? 1 : -1))
        default: .bool(.random(using: &g))
        }
      values[text(&g)] = value
    }
    return values
  }

  static func maybe<T>(_ g: inout G, _ make: (inout G) -> T) -> T? {
    Bool.random(using: &g) ? make(&g) : nil
  }

  static func integer(_ g: inout G) -> Int {
    switch Int.random(in: 0...3, using: &g) {
    case 0: Int.random(in: -5...20, using: &g)
    case 1: Int.random(in: Int.min...Int.max, using: &g)
    case 2: [Int.min, Int.max, 0].randomElement(using: &g)!
    default: Int.random(in: 1000...100_000, using: &g)
    }
  }

  static func text(_ g: inout G, nonEmpty: Bool = false) -> String {
    let count = Int.random(in: (nonEmpty ? 1 : 0)...8, using: &g)
    return (0..<count).map { _ in textPieces.randomElement(using: &g)! }.joined()
  }

  static func identifier(_ g: inout G) -> String {
    (0..<Int.random(in: 1...6, using: &g)).map { _ in idPieces.randomElement(using: &g)! }
      .joined()
  }

  static func identifiers(_ g: inout G) -> [String] {
    (0..<Int.random(in: 0...3, using: &g)).map { _ in identifier(&g) }
  }

  static func localized(_ g: inout G) -> LocalizedText {
    var text = LocalizedText()
    for locale in locales where Int.random(in: 0...2, using: &g) == 0 {
      text[locale] = self.text(&g)
    }
    return text
  }
}
