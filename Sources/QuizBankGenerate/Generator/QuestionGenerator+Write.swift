import QuizBankModel

extension QuestionGenerator {
  /// Renders the planned questions in catalogue order from the films planning
  /// kept, then the comparison questions, into `writer`.
  func write(
    _ plan: inout Plan, into writer: BundleStreamWriter,
    progress: ((GenerateProgress) -> Void)?
  ) throws {
    let renderer = QuestionRenderer(ruleSet: ruleSet)
    // Threshold and genre questions are written from templates, the others as `Question`s.
    let templates = usesTemplates ? FilmQuestionTemplates(renderer: renderer) : nil
    let rules = ruleSet.rules
    // The loop below reaches each question's rule through a reference, not a copy.
    let references = rules.map(RuleReference.init)
    let total = plan.summary.filmsRead
    var wanted: Set<Int32> = []
    for group in plan.groups { wanted.formUnion(group.films) }
    var kept: [Int32: Film] = [:]
    var next = 0
    var written = 0
    try plan.films.drain { index, film in
      if written & 0x3FFF == 0 {
        progress?(GenerateProgress(stage: .writing, films: Int(index), total: total))
      }
      written += 1
      while next < plan.candidates.count, plan.candidates[next].film == index {
        let candidate = plan.candidates[next]
        switch references[Int(candidate.rule)] {
        case .threshold(let t, let isYear):
          if let templates,
            t.write(film: film, isYear: isYear, candidate: candidate, into: templates)
          {
            try flush(templates, into: writer)
          } else {
            try templates.map { try writer.append($0.take()) }
            try writer.append(
              renderer.thresholdQuestion(
                film: film, rule: t.rule, isYear: isYear, candidate: candidate))
          }
        case .genre(let g):
          if let templates, g.write(film: film, candidate: candidate, into: templates) {
            try flush(templates, into: writer)
          } else {
            try templates.map { try writer.append($0.take()) }
            try writer.append(
              renderer.genreQuestion(film: film, rule: g.rule, candidate: candidate))
          }
        case .comparison:
          break
        }
        next += 1
      }
      if wanted.contains(index) { kept[index] = film }
    }
    try templates.map { try writer.append($0.take()) }
    precondition(next == plan.candidates.count, "every planned film is kept")
    for group in plan.groups {
      guard case .ratingComparison(let rule) = rules[Int(group.rule)] else { continue }
      let films = group.films.map { index in
        guard let film = kept[index] else { preconditionFailure("every pooled film is kept") }
        return film
      }
      try writer.append(renderer.comparisonQuestion(films: films, rule: rule, group: group))
    }
    progress?(GenerateProgress(stage: .writing, films: total, total: total))
  }

  /// Hands the questions written from templates to `writer` once they fill a batch.
  private func flush(_ templates: FilmQuestionTemplates, into writer: BundleStreamWriter) throws {
    if templates.gathered.count >= BundleStreamWriter.batchSize {
      try writer.append(templates.take())
    }
  }
}

/// Why a generation stopped.
public enum GenerateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The rules made no question: the summary says what was skipped and why.
  case noQuestions(GenerateSummary)

  /// The error as the one renderer shows it: `file:line: error: message`,
  /// notes on what was skipped, and a hint.
  public var description: String {
    String(DiagnosticRenderer().render(diagnostics).dropLast())
  }
}
