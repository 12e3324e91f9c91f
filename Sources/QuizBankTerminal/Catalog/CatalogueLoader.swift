import Foundation
import QuizBankLocalization
import QuizBankModel

/// Reads a catalogue for a command, turning failures into a message and an exit code.
package enum CatalogueLoader {
  /// Why a catalogue could not be read: the message to show and how the command ends.
  package struct Failure: Error {
    package var message: String
    package var exit: ExitStatus

    /// A failure whose message (quoting a file name or the file's text) has
    /// passed the terminal gate.
    init(message: String, exit: ExitStatus) {
      self.message = DisplayText.escaped(message)
      self.exit = exit
    }
  }

  /// The films of the catalogue at `path`; when it cannot be read, says why on
  /// standard error and throws its ``ExitStatus``.
  package static func load(
    _ path: String, text: Localizer, console: any TerminalOutput
  ) throws -> [Film] {
    do {
      return try load(path, text: text)
    } catch let failure as Failure {
      console.err(failure.message + "\n")
      throw failure.exit
    }
  }

  /// The films of the catalogue at `path`; a ``Failure`` when it cannot be read.
  static func load(_ path: String, text: Localizer) throws -> [Film] {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw Failure(
        message: "error: " + text.text("catalog.missing", ["path": path]), exit: .noInput)
    }
    do {
      return try CatalogueFile.read(from: url)
    } catch let error as CatalogueReadError {
      throw Failure(
        message: text.text(
          "catalog.unreadable",
          ["path": path, "line": String(error.line), "reason": Self.shortReason(error.reason)]),
        exit: .dataError)
    } catch {
      throw Failure(
        message: "error: \(path): \(error.localizedDescription)", exit: .ioError)
    }
  }

  /// The gist of a decoding error, without Swift's type dump.
  private static func shortReason(_ reason: String) -> String {
    if let range = reason.range(of: "debugDescription: \"") {
      let rest = reason[range.upperBound...]
      if let end = rest.firstIndex(of: "\"") { return String(rest[..<end]) }
    }
    return reason
  }
}
