import QuizBankModel

extension QuestionGenerator {
  /// The second pass: renders the planned questions in catalogue order, then the
  /// comparison questions, into `writer`.
  func write(
    _ plan: Plan, from source: some FilmSource, into writer: BundleStreamWriter,
    progress: ((GenerateProgress) -> Void)?
  ) throws {
    let renderer = QuestionRenderer(ruleSet: ruleSet)
    // Threshold questions are written from templates, the others as `Question`s.
    let templates = usesTemplates ? ThresholdQuestionTemplates(renderer: renderer) : nil
    let rules = ruleSet.rules
    let total = plan.summary.filmsRead
    var wanted: Set<Int32> = []
    for group in plan.groups { wanted.formUnion(group.films) }
    var kept: [Int32: Film] = [:]
    var next = 0
    var index: Int32 = 0
    // A catalogue is read without the members only selection uses.
    let forEachFilm = (source as? CatalogueSource)?.forEachFilmToWrite ?? source.forEachFilm
    try forEachFilm { film in
      defer { index += 1 }
      if index & 0x3FFF == 0 {
        progress?(GenerateProgress(stage: .writing, films: Int(index), total: total))
      }
      while next < plan.candidates.count, plan.candidates[next].film == index {
        let candidate = plan.candidates[next]
        let rule = rules[Int(candidate.rule)]
        switch rule {
        case .ratingThreshold(let t), .releaseYear(let t):
          let isYear: Bool
          if case .releaseYear = rule { isYear = true } else { isYear = false }
          if let templates,
            templates.write(film: film, rule: t, isYear: isYear, candidate: candidate)
          {
            if templates.encoded.count >= BundleStreamWriter.batchSize {
              try writer.append(templates.take())
            }
          } else {
            try templates.map { try writer.append($0.take()) }
            try writer.append(
              renderer.thresholdQuestion(film: film, rule: t, isYear: isYear, candidate: candidate)
            )
          }
        case .genre(let g):
          try templates.map { try writer.append($0.take()) }
          try writer.append(renderer.genreQuestion(film: film, rule: g, candidate: candidate))
        case .ratingComparison:
          break
        }
        next += 1
      }
      if wanted.contains(index) { kept[index] = film }
    }
    try templates.map { try writer.append($0.take()) }
    guard Int(index) == total, next == plan.candidates.count else {
      throw GenerateError.sourceChanged
    }
    for group in plan.groups {
      guard case .ratingComparison(let rule) = rules[Int(group.rule)] else { continue }
      let films = try group.films.map { index in
        guard let film = kept[index] else { throw GenerateError.sourceChanged }
        return film
      }
      try writer.append(renderer.comparisonQuestion(films: films, rule: rule, group: group))
    }
    progress?(GenerateProgress(stage: .writing, films: total, total: total))
  }
}

/// Why a generation stopped.
public enum GenerateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The films read the second time were not those read the first time.
  case sourceChanged
  /// The rules made no question: the summary says what was skipped and why.
  case noQuestions(GenerateSummary)

  /// The error as the one renderer shows it: `file:line: error: message`,
  /// notes on what was skipped, and a hint.
  public var description: String {
    String(DiagnosticRenderer().render(diagnostics).dropLast())
  }
}
