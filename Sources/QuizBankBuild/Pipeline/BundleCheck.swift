import Foundation
import QuizBankModel
import QuizBankValidate

/// The validation step of a build: the same checks as `qbank validate`.
enum BundleCheck {
  /// What the validator finds in the bundle at `url`; `name` is how diagnostics name it.
  static func diagnostics(for url: URL, named name: String) -> [Diagnostic] {
    let validator = Validator()
    guard var input = validator.inputs(for: [url.path]).first else { return [] }
    input.display = name
    return validator.check(input).report.diagnostics
  }
}
