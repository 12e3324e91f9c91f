import ArgumentParser
import Foundation
import QuizBankLocalization

/// `--lang`, shared by `play` and `stats`.
struct LanguageOption: ParsableArguments {
  @Option(help: "The language: en, ru, uk or it (default: from LC_ALL/LANG).")
  var lang: String?

  func validate() throws {
    if let lang, UILanguage.parse(lang) == nil {
      throw ValidationError("--lang \(lang): use en, ru, uk or it")
    }
  }

  /// The language chosen, or the environment's.
  var language: UILanguage {
    UILanguage.resolve(explicit: lang, environment: ProcessInfo.processInfo.environment)
  }
}
