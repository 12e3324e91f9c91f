/// One thing the target format cannot hold, for one question.
public struct ExportLoss: Sendable, Codable, Equatable, Hashable {
  /// What kind of content is lost.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// The question's picture (local or remote) is not carried.
    case image
    /// Text in locales other than the exported one is dropped.
    case locale
    /// The subject (film title and year) is not carried.
    case subject
    /// The provenance (source, rule, values) is not carried.
    case provenance
    /// The explanation is not carried.
    case explanation
    /// Points other than 1 are not carried.
    case points
    /// Tags are not carried.
    case tags
    /// The difficulty is not carried.
    case difficulty
    /// The question's id is not carried.
    case id
    /// A multiple-response question is not supported; the question is left out.
    case multipleResponse = "multiple-response"
    /// All-or-nothing scoring becomes partial credit.
    case scoring
    /// Choices beyond what the target allows are dropped.
    case choices
    /// Text longer than the target allows is shortened.
    case length
    /// Characters the target cannot hold (control characters in XML) are left out.
    case characters
    /// The question's kind changes (a yes/no question becomes multiple choice).
    case kind
    /// Text the target cannot hold as written: line breaks become spaces, or
    /// the question is left out.
    case text
  }

  /// The question's id.
  public var questionId: String
  /// What is lost.
  public var kind: Kind
  /// What exactly, for people.
  public var message: String

  /// Creates a loss entry.
  public init(questionId: String, kind: Kind, message: String) {
    self.questionId = questionId
    self.kind = kind
    self.message = message
  }
}
