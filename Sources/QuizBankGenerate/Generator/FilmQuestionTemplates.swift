import QuizBankModel

/// Writes threshold and genre questions as templates and values, which the
/// bundle's writer thread renders to their bytes (``TemplatedQuestions``): for
/// each shape of question (rule, threshold or genre, comparison, answer,
/// difficulty, whether the film has a year and an image, how many tags), the
/// renderer's question is encoded once by the bundle's writer with stand-ins
/// for the film's fields (``QuestionTemplate``), and every question of that
/// shape is the template with the film's fields. A shape the template cannot
/// hold exactly is written as a ``Question``, as before.
final class FilmQuestionTemplates {
  private let renderer: QuestionRenderer
  private var templates: [Shape: QuestionTemplate?] = [:]
  private var values = QuestionTemplate.Values()
  /// The questions written since the last ``take()``.
  private(set) var gathered = TemplatedQuestions()

  /// What decides a question's bytes other than its film's fields (the rule's
  /// position tells a threshold question from a genre one).
  private struct Shape: Hashable {
    var rule: Int
    /// The threshold's or the genre's position in the rule's list.
    var threshold: Int
    var greater: Bool
    var answer: Bool
    var difficulty: Question.Difficulty?
    var hasYear: Bool
    var hasImage: Bool
    var tags: Int
  }

  /// The holes' positions: fixed ones, then the rating texts (one per
  /// locale; none in a genre question), then the tags.
  private enum Hole {
    static let title = 0
    static let yearText = 1
    static let id = 2
    static let source = 3
    static let sourceId = 4
    static let value = 5
    static let year = 6
    static let image = 7
    static let ratingTexts = 8
  }

  init(renderer: QuestionRenderer) {
    self.renderer = renderer
  }

  /// Writes the question of `candidate` about `film` into ``gathered``;
  /// `false` when its shape has no template (the caller writes a `Question`).
  func write(
    film: Film, rule: ThresholdRule, isYear: Bool, candidate: ThresholdCandidate
  ) -> Bool {
    let option = candidate.chosen
    let fields = renderer.thresholdFields(film: film, rule: rule, isYear: isYear, option: option)
    // A value JSON cannot hold goes the `Question` way, whose writer throws on it.
    guard fields.value.isFinite else { return false }
    let shape = Shape(
      rule: Int(candidate.rule), threshold: option.index, greater: option.comparison == .greater,
      answer: candidate.answer,
      difficulty: renderer.difficulty(
        rule, value: fields.value, threshold: rule.thresholds[option.index]),
      hasYear: fields.year != nil, hasImage: fields.image != nil, tags: fields.tags.count)
    return write(fields, shape, ratingTexts: renderer.locales.count) { fields in
      renderer.thresholdQuestion(
        fields, rule: rule, ruleIndex: shape.rule, isYear: isYear, option: option,
        answer: shape.answer, difficulty: shape.difficulty ?? .easy)
    }
  }

  /// Writes the genre question of `candidate` about `film` into ``gathered``;
  /// `false` when its shape has no template (the caller writes a `Question`).
  func write(film: Film, rule: GenreRule, candidate: ThresholdCandidate) -> Bool {
    let option = candidate.chosen
    let fields = renderer.genreFields(film: film, rule: rule, option: option)
    let shape = Shape(
      rule: Int(candidate.rule), threshold: option.index, greater: false,
      answer: candidate.answer, difficulty: nil, hasYear: fields.year != nil,
      hasImage: fields.image != nil, tags: fields.tags.count)
    return write(fields, shape, ratingTexts: 0) { fields in
      renderer.genreQuestion(fields, rule: rule, genre: shape.threshold, answer: shape.answer)
    }
  }

  /// Writes the question of `shape` with `fields` from its template, made by
  /// `render` the first time; `false` when the shape has none.
  private func write(
    _ fields: ThresholdFields, _ shape: Shape, ratingTexts: Int,
    render: (ThresholdFields) -> Question
  ) -> Bool {
    let template: QuestionTemplate?
    if let known = templates[shape] {
      template = known
    } else {
      template = make(shape, ratingTexts: ratingTexts, render: render)
      templates[shape] = template
    }
    guard let template else { return false }
    values.removeAll()
    Self.spell(fields, into: &values)
    gathered.append(template, values)
    return true
  }

  /// The questions written so far; ``gathered`` starts again empty (with new
  /// arrays of the same capacity: the batch taken keeps the old ones).
  func take() -> TemplatedQuestions {
    defer { gathered.removeAll() }
    return gathered
  }

  /// `fields` as the holes' values, in the order of ``Hole``.
  private static func spell(_ fields: ThresholdFields, into values: inout QuestionTemplate.Values) {
    values.append(text: fields.title)
    values.append(text: fields.yearText)
    values.append(text: fields.id)
    values.append(text: fields.source)
    values.append(text: fields.sourceId)
    values.append(double: fields.value)
    values.append(int: fields.year ?? 0)
    if let image = fields.image { values.append(text: image) } else { values.append(text: "") }
    for i in fields.ratingTexts.indices { values.append(text: fields.ratingTexts[i]) }
    for i in fields.tags.indices { values.append(text: fields.tags[i]) }
  }

  /// The fields the holes stand for, in a question of `shape`.
  private func fields(_ holes: [QuestionTemplate.Hole], _ shape: Shape, ratingTexts: Int)
    -> ThresholdFields
  {
    func text(_ n: Int) -> String {
      if case .text(let text) = holes[n] { return text }
      return ""
    }
    guard case .double(let value) = holes[Hole.value], case .int(let year) = holes[Hole.year]
    else { preconditionFailure("the holes are made below") }
    let locales = ratingTexts
    return ThresholdFields(
      title: text(Hole.title), year: shape.hasYear ? year : nil, yearText: text(Hole.yearText),
      ratingTexts: (0..<locales).map { text(Hole.ratingTexts + $0) }, value: value,
      id: text(Hole.id), source: text(Hole.source), sourceId: text(Hole.sourceId),
      image: shape.hasImage ? text(Hole.image) : nil,
      tags: (0..<shape.tags).map { text(Hole.ratingTexts + locales + $0) })
  }

  /// The template of `shape`, or `nil` when it cannot be exact.
  private func make(
    _ shape: Shape, ratingTexts: Int, render: (ThresholdFields) -> Question
  ) -> QuestionTemplate? {
    let count = Hole.ratingTexts + ratingTexts + shape.tags
    func standIns(_ set: Character, value: Double, year: Int) -> [QuestionTemplate.Hole] {
      var holes = QuestionTemplate.standIns(count: count, set: set).map {
        QuestionTemplate.Hole.text($0)
      }
      holes[Hole.value] = .double(value)
      holes[Hole.year] = .int(year)
      return holes
    }
    return QuestionTemplate(
      primary: standIns("A", value: 1.2345678901234567e300, year: 8_765_432_101_234_567_890),
      check: standIns("B", value: 9.876543210987654e299, year: 7_654_321_012_345_678_901)
    ) { holes in
      render(fields(holes, shape, ratingTexts: ratingTexts))
    }
  }
}
