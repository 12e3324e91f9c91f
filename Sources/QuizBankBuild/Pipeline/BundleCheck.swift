import Foundation
import QuizBankModel

/// The validation step of a build.
enum BundleCheck {
  /// What checking the bundle at `url` finds; `name` is how diagnostics name it.
  static func diagnostics(for url: URL, named name: String) throws -> [Diagnostic] {
    do {
      _ = try BundleReader().read(from: url)
      return []
    } catch {
      return [
        Diagnostic(
          severity: .error, code: "QB000", message: "the bundle cannot be read back: \(error)",
          location: SourceLocation(file: name))
      ]
    }
  }
}
