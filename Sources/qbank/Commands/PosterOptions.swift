import ArgumentParser
import Foundation
import QuizBankBuild
import QuizBankLocalization
import QuizBankModel
import QuizBankTerminal

/// `--with-images` and how the posters are fetched, shared by `generate` and `build`.
struct PosterOptions: ParsableArguments {
  @Flag(
    name: .customLong("with-images"),
    help: """
      Embed the posters: download each (through the image cache, with its retries) \
      into assets/ beside the bundle, with its SHA-256. A poster that cannot be had is \
      a warning; its question keeps the address.
      """)
  var withImages = false

  @Option(help: "With --with-images: download posters from this root instead of their own host.")
  var imageBase: String?

  @Flag(
    help: "With --with-images: take posters only from the image cache; never touch the network.")
  var offline = false

  @Option(help: "With --with-images: tries per poster, the first included (1 to 10).")
  var retries: Int = 4

  func validate() throws {
    if let imageBase, URL(string: imageBase)?.scheme == nil {
      throw ValidationError(
        "--image-base takes an address such as http://127.0.0.1:8080, not '\(imageBase)'.")
    }
    guard (1...10).contains(retries) else { throw ValidationError("--retries takes 1 to 10.") }
  }

  /// The embedder, when posters are to be embedded (`--with-images`, or `always`).
  func embedder(console: Console, always: Bool = false) -> PosterEmbedder? {
    guard withImages || always else { return nil }
    let environment = ProcessInfo.processInfo.environment
    let language = UILanguage.resolve(explicit: nil, environment: environment)
    let services = CatalogServices(
      network: CatalogNetwork(
        apiBase: nil, imageBase: imageBase, offline: offline, timeout: 15, retries: retries),
      text: Localizer(language: language, table: .catalog), console: console)
    return PosterEmbedder(cache: services.images)
  }

  /// The line saying what was embedded, and the warnings, written to `console`.
  static func show(_ report: PosterEmbedder.Report?, bundle: String, console: Console, quiet: Bool)
  {
    guard let report else { return }
    if !report.warnings.isEmpty { console.warn(report.warnings) }
    guard !quiet else { return }
    let folder = (bundle as NSString).deletingLastPathComponent
    let assets = (folder.isEmpty ? "" : folder + "/") + PosterEmbedder.folderName + "/"
    let count = report.embedded == 1 ? "1 poster" : "\(report.embedded) posters"
    var line = "Embedded \(count) in \(DisplayText.escaped(assets))"
    if !report.warnings.isEmpty { line += "; \(report.warnings.count) not embedded (see above)" }
    console.out(line + "\n")
  }
}
