import QuizBankModel

extension QuestionGenerator {
  /// The second pass: renders the planned questions in catalogue order, then the
  /// comparison questions, into `writer`.
  func write(
    _ plan: Plan, from source: some FilmSource, into writer: BundleStreamWriter,
    progress: ((GenerateProgress) -> Void)?
  ) throws {
    let renderer = QuestionRenderer(ruleSet: ruleSet)
    let rules = ruleSet.rules
    let total = plan.summary.filmsRead
    var wanted: Set<Int32> = []
    for group in plan.groups { wanted.formUnion(group.films) }
    var kept: [Int32: Film] = [:]
    var next = 0
    var index: Int32 = 0
    try source.forEachFilm { film in
      defer { index += 1 }
      if index & 0x3FFF == 0 {
        progress?(GenerateProgress(stage: .writing, films: Int(index), total: total))
      }
      while next < plan.candidates.count, plan.candidates[next].film == index {
        let candidate = plan.candidates[next]
        let rule = rules[Int(candidate.rule)]
        switch rule {
        case .ratingThreshold(let t):
          try writer.append(
            renderer.thresholdQuestion(film: film, rule: t, isYear: false, candidate: candidate))
        case .releaseYear(let t):
          try writer.append(
            renderer.thresholdQuestion(film: film, rule: t, isYear: true, candidate: candidate))
        case .genre(let g):
          try writer.append(renderer.genreQuestion(film: film, rule: g, candidate: candidate))
        case .ratingComparison:
          break
        }
        next += 1
      }
      if wanted.contains(index) { kept[index] = film }
    }
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
  /// A catalogue line is not a film.
  case malformedCatalogue(file: String, line: Int, reason: String)
  /// The rules made no question: the summary says what was skipped and why.
  case noQuestions(GenerateSummary)

  /// The error as the one renderer shows it: `file:line: error: message`,
  /// notes on what was skipped, and a hint.
  public var description: String {
    String(DiagnosticRenderer().render(diagnostics).dropLast())
  }
}
