import Foundation
import QuizBankModel

/// Generates a bundle of questions from films by a rule set.
///
/// It reads the films once. Planning keeps a few numbers per selected film and
/// decides every question (thresholds, balanced answers, rounds), and keeps the
/// members the questions are written from, packed (``PackedFilms``); writing then
/// renders the questions from those and streams them into the bundle. Memory
/// grows with what is selected (about 50 bytes a film), never with the rest of
/// the input, and the same films, rules and seed always give the same bytes.
///
/// Both steps use two cores: a catalogue is decoded on a thread of its own, a
/// few batches ahead of planning (``CatalogueSource``); the bundle is encoded,
/// hashed and written on the ``BundleStreamWriter``'s thread while questions
/// are rendered. Bounded queues keep memory bounded.
public struct QuestionGenerator: Sendable {
  /// The rules.
  public var ruleSet: RuleSet
  /// The seed of every random choice.
  public var seed: UInt64
  /// Whether threshold questions are written from templates (``FilmQuestionTemplates``);
  /// tests turn it off to compare with the `Question` path.
  var usesTemplates = true

  /// Creates a generator; `seed` defaults to the rule set's, then to 1.
  public init(ruleSet: RuleSet, seed: UInt64? = nil) {
    self.ruleSet = ruleSet
    self.seed = seed ?? ruleSet.seed ?? 1
  }

  /// Generates the bundle from `source` into `destination`; nothing is written if it fails.
  ///
  /// Throws ``GenerateError/noQuestions(_:)`` when the rules make no question at all
  /// (every film skipped, or no films), rather than writing an empty bundle.
  public func generate(
    from source: some FilmSource, metadata: BundleMetadata, to destination: URL,
    progress: ((GenerateProgress) -> Void)? = nil
  ) throws -> GenerateSummary {
    var plan = try self.plan(source, progress: progress)
    guard !plan.candidates.isEmpty || !plan.groups.isEmpty else {
      throw GenerateError.noQuestions(plan.summary)
    }
    var settings = metadata.settings
    if let rounds = ruleSet.rounds { settings.roundSize = rounds.size }
    let header = QuizBundle(
      id: metadata.id, version: metadata.version, title: metadata.title,
      description: metadata.description, locales: ruleSet.locales,
      defaultLocale: metadata.defaultLocale, createdAt: metadata.createdAt, settings: settings,
      questions: [],
      rounds: plan.rounds.isEmpty ? nil : plan.rounds)
    plan.rounds = []
    let writer = try BundleStreamWriter(header: header, destination: destination)
    do {
      try write(&plan, into: writer, progress: progress)
      plan.summary.questions = writer.questionCount
      plan.summary.digest = try writer.finish()
    } catch {
      writer.cancel()
      throw error
    }
    return plan.summary
  }

  /// What the first pass decided.
  struct Plan {
    var candidates: [ThresholdCandidate] = []
    var groups: [ComparisonGroup] = []
    var rounds: [Round] = []
    var summary = GenerateSummary()
    /// The films that have a question or may be in one, as the questions use them.
    var films = PackedFilms()
  }

