/// A versioned quiz bundle: the public contract every front end reads.
///
/// A bundle is one JSON file (see `docs/bundle-format.md` and
/// `schemas/bundle-v1.schema.json`). Image paths inside it are relative to the
/// folder that holds the file. Read one with ``BundleReader`` and write one with
/// ``BundleWriter``; the writer is canonical, so the same content always gives
/// the same bytes and the same ``digest``.
public struct QuizBundle: Sendable, Codable, Equatable {
  /// The value of the `format` member that marks a file as a QuizBank bundle.
  public static let formatMarker = "quizbank.bundle"
  /// The format version this build writes.
  public static let currentFormatVersion = 1

  /// Always ``formatMarker``.
  public var format: String
  /// The format version of this bundle (1).
  public var formatVersion: Int
  /// A stable identifier for the bundle, such as `movie-quiz`. Statistics are kept per id.
  public var id: String
  /// The semantic version of the content (`1.4.0`).
  public var version: String
  /// The title per locale.
  public var title: LocalizedText
  /// A description per locale.
  public var description: LocalizedText?
  /// The locales the bundle offers; every prompt and choice has text in each.
  public var locales: [String]
  /// The locale to fall back to; one of ``locales``.
  public var defaultLocale: String
  /// When the bundle was made, RFC 3339 UTC. Only present when asked for
  /// (or when `SOURCE_DATE_EPOCH` is set), so output is reproducible.
  public var createdAt: String?
  /// What a front end does by default.
  public var settings: PlaySettings
  /// The questions, in their canonical order.
  public var questions: [Question]
  /// Optional pre-built rounds: lists of question ids.
  public var rounds: [Round]?
  /// SHA-256 (lowercase hex) of the canonical encoding of everything else; see ``BundleDigest``.
  public var digest: String?

  /// Creates a bundle of the current format version.
  public init(
    id: String, version: String, title: LocalizedText, description: LocalizedText? = nil,
    locales: [String], defaultLocale: String? = nil, createdAt: String? = nil,
    settings: PlaySettings = PlaySettings(), questions: [Question], rounds: [Round]? = nil,
    digest: String? = nil
  ) {
    self.format = Self.formatMarker
    self.formatVersion = Self.currentFormatVersion
    self.id = id
    self.version = version
    self.title = title
    self.description = description
    self.locales = locales
    self.defaultLocale = defaultLocale ?? locales.first ?? "en"
    self.createdAt = createdAt
    self.settings = settings
    self.questions = questions
    self.rounds = rounds
    self.digest = digest
  }
}

/// A pre-built round: an ordered list of question ids.
public struct Round: Sendable, Codable, Equatable, Hashable {
  /// The questions of the round, by id, in order.
  public var questions: [String]

  /// Creates a round.
  public init(questions: [String]) { self.questions = questions }
}

/// Play settings a front end honours unless the player overrides them.
public struct PlaySettings: Sendable, Codable, Equatable, Hashable {
  /// How a front end presents the bundle.
  public enum Mode: String, Sendable, Codable, CaseIterable {
    /// MovieQuiz: yes/no rounds with a summary and statistics.
    case classic
    /// myAEDES: a main menu, numbered answers, a score and a high score.
    case menu
  }

  /// Questions per round (10 for MovieQuiz).
  public var roundSize: Int
  /// Milliseconds between showing the answer's feedback and the next question.
  public var feedbackDelayMs: Int
  /// Whether to shuffle question order each round.
  public var shuffleQuestions: Bool
  /// Whether to shuffle the order of choices.
  public var shuffleChoices: Bool
  /// The presentation mode.
  public var mode: Mode

  /// Creates settings; the defaults are MovieQuiz's.
  public init(
    roundSize: Int = 10, feedbackDelayMs: Int = 1000, shuffleQuestions: Bool = true,
    shuffleChoices: Bool = false, mode: Mode = .classic
  ) {
    self.roundSize = roundSize
    self.feedbackDelayMs = feedbackDelayMs
    self.shuffleQuestions = shuffleQuestions
    self.shuffleChoices = shuffleChoices
    self.mode = mode
  }
}
