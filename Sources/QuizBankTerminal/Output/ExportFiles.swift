import Foundation
import QuizBankExport
import QuizBankModel

/// Reading bundles and writing files for the commands, with errors mapped to exit codes.
package enum ExportFiles {
  /// Reads a bundle, printing `file[:line:col]: error: …` and throwing the exit code when it cannot.
  package static func readBundle(
    at url: URL, console: any TerminalOutput, style: Style
  ) throws -> QuizBundle {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let exists = FileManager.default.fileExists(atPath: url.path)
      console.err(
        "\(url.relativePath): \(style.red("error")): \(exists ? "cannot read the file" : "no such file")\n"
      )
      throw ExitStatus.noInput
    }
    do {
      return try BundleReader().decode(data)
    } catch let error as BundleReadError {
      let place = error.position.map { ":\($0.line):\($0.column)" } ?? ""
      console.err("\(url.relativePath)\(place): \(style.red("error")): \(error.message)\n")
      throw ExitStatus.dataError
    }
  }

  /// Writes `data` to `path` atomically, printing an error and throwing 74 on failure.
  package static func write(
    _ data: Data, to path: String, console: any TerminalOutput, style: Style
  ) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      let shown = (path as NSString).deletingLastPathComponent
      console.err(
        "\(path): \(style.red("error")): cannot write: the folder \(shown) does not exist\n")
      throw ExitStatus.ioError
    }
    do {
      try AtomicFileWriter.write(data, to: url)
    } catch {
      console.err("\(path): \(style.red("error")): cannot write: \(error.localizedDescription)\n")
      throw ExitStatus.ioError
    }
  }

  /// Writes an export's pictures beside `output`, then the export itself, so the
  /// page never points at a file not yet there.
  package static func write(
    _ result: ExportResult, to output: String, console: any TerminalOutput, style: Style
  ) throws {
    let folder = (output as NSString).deletingLastPathComponent
    for (path, data) in result.assets.sorted(by: { $0.key < $1.key }) {
      let target = folder.isEmpty ? path : folder + "/" + path
      do {
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent,
          withIntermediateDirectories: true)
      } catch {
        console.err(
          "\(target): \(style.red("error")): cannot create the folder: \(error.localizedDescription)\n"
        )
        throw ExitStatus.ioError
      }
      try write(data, to: target, console: console, style: style)
    }
    try write(result.data, to: output, console: console, style: style)
  }
}
