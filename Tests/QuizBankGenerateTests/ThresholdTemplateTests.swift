import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankGenerate

/// Issue 16: threshold questions written from templates (``FilmQuestionTemplates``)
/// must be byte for byte the questions the bundle's writer makes of the renderer's
/// `Question`, on films whose values test every escape and shape.
struct ThresholdTemplateTests {
  /// Films with tricky values: escapes, control characters, non-ASCII, long
  /// titles, no year, no image or a non-https one, odd ratings, many genres.
  static let trickyFilms: [Film] = {
    let titles = [
      "Plain", "Quote \" back\\slash", "Tab\tnew\nline\r\u{8}\u{C}", "Ctrl \u{1}\u{1F}\u{7F} end",
      "Léon: «Профессионал» — 東京物語 🎬", "Line\u{2028}sep\u{2029}",
      String(repeating: "Long ", count: 200),
      "{title} {year} {rating}", "Stand-in \u{10FFFD}A0\u{10FFFD} text", "", "\"", "\\",
    ]
    let ratings: [Double?] = [10, 0.1, 7.25, 6.95, 9.95, 2, 5.5, 8.04, 3.333, 7, nil, 4.65]
    let genres = [[], ["Drama"], ["Science Fiction", "Film-Noir", "Crime"], ["Dra\"ma\\"]]
    let images: [String?] = [
      "https://example.org/a.jpg", nil, "http://example.org/b.jpg", "https://x/\"q\\\u{1}.jpg",
    ]
    return titles.indices.flatMap { n in
      (0..<4).map { k in
        Film(
          id: "tt\(n)-\(k)\(k == 3 ? "\"\\" : "")", source: k == 2 ? "tm\"db" : "imdb",
          title: titles[n], year: (n + k) % 3 == 0 ? nil : [1895, 1999, 2024, 0][k],
          rating: ratings[(n + k) % ratings.count], voteCount: 10_000, genres: genres[k],
          image: images[(n + k) % images.count])
      }
    }
  }()

  static let rules = """
    locales: [en, ru, it]
    rules:
      - type: rating-threshold
        thresholds: {from: 1, to: 9.5, step: 2.5}
        comparisons: [greater, less]
        margin: 0.1
      - type: rating-threshold
        id: precise
        precision: 2
        thresholds: [0.05, 3.3, 7.25, 9.99]
        comparisons: [greater, less]
        margin: 0.001
        templates:
          greater:
            en: "Is \\"{title}\\" ({year}) \\\\ over {threshold}? \\t {rating}"
          less:
            en: "{title}{title}{year}{rating}{threshold}"
          explanation:
            en: "\\u0001 {rating} ✓"
      - type: release-year
        thresholds: [1900, 1990, 2000]
        comparisons: [after, before]
    """

  /// Every option of every rule for every tricky film: the template's bytes
  /// are the writer's bytes of the renderer's question.
  @Test func everyTemplateQuestionIsTheWritersQuestion() throws {
    let ruleSet = try RuleSet.parse(Self.rules, file: "rules.yaml")
    let renderer = QuestionRenderer(ruleSet: ruleSet)
    let templates = FilmQuestionTemplates(renderer: renderer)
    var written = 0
    for film in Self.trickyFilms {
      for (r, rule) in ruleSet.rules.enumerated() {
        let t: ThresholdRule
        let isYear: Bool
        switch rule {
        case .ratingThreshold(let rule): (t, isYear) = (rule, false)
        case .releaseYear(let rule): (t, isYear) = (rule, true)
        default: continue
        }
        guard t.value(of: film, isYear: isYear) != nil else { continue }
        for index in t.thresholds.indices {
          for comparison in ThresholdComparison.allCases {
            let option = ThresholdCandidate.Option(
              index: index, comparison: comparison, idHash: UInt64(written) &* 0x9E37_79B9)
            for answer in [true, false] {
              var candidate = ThresholdCandidate(
                film: 0, rule: UInt16(r), priority: 0, yes: option, no: option)
              candidate.answer = answer
              try Self.expect(
                templates,
                writes: renderer.thresholdQuestion(
                  film: film, rule: t, isYear: isYear, candidate: candidate),
                "\(film.title) \(r) \(index)"
              ) { templates.write(film: film, rule: t, isYear: isYear, candidate: candidate) }
              written += 1
            }
          }
        }
      }
    }
    #expect(written > 1000)
  }

  /// Questions of different films gathered in one batch (as the generator
  /// hands them to the bundle's writer thread, which renders them) render as
  /// the writer's bytes of each question, one after the other: each
  /// question's values are found where that question put them.
  @Test func aBatchOfManyFilmsRendersEachQuestionAsTheWriterDoes() throws {
    let ruleSet = try RuleSet.parse(Self.rules, file: "rules.yaml")
    let renderer = QuestionRenderer(ruleSet: ruleSet)
    let templates = FilmQuestionTemplates(renderer: renderer)
    guard case .ratingThreshold(let rule) = ruleSet.rules[0] else {
      Issue.record("the first rule is a rating threshold")
      return
    }
    var expected = (pretty: [UInt8](), compact: [UInt8]())
    var count = 0
    for (n, film) in Self.trickyFilms.enumerated() where rule.value(of: film, isYear: false) != nil
    {
      let option = ThresholdCandidate.Option(
        index: n % rule.thresholds.count, comparison: n % 2 == 0 ? .greater : .less,
        idHash: UInt64(n) &* 0x9E37_79B9)
      var candidate = ThresholdCandidate(film: 0, rule: 0, priority: 0, yes: option, no: option)
      candidate.answer = n % 3 == 0
      #expect(templates.write(film: film, rule: rule, isYear: false, candidate: candidate))
      var bytes = CanonicalBytes(prettyKeepingCompactAt: 2)
      try bytes.question(
        renderer.thresholdQuestion(film: film, rule: rule, isYear: false, candidate: candidate))
      expected.pretty += Array(",\n    ".utf8) + bytes.bytes
      expected.compact += Array(",".utf8) + bytes.compact
      count += 1
    }
    #expect(count >= 5)
    let encoded = templates.take()
    #expect(encoded.count == count)
    var pretty: [UInt8] = []
    var compact: [UInt8] = []
    encoded.render(pretty: &pretty, compact: &compact)
    #expect(pretty == expected.pretty)
    #expect(compact == expected.compact)
    #expect(templates.gathered.isEmpty)
  }

  /// A rule text holding a stand-in itself cannot be cut exactly: its
  /// questions go the `Question` way, with the same bytes.
  @Test func aTemplateThatCannotBeExactIsRefused() throws {
    let rules = """
      locales: [en]
      rules:
        - type: rating-threshold
          thresholds: [5]
          templates:
            greater:
              en: "{title} \u{10FFFD}A0\u{10FFFD}?"
            less:
              en: "{title} \u{10FFFD}A0\u{10FFFD}?"
      """
    let ruleSet = try RuleSet.parse(rules, file: "rules.yaml")
    guard case .ratingThreshold(let rule) = ruleSet.rules[0] else {
      Issue.record("not a threshold rule")
      return
    }
    let templates = FilmQuestionTemplates(renderer: QuestionRenderer(ruleSet: ruleSet))
    let option = ThresholdCandidate.Option(index: 0, comparison: .greater, idHash: 1)
    let candidate = ThresholdCandidate(film: 0, rule: 0, priority: 0, yes: option, no: option)
    #expect(!templates.write(film: Films.film(1), rule: rule, isYear: false, candidate: candidate))
    #expect(templates.gathered.isEmpty)
    let films = Films.films(0..<40)
    #expect(
      try Self.generate(films, rules: rules, templates: true)
        == (try Self.generate(films, rules: rules, templates: false)))
  }

  /// A film from memory with a rating JSON cannot hold: the generation fails as
  /// it does without templates, and nothing is written.
  @Test func aRatingJSONCannotHoldFailsAsWithoutTemplates() throws {
    var films = Films.films(0..<5)
    films[2].rating = .infinity
    let rules = "rules:\n  - type: rating-threshold\n"
    func failure(_ templates: Bool) -> String {
      do {
        _ = try Self.generate(films, rules: rules, templates: templates)
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    let without = failure(false)
    #expect(without != "no error")
    #expect(failure(true) == without)
  }

  /// Whole bundles: the same bytes with and without templates, mixed with
  /// the rules that write `Question`s (genre, comparison) and rounds.
  @Test func generatedBundlesAreTheSameWithAndWithoutTemplates() throws {
    let rules =
      Self.rules + """

          - type: genre
            genres: [Drama, Crime]
          - type: rating-comparison
            count: 3
        rounds: 5
        """
    let films = Self.trickyFilms + Films.films(0..<50)
    let with = try Self.generate(films, rules: rules, templates: true)
    let without = try Self.generate(films, rules: rules, templates: false)
    #expect(with.count > 50_000)
    #expect(with == without)
  }

  /// The bundle's bytes checked by an independent implementation: Python's
  /// `json` writes the same pretty text (sorted keys, two spaces), and
  /// `Tests/Tools/jcs.py` (RFC 8785) gives the same digest.
  @Test(.requires(.python)) func generatedBundleIsCanonicalByAnIndependentWriter() throws {
    let bytes = try Self.generate(Self.trickyFilms, rules: Self.rules, templates: true)
    let bundle = try Self.checkIndependently(bytes)
    #expect(bundle.questions.count > 100)
  }

  /// Checks `bytes` by an independent writer: Python's `json` writes the same
  /// pretty text and `Tests/Tools/jcs.py` the same digest; the bundle read.
  static func checkIndependently(_ bytes: Data) throws -> QuizBundle {
    let folder = try TestPaths.temporaryDirectory("templates")
    let file = folder.appendingPathComponent("bundle.json")
    try bytes.write(to: file)
    let script = """
      import json, sys
      raw = open(sys.argv[1], encoding="utf-8").read()
      again = json.dumps(json.loads(raw), indent=2, sort_keys=True, ensure_ascii=False) + "\\n"
      print("same" if again == raw else "different")
      """
    let result = try runPython(["-c", script, file.path])
    #expect(result.status == 0)
    #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "same")
    let bundle = try BundleReader().decode(bytes)
    #expect(bundle.digest == (try IndependentJCS.digest(of: file)))
    return bundle
  }

  /// Expects `write` to write one question into `templates`, byte for byte
  /// `question` as the bundle's writer writes it, pretty and compact.
  static func expect(
    _ templates: FilmQuestionTemplates, writes question: Question, _ comment: Comment,
    by write: () -> Bool
  ) throws {
    var expected = CanonicalBytes(prettyKeepingCompactAt: 2)
    try expected.question(question)
    #expect(write(), comment)
    let encoded = templates.take()
    #expect(encoded.count == 1)
    // Each question after its separator: a comma, a new line, four spaces.
    var pretty: [UInt8] = []
    var compact: [UInt8] = []
    encoded.render(pretty: &pretty, compact: &compact)
    #expect(pretty == Array(",\n    ".utf8) + expected.bytes, comment)
    #expect(compact == Array(",".utf8) + expected.compact, comment)
  }

  /// The bundle generated from `films` by `rules`, with or without templates.
  static func generate(_ films: [Film], rules: String, templates: Bool) throws -> Data {
    var generator = QuestionGenerator(ruleSet: try RuleSet.parse(rules, file: "rules.yaml"))
    generator.usesTemplates = templates
    let folder = try TestPaths.temporaryDirectory("templates")
    let url = folder.appendingPathComponent("out.json")
    _ = try generator.generate(
      from: FilmArraySource(films), metadata: Generate.metadata, to: url)
    return try Data(contentsOf: url)
  }
}
