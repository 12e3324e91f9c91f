import QuizBankModel

/// Every rule `qbank validate` applies, in code order.
package enum RuleRegistry {
  /// The semantic rules, run in this order on every bundle.
  package static let semantic: [any BundleRule.Type] = [
    UnsupportedFormatVersion.self,
    OutdatedFormatVersion.self,
    InvalidSemanticVersion.self,
    DefaultLocaleUndeclared.self,
    MissingLocaleText.self,
    UndeclaredLocaleText.self,
    EmptyText.self,
    DuplicateQuestionID.self,
    DuplicateChoiceID.self,
    YesNoCorrectCount.self,
    YesNoChoiceCount.self,
    CorrectCount.self,
    TooFewChoices.self,
    UnknownCorrectChoice.self,
    NonPositivePoints.self,
    DigestMismatch.self,
    MissingDigest.self,
    ImagePathOutsideBundle.self,
    InsecureImageURL.self,
    MalformedImageSHA256.self,
    ImageSHA256Mismatch.self,
    ImageFileMissing.self,
    UnknownRoundQuestion.self,
    AmbiguousRating.self,
    RatingAnswerContradiction.self,
    InvalidPlaySettings.self,
    DuplicateLocale.self,
    BlankID.self,
    EmptyBundle.self,
    QuestionInNoRound.self,
  ]

  /// Every rule: input, structure and semantic, in code order.
  package static var all: [RuleDescriptor] {
    InputRules.all + StructureRules.all + semantic.map { $0.descriptor } + PackRules.all
  }

  /// The descriptor for `code`, if there is such a rule.
  package static func descriptor(for code: String) -> RuleDescriptor? {
    all.first { $0.code == code }
  }
}
