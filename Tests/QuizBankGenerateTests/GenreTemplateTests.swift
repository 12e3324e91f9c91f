import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankGenerate

/// Issue 16: genre questions written from templates (``FilmQuestionTemplates``)
/// must be byte for byte the questions the bundle's writer makes of the
/// renderer's `Question`, on the films of ``ThresholdTemplateTests/trickyFilms``.
struct GenreTemplateTests {
  static let rules = #"""
    locales: [en, ru, it]
    rules:
      - type: genre
        genres: [Drama, Crime, Science Fiction, Film-Noir, "Dra\"ma\\", Comedy]
      - type: genre
        id: custom
        genres: [Drama, Crime]
        prompt:
          en: "Is \"{title}\" ({year}) \\ a {genre}? \t {title}"
          it: "{title}{year}{genre}{title}"
    """#

  /// Every genre of every rule, both answers, for every tricky film: the
  /// template's bytes are the writer's bytes of the renderer's question.
  @Test func everyTemplateQuestionIsTheWritersQuestion() throws {
    let ruleSet = try RuleSet.parse(Self.rules, file: "rules.yaml")
    let renderer = QuestionRenderer(ruleSet: ruleSet)
    let templates = FilmQuestionTemplates(renderer: renderer)
    var written = 0
    for film in ThresholdTemplateTests.trickyFilms {
      for (r, rule) in ruleSet.rules.enumerated() {
        guard case .genre(let g) = rule else { continue }
        for index in g.genres.indices {
          let option = ThresholdCandidate.Option(
            index: index, comparison: .greater, idHash: UInt64(written) &* 0x9E37_79B9)
          for answer in [true, false] {
            var candidate = ThresholdCandidate(
              film: 0, rule: UInt16(r), priority: 0, yes: option, no: option)
            candidate.answer = answer
            try ThresholdTemplateTests.expect(
              templates, writes: renderer.genreQuestion(film: film, rule: g, candidate: candidate),
              "\(film.title) \(r) \(index)"
            ) { templates.write(film: film, rule: g, candidate: candidate) }
            written += 1
          }
        }
      }
    }
    #expect(written > 700)
  }

  /// A prompt holding a stand-in itself cannot be cut exactly: its questions
  /// go the `Question` way, with the same bytes.
  @Test func aTemplateThatCannotBeExactIsRefused() throws {
    let rules = """
      locales: [en]
      rules:
        - type: genre
          genres: [Drama, Crime]
          prompt:
            en: "{title} \u{10FFFD}A0\u{10FFFD}?"
      """
    let ruleSet = try RuleSet.parse(rules, file: "rules.yaml")
    guard case .genre(let rule) = ruleSet.rules[0] else {
      Issue.record("not a genre rule")
      return
    }
    let templates = FilmQuestionTemplates(renderer: QuestionRenderer(ruleSet: ruleSet))
    let option = ThresholdCandidate.Option(index: 0, comparison: .greater, idHash: 1)
    let candidate = ThresholdCandidate(film: 0, rule: 0, priority: 0, yes: option, no: option)
    #expect(!templates.write(film: Films.film(1), rule: rule, candidate: candidate))
    #expect(templates.gathered.isEmpty)
    let films = ThresholdTemplateTests.trickyFilms
    let with = try ThresholdTemplateTests.generate(films, rules: rules, templates: true)
    #expect(with == (try ThresholdTemplateTests.generate(films, rules: rules, templates: false)))
  }

  /// Whole bundles of genre questions: the same bytes with and without
  /// templates, checked by an independent writer (Python's `json`, `jcs.py`).
  @Test(.requires(.python)) func generatedBundleIsCanonicalByAnIndependentWriter() throws {
    let films = ThresholdTemplateTests.trickyFilms
    let bytes = try ThresholdTemplateTests.generate(films, rules: Self.rules, templates: true)
    #expect(
      bytes == (try ThresholdTemplateTests.generate(films, rules: Self.rules, templates: false)))
    let bundle = try ThresholdTemplateTests.checkIndependently(bytes)
    #expect(bundle.questions.count > 40)
    #expect(bundle.questions.allSatisfy { $0.provenance?.rule == "genre" })
  }
}
