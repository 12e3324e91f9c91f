import ArgumentParser
import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankPlay
import QuizBankTerminal

/// `qbank stats`: shows or resets the statistics the player keeps.
struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Show or reset the player's statistics.",
    discussion: """
      Statistics are kept per bundle id in $XDG_STATE_HOME/qbank/statistics.json
      (~/.local/state/qbank/statistics.json when XDG_STATE_HOME is not set).
      BUNDLE is a bundle file or a bundle id; without it, every bundle is shown.

      Examples:
        qbank stats
        qbank stats samples/movie-quiz/dist/movie-quiz.json
        qbank stats movie-quiz --json
        qbank stats movie-quiz --reset
      """)

  @Argument(help: "A bundle file or a bundle id (default: every bundle).")
  var bundle: String?

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Flag(help: "Forget the statistics of BUNDLE (of every bundle without it).")
  var reset = false

  @OptionGroup var language: LanguageOption

  func run() throws {
    TemporaryFiles.shared.removeOnEndingSignals()  // no .tmp left by Ctrl-C
    let environment = ProcessInfo.processInfo.environment
    let console = Console.current
    let text = Localizer(language: language.language, table: .player)
    let store = StatisticsStore(fileURL: StatisticsStore.defaultFile(environment: environment))
    let id = try bundle.map(Self.bundleId)
    do {
      try StatsReport.run(
        store: store, bundleId: id, reset: reset, json: json, localizer: text, console: console)
    } catch let error as StatisticsError {
      throw console.fail(error)
    } catch let error as CocoaError {
      throw console.fail(DiagnosticFailure(.io, message: error.localizedDescription))
    }
  }

  /// The id of a bundle file (or of a quiz file `play` reads), or the argument itself
  /// when it names no file.
  static func bundleId(_ argument: String) throws -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder),
      !isFolder.boolValue
    else { return argument }
    do {
      return try PlayLoading.loadAnything(URL(fileURLWithPath: argument)).id
    } catch {
      throw Console.current.fail(error)
    }
  }
}
