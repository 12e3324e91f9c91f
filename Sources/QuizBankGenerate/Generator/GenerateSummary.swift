import QuizBankModel

/// What a generation did: films read, questions made per rule, films skipped and why.
public struct GenerateSummary: Sendable, Equatable {
  /// What one rule made.
  public struct RuleSummary: Sendable, Equatable {
    /// The rule's id.
    public var id: String
    /// Questions made.
    public var generated: Int
    /// The kind of question the rule makes: yes-no, or multiple-choice (rating comparisons).
    public var kind: Question.Kind = .yesNo
    /// Of those (yes-no rules), how many are answered Yes.
    public var yesCount: Int
    /// Films the rule could not use, by reason (beyond the file's selection).
    public var skipped: [SkipReason: Int]
  }

  /// Films read from the source.
  public var filmsRead = 0
  /// Films the whole file's selection left out, by reason.
  public var skipped: [SkipReason: Int] = [:]
  /// Per rule, in rule order.
  public var rules: [RuleSummary] = []
  /// Questions written.
  public var questions = 0
  /// Rounds written: every question is in one (the last may be short).
  public var rounds = 0
  /// The digest of the bundle written.
  public var digest = ""
}

/// How far a generation has got, for a progress bar.
public struct GenerateProgress: Sendable {
  /// The stage.
  public enum Stage: Sendable { case planning, writing }

  /// The stage.
  public var stage: Stage
  /// Films read so far in this stage.
  public var films: Int
  /// Films in all (known while writing).
  public var total: Int?
}

/// The bundle members a generation does not decide: id, version, title, settings.
public struct BundleMetadata: Sendable, Equatable {
  /// The bundle id (`movie-quiz`).
  public var id: String
  /// The content version (`1.0.0`).
  public var version: String
  /// The title per locale.
  public var title: LocalizedText
  /// A description per locale.
  public var description: LocalizedText?
  /// The default locale; the rule set's first locale when `nil`.
  public var defaultLocale: String?
  /// Play settings; `roundSize` follows the rule set's rounds when they are built.
  public var settings: PlaySettings
  /// The bundle's `createdAt`; `nil` (the default) records none, so output is reproducible.
  public var createdAt: String?

  /// Creates metadata.
  public init(
    id: String, version: String, title: LocalizedText, description: LocalizedText? = nil,
    defaultLocale: String? = nil, settings: PlaySettings = PlaySettings(),
    createdAt: String? = nil
  ) {
    self.createdAt = createdAt
    self.id = id
    self.version = version
    self.title = title
    self.description = description
    self.defaultLocale = defaultLocale
    self.settings = settings
  }
}

extension BundleMetadata {
  /// "Movie quiz" in each of `locales` that has a built-in title (English otherwise).
  public static func defaultTitle(locales: [String]) -> LocalizedText {
    let builtIn = [
      "en": "Movie quiz", "ru": "Киновикторина", "uk": "Кіновікторина", "it": "Quiz sui film",
    ]
    var title = LocalizedText()
    for locale in locales { title[locale] = builtIn[locale] ?? builtIn["en"] }
    return title
  }
}
