import QuizBankModel

extension ExportError: DiagnosticError {
  /// The error as a diagnostic, naming no file (see ``failure(bundle:)``).
  public var diagnostics: [Diagnostic] { [.error(description)] }

  /// 64 for options that do not fit the bundle or format, 66 for an image that
  /// cannot be read or is outside the bundle's folder, 70 for a package that
  /// cannot be assembled.
  public var failureKind: FailureKind {
    switch self {
    case .unknownLocale, .missingCSVFlavor, .flavorWithoutCSV, .invalidTimeLimit,
      .assetsWithoutHTML, .unsafeAssetsFolder:
      .usage
    case .unreadableImage, .imageOutsideBundle: .missing
    case .packaging: .software
    }
  }

  /// The failure, with an image's problem located on `bundle` (the file that names the image).
  package func failure(bundle: String) -> DiagnosticFailure {
    let failure = DiagnosticFailure(self)
    return failureKind == .missing ? failure.located(in: bundle) : failure
  }
}
