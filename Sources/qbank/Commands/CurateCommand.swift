import ArgumentParser
import Foundation
import QuizBankCatalog
import QuizBankModel
import QuizBankTerminal

/// `qbank curate`: review candidate questions 10 at a time, keep or drop each (G1–G4).
struct CurateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curate",
    abstract: "Review generated questions one at a time; kept ones (with pictures) go into a pack.",
    discussion: """
      Keys: k or → keeps a question (its picture is downloaded into the pack's
      assets/ with its SHA-256), d or ← drops it, q quits. After every 10:
      "Continue? (y/n)". The pack and PACK.curation.json are saved after every
      decision, so quitting loses nothing; run the same command again to resume.
      Until a question is kept no pack is written (a pack with no questions
      cannot be played): when every candidate is dropped it says "Nothing kept";
      --allow-empty writes the empty pack anyway.

      Examples:
        qbank curate candidates.json -o pack/movie-quiz.json
        qbank curate candidates.json -o pack/movie-quiz.json --lang uk
        qbank curate candidates.json -o pack/movie-quiz.json --allow-empty
      """)

  @Argument(help: "The candidate questions: a bundle from `qbank generate`.")
  var candidates: String

  @Option(
    name: .shortAndLong, help: "The pack to write (a bundle); its pictures go to assets/ beside it."
  )
  var output: String

  @Flag(help: "Write the pack even when no question is kept (it cannot be played).")
  var allowEmpty = false

  @OptionGroup var network: CatalogNetworkOptions
  @OptionGroup var language: CatalogLanguageOptions

  func validate() throws {
    try OutputPath.refuseOverwriting(output, inputs: [candidates])
  }

  func run() async throws {
    // No .tmp left by a signal; on a terminal the raw mode, made later, hands its
    // restore to the same handler, so the terminal is put back first.
    TemporaryFiles.shared.removeOnEndingSignals()
    let text = language.localizer
    let console = Console.current
    let session: CurationSession
    do {
      session = try CurationSession(
        candidates: URL(fileURLWithPath: candidates), pack: URL(fileURLWithPath: output),
        allowEmpty: allowEmpty)
    } catch CurationError.unreadableState(let path, let reason) {
      throw console.fail(
        DiagnosticFailure(
          .malformed, file: path,
          message: text.text("curate.badState", ["reason": reason])))
    } catch {
      let missing = !FileManager.default.fileExists(atPath: candidates)
      throw console.fail(
        DiagnosticFailure(
          missing ? .missing : .malformed, file: candidates,
          message: text.text(
            "curate.missing", ["reason": missing ? "no such file" : "\(error)"])))
    }
    let services = CatalogServices(network: network.settings, text: text, console: console)
    let presenter = CurationPresenter(
      session: session, images: services.images, language: language.resolved)
    let view = TerminalCurationView(presenter: presenter, console: console, text: text)
    guard await view.run() else { throw QBankExit.ioError }
  }
}
