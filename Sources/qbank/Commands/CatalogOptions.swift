import ArgumentParser
import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankTerminal

/// `--lang`, shared by `catalog`, `fetch` and `curate`.
struct CatalogLanguageOptions: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help: "Interface language: en, uk, ru or it (default: LC_ALL / LANG).")
  var language: String?

  /// The language to speak.
  var resolved: UILanguage {
    UILanguage.resolve(explicit: language, environment: ProcessInfo.processInfo.environment)
  }

  /// A localizer for the catalogue's strings.
  var localizer: Localizer { Localizer(language: resolved, table: .catalog) }

  func validate() throws {
    if let language, UILanguage.parse(language) == nil {
      throw ValidationError("--lang takes en, uk, ru or it, not '\(language)'.")
    }
  }
}

/// Network options shared by `fetch`, `catalog show` and `curate`.
struct CatalogNetworkOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A mirror's root instead of https://api.themoviedb.org and https://imdb-api.com.",
      discussion:
        "The services' paths follow it: http://host/ok gets /ok/3/movie/… and /ok/en/API/…."
    ))
  var apiBase: String?

  @Option(help: "Download images from this root instead of their own host (a mirror).")
  var imageBase: String?

  @Flag(help: "Use only what was fetched before (the cache); never touch the network.")
  var offline = false

  @Option(help: "Seconds to wait for a response before trying again (at most 3600).")
  var timeout: Double = 15

  /// The longest `--timeout`: an hour.
  static let maximumTimeout: Double = 3600

  @Option(help: "Tries per request, the first included (timeouts, 429 and 5xx are retried).")
  var retries: Int = 4

  /// The options for the catalogue library.
  var settings: CatalogNetwork {
    CatalogNetwork(
      apiBase: apiBase, imageBase: imageBase, offline: offline, timeout: timeout, retries: retries)
  }

  func validate() throws {
    // An upper bound too: 1e17 seconds overflows the HTTP layer's own arithmetic.
    guard timeout.isFinite, timeout > 0, timeout <= Self.maximumTimeout else {
      throw ValidationError(
        "--timeout must be a number of seconds more than 0 and at most \(Int(Self.maximumTimeout)), not '\(timeout)'."
      )
    }
    guard (1...10).contains(retries) else { throw ValidationError("--retries takes 1 to 10.") }
    for (name, value) in [("--api-base", apiBase), ("--image-base", imageBase)] {
      if let value, URL(string: value)?.scheme == nil {
        throw ValidationError(
          "\(name) takes an address such as http://127.0.0.1:8080, not '\(value)'.")
      }
    }
  }
}
