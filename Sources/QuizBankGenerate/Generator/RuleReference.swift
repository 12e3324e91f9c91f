import QuizBankModel

/// A rule of the rule set as the generator's loops reach it: by reference.
///
/// Planning looks at every rule for every film, and writing at a question's rule
/// for every question. A ``Rule`` is a value of several arrays and dictionaries
/// (a ``ThresholdRule`` has eight), so taking one out of `[Rule]` retained and
/// released each of them; taking a `RuleReference` out retains one object, and
/// the rule is read in place through it.
///
/// The holders are one class per kind of rule, not one generic class: a member
/// of a generic class was reached through the rule's value witness, a copy. And
/// the loops call the held rule through the holders' methods below, not as
/// `holder.rule.candidate(…)`: called so from the planning closure, the rule was
/// still copied out of its holder first (seen in the release build's code),
/// while from a method whose holder is a parameter it is used in place.
enum RuleReference: Sendable {
  /// A rating-threshold rule (`isYear` false) or a release-year rule (true).
  case threshold(ThresholdRuleHolder, isYear: Bool)
  /// A genre rule.
  case genre(GenreRuleHolder)
  /// A rating-comparison rule.
  case comparison(ComparisonRuleHolder)

  /// The reference to `rule`.
  init(_ rule: Rule) {
    switch rule {
    case .ratingThreshold(let t): self = .threshold(ThresholdRuleHolder(t), isYear: false)
    case .releaseYear(let t): self = .threshold(ThresholdRuleHolder(t), isYear: true)
    case .genre(let g): self = .genre(GenreRuleHolder(g))
    case .ratingComparison(let c): self = .comparison(ComparisonRuleHolder(c))
    }
  }
}

/// A threshold rule held by an object (see ``RuleReference``).
final class ThresholdRuleHolder: Sendable {
  /// The rule.
  let rule: ThresholdRule

  /// Holds `rule`.
  init(_ rule: ThresholdRule) { self.rule = rule }
}

/// A genre rule held by an object (see ``RuleReference``).
final class GenreRuleHolder: Sendable {
  /// The rule.
  let rule: GenreRule

  /// Holds `rule`.
  init(_ rule: GenreRule) { self.rule = rule }
}

/// A comparison rule held by an object (see ``RuleReference``).
final class ComparisonRuleHolder: Sendable {
  /// The rule.
  let rule: ComparisonRule

  /// Holds `rule`.
  init(_ rule: ComparisonRule) { self.rule = rule }
}

extension ThresholdRuleHolder {
  /// The held rule's candidate (``ThresholdRule/candidate(key:value:index:ruleIndex:seedText:idThresholds:)``).
  func candidate(
    key: String, value: Double, index: Int32, ruleIndex: UInt16, seedText: String,
    idThresholds: [String]
  ) -> ThresholdCandidate? {
    rule.candidate(
      key: key, value: value, index: index, ruleIndex: ruleIndex, seedText: seedText,
      idThresholds: idThresholds)
  }

  /// Writes the question of `candidate` by the held rule into `templates`;
  /// `false` when its shape has no template (``FilmQuestionTemplates/write(film:rule:isYear:candidate:)``).
  func write(
    film: Film, isYear: Bool, candidate: ThresholdCandidate, into templates: FilmQuestionTemplates
  ) -> Bool {
    templates.write(film: film, rule: rule, isYear: isYear, candidate: candidate)
  }
}

extension GenreRuleHolder {
  /// The held rule's candidate (``GenreRule/candidate(film:key:index:ruleIndex:seedText:)``).
  func candidate(film: Film, key: String, index: Int32, ruleIndex: UInt16, seedText: String)
    -> ThresholdCandidate?
  {
    rule.candidate(film: film, key: key, index: index, ruleIndex: ruleIndex, seedText: seedText)
  }

  /// Writes the question of `candidate` by the held rule into `templates`;
  /// `false` when its shape has no template (``FilmQuestionTemplates/write(film:rule:candidate:)``).
  func write(film: Film, candidate: ThresholdCandidate, into templates: FilmQuestionTemplates)
    -> Bool
  {
    templates.write(film: film, rule: rule, candidate: candidate)
  }
}
