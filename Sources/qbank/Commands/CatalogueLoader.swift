import ArgumentParser
import Foundation
import QuizBankLocalization
import QuizBankModel

/// Reads a catalogue for a command, turning failures into a message and an exit code.
enum CatalogueLoader {
  struct Failure: Error {
    var message: String
    var exit: ExitCode

    /// A failure whose message (quoting a file name or the file's text) has
    /// passed the terminal gate.
    init(message: String, exit: ExitCode) {
      self.message = DisplayText.escaped(message)
      self.exit = exit
    }
  }

  static func load(_ path: String, text: Localizer) throws -> [Film] {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw Failure(
        message: "error: " + text.text("catalog.missing", ["path": path]), exit: QBankExit.noInput)
    }
    do {
      return try CatalogueFile.read(from: url)
    } catch let error as CatalogueReadError {
      throw Failure(
        message: text.text(
          "catalog.unreadable",
          ["path": path, "line": "\(error.line):\(error.column)", "reason": error.reason]),
        exit: QBankExit.dataError)
    } catch {
      throw Failure(
        message: "error: \(path): \(error.localizedDescription)", exit: QBankExit.ioError)
    }
  }

}