  func plan(_ source: some FilmSource, progress: ((GenerateProgress) -> Void)?) throws -> Plan {
    var plan = Plan()
    let rules = ruleSet.rules
    var ruleSkips = [[SkipReason: Int]](repeating: [:], count: rules.count)
    var pools = [[ComparisonEntry]](repeating: [], count: rules.count)
    var seen = UInt64Set()
    let idThresholds = rules.map { rule -> [String] in
      switch rule {
      case .ratingThreshold(let t), .releaseYear(let t): t.idThresholds
      default: []
      }
    }
    // The loop below reaches the rules through references, not copies.
    let references = rules.map(RuleReference.init)
    let seedText = String(seed)
    var index: Int32 = 0
    try source.forEachFilm { film in
      defer { index += 1 }
      if index & 0x3FFF == 0 { progress?(GenerateProgress(stage: .planning, films: Int(index))) }
      if let reason = ruleSet.selection.rejection(of: film, needsRating: false) {
        plan.summary.skipped[reason, default: 0] += 1
        return
      }
      let key = film.key
      let keyHash = StableHash.value("film", key)
      guard seen.insert(keyHash) else {
        plan.summary.skipped[.duplicate, default: 0] += 1
        return
      }
      let questions = plan.candidates.count
      var pooled = false
      for r in references.indices {
        switch references[r] {
        case .threshold(let t, let isYear):
          if let reason = t.rule.selection.rejection(of: film, needsRating: !isYear) {
            ruleSkips[r][reason, default: 0] += 1
            continue
          }
          guard let value = t.rule.value(of: film, isYear: isYear) else {
            ruleSkips[r][isYear ? .noYear : .noRating, default: 0] += 1
            continue
          }
          guard
            let candidate = t.candidate(
              key: key, value: value, index: index, ruleIndex: UInt16(r), seedText: seedText,
              idThresholds: idThresholds[r])
          else {
            ruleSkips[r][.noSafeThreshold, default: 0] += 1
            continue
          }
          plan.candidates.append(candidate)
        case .genre(let g):
          if let reason = g.rule.selection.rejection(of: film, needsRating: false) {
            ruleSkips[r][reason, default: 0] += 1
            continue
          }
          guard
            let candidate = g.candidate(
              film: film, key: key, index: index, ruleIndex: UInt16(r), seedText: seedText)
          else {
            ruleSkips[r][.noGenres, default: 0] += 1
            continue
          }
          plan.candidates.append(candidate)
        case .comparison(let c):
          if let reason = c.rule.selection.rejection(of: film, needsRating: true) {
            ruleSkips[r][reason, default: 0] += 1
            continue
          }
          pools[r].append(ComparisonEntry(film: index, rating: film.rating!, keyHash: keyHash))
          pooled = true
        }
      }
      if pooled || plan.candidates.count > questions { plan.films.append(film, index: index) }
    }
    plan.summary.filmsRead = Int(index)
    for (r, rule) in rules.enumerated() {
      switch rule {
      case .ratingThreshold(let t), .releaseYear(let t):
        AnswerBalancer.balance(&plan.candidates, rule: UInt16(r), yesShare: t.yesShare)
      case .genre(let g):
        AnswerBalancer.balance(&plan.candidates, rule: UInt16(r), yesShare: g.yesShare)
      case .ratingComparison(let c):
        plan.groups += c.plan(pool: pools[r], ruleIndex: UInt16(r), seed: seed)
        pools[r] = []
      }
    }
    var generated = [Int](repeating: 0, count: rules.count)
    var yesCount = [Int](repeating: 0, count: rules.count)
    for candidate in plan.candidates {
      generated[Int(candidate.rule)] += 1
      if candidate.answer { yesCount[Int(candidate.rule)] += 1 }
    }
    for group in plan.groups { generated[Int(group.rule)] += 1 }
    plan.summary.rules = rules.enumerated().map { r, rule in
      GenerateSummary.RuleSummary(
        id: rule.id, generated: generated[r], kind: rule.questionKind, yesCount: yesCount[r],
        skipped: ruleSkips[r])
    }
    if let rounds = ruleSet.rounds { plan.rounds = buildRounds(plan, size: rounds.size) }
    plan.summary.rounds = plan.rounds.count
    return plan
  }

  private func buildRounds(_ plan: Plan, size: Int) -> [Round] {
    var items: [RoundItem] = []
    items.reserveCapacity(plan.candidates.count + plan.groups.count)
    for candidate in plan.candidates {
      items.append(RoundItem(film: candidate.film, answer: candidate.answer ? .yes : .no))
    }
    for group in plan.groups {
      items.append(
        RoundItem(film: group.films[0], more: Array(group.films.dropFirst()), answer: .other))
    }
    let positions = RoundBuilder(size: size, seed: seed).build(items)
    return positions.map { round in
      Round(questions: round.map { questionId(plan, at: $0) })
    }
  }

  private func questionId(_ plan: Plan, at position: Int) -> String {
    if position < plan.candidates.count {
      let candidate = plan.candidates[position]
      return QuestionRenderer.id(
        rule: ruleSet.rules[Int(candidate.rule)].id, hash: candidate.chosen.idHash)
    }
    let group = plan.groups[position - plan.candidates.count]
    return QuestionRenderer.id(rule: ruleSet.rules[Int(group.rule)].id, hash: group.idHash)
  }
}
