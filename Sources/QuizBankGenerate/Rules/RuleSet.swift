import QuizBankModel

/// A rule file: which films to use, which questions to make of them, and how to
/// group them. Read one with ``RuleSet/load(from:)`` or ``RuleSet/parse(_:file:)``;
/// the format is described by `schemas/rules-v1.schema.json` and `docs/generate.md`.
public struct RuleSet: Sendable, Equatable {
  /// The locales every question gets text in (default en, ru, uk, it).
  public var locales: [String]
  /// The seed used when the command line gives none.
  public var seed: UInt64?
  /// Which films questions are made of.
  public var selection: FilmSelection
  /// The rules, in order.
  public var rules: [Rule]
  /// Pre-built rounds, when wanted.
  public var rounds: RoundPlan?
  /// The text of the yes and no choices per locale, over the built-in ones.
  public var choiceText: ChoiceText

  /// Creates a rule set.
  public init(
    locales: [String] = RuleSet.defaultLocales, seed: UInt64? = nil,
    selection: FilmSelection = FilmSelection(), rules: [Rule], rounds: RoundPlan? = nil,
    choiceText: ChoiceText = ChoiceText()
  ) {
    self.locales = locales
    self.seed = seed
    self.selection = selection
    self.rules = rules
    self.rounds = rounds
    self.choiceText = choiceText
  }

  /// en, ru, uk, it: the locales with built-in templates.
  public static let defaultLocales = ["en", "ru", "uk", "it"]
}

/// One rule of a rule file.
public enum Rule: Sendable, Equatable {
  /// "Is the rating of X greater (less) than T?": yes-no.
  case ratingThreshold(ThresholdRule)
  /// "Was X released before (after) Y?": yes-no.
  case releaseYear(ThresholdRule)
  /// "Which of these films has the highest (lowest) rating?": multiple choice.
  case ratingComparison(ComparisonRule)
  /// "Is X in the genre G?": yes-no.
  case genre(GenreRule)

  /// The rule's id: the prefix of its questions' ids.
  public var id: String {
    switch self {
    case .ratingThreshold(let rule), .releaseYear(let rule): rule.id
    case .ratingComparison(let rule): rule.id
    case .genre(let rule): rule.id
    }
  }

  /// The kind of question the rule makes.
  public var questionKind: Question.Kind {
    if case .ratingComparison = self { return .multipleChoice }
    return .yesNo
  }
}

/// How a yes-no threshold question compares: the film's value against the threshold.
public enum ThresholdComparison: String, Sendable, Equatable, CaseIterable {
  /// Yes when the value is greater than the threshold (`after` for years).
  case greater
  /// Yes when the value is less than the threshold (`before` for years).
  case less
}

/// A threshold rule: ask whether a film's value (its rating, its year) is above or
/// below a threshold, with thresholds kept at least `margin` away from the value.
public struct ThresholdRule: Sendable, Equatable {
  /// The rule's id, the prefix of its questions' ids.
  public var id: String
  /// The thresholds to choose from, ascending.
  public var thresholds: [Double]
  /// The comparisons to ask (default: greater only).
  public var comparisons: [ThresholdComparison]
  /// The least |value − threshold| a question may rest on.
  public var margin: Double
  /// Decimals shown for values and thresholds (1 for ratings, 0 for years).
  public var precision: Int
  /// The share of questions answered Yes (0…1, default 0.5).
  public var yesShare: Double
  /// Margins below `hardBelow` make hard questions, below `mediumBelow` medium ones.
  public var hardBelow: Double
  /// See ``hardBelow``.
  public var mediumBelow: Double
  /// Films this rule alone also requires (on top of the file's selection).
  public var selection: FilmSelection
  /// Prompt templates per locale, over the built-in ones.
  public var templates: ThresholdTemplates
  /// Points for a right answer.
  public var points: Int

  /// Creates a rule.
  public init(
    id: String, thresholds: [Double], comparisons: [ThresholdComparison] = [.greater],
    margin: Double, precision: Int, yesShare: Double = 0.5, hardBelow: Double,
    mediumBelow: Double, selection: FilmSelection = FilmSelection(),
    templates: ThresholdTemplates = ThresholdTemplates(), points: Int = 1
  ) {
    self.id = id
    self.thresholds = thresholds
    self.comparisons = comparisons
    self.margin = margin
    self.precision = precision
    self.yesShare = yesShare
    self.hardBelow = hardBelow
    self.mediumBelow = mediumBelow
    self.selection = selection
    self.templates = templates
    self.points = points
  }
}

/// A comparison rule: several films, one right answer (the highest or lowest rated).
public struct ComparisonRule: Sendable, Equatable {
  /// Whether the question asks for the highest or the lowest rating.
  public enum Ask: String, Sendable, Equatable, CaseIterable {
    case highest, lowest
  }

  /// The rule's id, the prefix of its questions' ids.
  public var id: String
  /// What is asked.
  public var ask: Ask
  /// Films per question (default 4).
  public var choices: Int
  /// How many questions to make at most.
  public var count: Int
  /// The least difference between any two films' ratings.
  public var margin: Double
  /// Decimals the ratings are shown with.
  public var precision: Int
  /// Films this rule alone also requires.
  public var selection: FilmSelection
  /// Prompt text per locale, over the built-in ones.
  public var prompt: [String: String]
  /// Points for a right answer.
  public var points: Int

  /// Creates a rule.
  public init(
    id: String, ask: Ask = .highest, choices: Int = 4, count: Int, margin: Double,
    precision: Int = 1, selection: FilmSelection = FilmSelection(),
    prompt: [String: String] = [:], points: Int = 1
  ) {
    self.id = id
    self.ask = ask
    self.choices = choices
    self.count = count
    self.margin = margin
    self.precision = precision
    self.selection = selection
    self.prompt = prompt
    self.points = points
  }
}

/// Prompt (and explanation) templates of a threshold rule, per locale.
public struct ThresholdTemplates: Sendable, Equatable {
  /// Per locale, the prompt for `greater`.
  public var greater: [String: String]
  /// Per locale, the prompt for `less`.
  public var less: [String: String]
  /// Per locale, the explanation shown after the answer.
  public var explanation: [String: String]

  /// Creates templates; empty ones fall back to the built-in text.
  public init(
    greater: [String: String] = [:], less: [String: String] = [:],
    explanation: [String: String] = [:]
  ) {
    self.greater = greater
    self.less = less
    self.explanation = explanation
  }
}

/// The yes and no choices' text per locale, over the built-in ones.
public struct ChoiceText: Sendable, Equatable {
  /// Per locale, the text of "yes".
  public var yes: [String: String]
  /// Per locale, the text of "no".
  public var no: [String: String]

  /// Creates choice text.
  public init(yes: [String: String] = [:], no: [String: String] = [:]) {
    self.yes = yes
    self.no = no
  }
}

/// Pre-built rounds: `size` questions each, no film twice in a round.
public struct RoundPlan: Sendable, Equatable {
  /// Questions per round (default 10).
  public var size: Int

  /// Creates a round plan.
  public init(size: Int = 10) { self.size = size }
}
