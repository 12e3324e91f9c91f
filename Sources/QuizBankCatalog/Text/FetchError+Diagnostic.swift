import QuizBankLocalization
import QuizBankModel

extension FetchError {
  /// The failure for people, in the interface language of `text`: exit 64 for
  /// a missing key, 65 for a response that cannot be read, 66 for nothing
  /// there, 69 when the service cannot be had.
  package func failure(_ text: Localizer) -> DiagnosticFailure {
    DiagnosticFailure([.error(CatalogMessages.describe(self, text))], kind: failureKind)
  }

  /// The kind of failure, which decides the exit status.
  package var failureKind: FailureKind {
    switch self {
    case .missingKey: .usage
    case .unreadable: .malformed
    case .notFound: .missing
    case .offline, .unreachable, .connectionLost, .unauthorized, .refused, .gaveUp,
      .unexpectedStatus:
      .unavailable
    }
  }
}
