import Foundation
import QuizBankImport
import QuizBankLocalization
import QuizBankModel
import QuizBankPlay

/// Loads the bundle to play; when it cannot be loaded, says so clearly and, on
/// a terminal, offers to retry (P9). Elsewhere it throws the failure for the CLI
/// to render; when the player gives up, the screen has said it, and the failure
/// thrown has no diagnostics, only its kind: 66 (missing or unreadable) or 65
/// (not a playable bundle), as ``BundleLoadError/isMissing`` tells.
package enum PlayLoading {
  /// Loads the bundle at `url`, or the embedded default bundle when `url` is `nil`.
  package static func load(
    url: URL?, terminal: RawTerminal?, machine: Bool, text: Localizer,
    console: any TerminalOutput
  ) throws(DiagnosticFailure) -> QuizBundle {
    let style = Style(enabled: console.colorsStdout)
    while true {
      let failure: BundleLoadError
      do {
        if let url { return try loadAnything(url) }
        return try BundleLoader().load(DefaultBundle.embeddedData, path: DefaultBundle.embeddedName)
      } catch {
        failure = error
      }
      // The kind of failure in the player's language; a reader's detail stays English.
      let said: String
      switch failure {
      case .missing: said = text.text("load.missing")
      case .unreadable(_, let why): said = text.text("load.unreadable", ["reason": why])
      case .invalid(_, let why): said = text.text("load.invalid", ["reason": why])
      }
      let reason = DisplayText.sanitized(said)
      let path = DisplayText.sanitized(failure.path)
      guard let terminal else {
        if machine {
          console.out(
            PlayEvent.error(
              "\(path): \(reason)", kind: failure.isMissing ? "missing-bundle" : "invalid-bundle"
            )
            .line + "\n")
        }
        throw DiagnosticFailure(failure.failureKind, file: failure.path, message: said)
      }
      var screen =
        "\u{1B}[H\u{1B}[2J\n  " + style.red(style.bold(text.text("load.failed"))) + "\n\n"
      screen += "  " + ScreenText.fit(path, 76) + "\n"
      screen += ScreenText.wrap(reason, 76, maxLines: 4).map { "  " + $0 + "\n" }.joined()
      screen += "\n  " + text.text("load.retry") + "\n"
      console.out(screen)
      while true {
        let key = terminal.readKey()
        if key == RawTerminal.redrawKey { console.out(screen) }
        if key == "r" || key == "\n" { break }
        if key == nil || key == "q" || key == "escape" {
          throw DiagnosticFailure([], kind: failure.failureKind)
        }
      }
    }
  }

  /// The bundle at `url`, or the quiz file there imported in memory: anything
  /// `qbank import` turns into a bundle (XML packs, Moodle XML, Open Trivia DB),
  /// recognised by the importer's own detection. Everything else is read as a bundle.
  package static func loadAnything(_ url: URL) throws(BundleLoadError) -> QuizBundle {
    guard let input = try? ImportInput(path: url.path, maxSize: ImportOptions.defaultMaxSize),
      let format = ImportFormat.detect(prefix: input.prefix), format.producesQuestions
    else { return try BundleLoader().load(from: url) }
    let bundle: QuizBundle
    do {
      let plan = try Importer.plan([input], options: ImportOptions(format: format, allowEmpty: true))
      let stem = url.deletingPathExtension().lastPathComponent
      (bundle, _) = try Importer.readBundle(
        plan, id: nil, version: nil, title: nil, fallbackID: ImportOutput.slug(stem),
        fallbackTitle: url.lastPathComponent)
    } catch let error as ImportError {
      throw .invalid(url.path, importFailure(error, format: format))
    } catch {
      throw .invalid(url.path, "\(format.displayName): \(error)")
    }
    if let problem = BundleLoader.playabilityProblem(bundle) { throw .invalid(url.path, problem) }
    return bundle
  }

  /// An import error as one line: where, what, what to do.
  static func importFailure(_ error: ImportError, format: ImportFormat) -> String {
    var text = "not a playable \(format.displayName) file"
    if let line = error.line {
      text += " (line \(line)" + (error.column.map { ", column \($0)" } ?? "") + ")"
    }
    text += ": " + error.message
    if let hint = error.hint { text += "; " + hint }
    return text
  }
}
